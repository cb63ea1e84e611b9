/**
 * The partner embed on pages that are not ours, in Chromium, Firefox and
 * WebKit: hostile CSS kept out and ours kept in, under a strict CSP with no
 * violation and nothing written into the page's <head>; the script loaded
 * twice; two forms side by side; an element added, moved and removed the way
 * single-page apps do; the partner's theme through custom properties and
 * ::part; a changed attribute and a bad one (a warning, and the default); a
 * failed send told to the partner; the widgets with nothing interactive; the
 * success stories dialog.
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, partnerUrl, siteUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, control, fieldValues, fillEnquiry, partnerPage, waitFor } from './visitor-helpers';

async function openPartner(visitor: Visitor, path: string) {
  await visitor.goto(`${partnerUrl()}${path}`);
  await waitFor(() => visitor.evaluate(() => !!customElements.get('cairn-enquiry-form') && !!customElements.get('cairn-services-grid')), true);
  await waitFor(() => visitor.on(['cairn-services-grid', 'article'], (el) => !!el), true);
}

const recorded = (visitor: Visitor) => visitor.evaluate(() => ({ violations: (window as unknown as { violations: string[] }).violations, head: (window as unknown as { headAdditions: string[] }).headAdditions }));

/** The element's background and text colours as `rgb(r, g, b)`, whatever the engine's notation (runs in the page). */
function coloursOf(el: Element | null) {
  const ctx = document.createElement('canvas').getContext('2d')!;
  const rgb = (css: string) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return `rgb(${r}, ${g}, ${b})`;
  };
  const style = getComputedStyle(el!);
  return { background: rgb(style.backgroundColor), text: rgb(style.color) };
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it("styles both widgets fully under a strict CSP, keeps the hostile page's CSS out and ours in, and writes nothing into its <head>", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openPartner(visitor, '/hostile.html?csp=strict');
        expect((await recorded(visitor)).violations).toEqual([]);
        expect(await visitor.errors()).toEqual([]);
        // Ours, fully: the card's radius and padding, the brand blue of Send.
        expect(await visitor.on(['cairn-services-grid', 'article'], (el) => [getComputedStyle(el!).borderRadius, getComputedStyle(el!).paddingTop])).toEqual(['16px', '24px']);
        expect((await visitor.on(control(['cairn-enquiry-form'], 'submit'), coloursOf)).background).toBe('rgb(37, 99, 235)');
        // Theirs kept out: not Georgia, not the page's 10 px root nor its body's 40 px and line height of 3; text spacing on the element reaches it.
        const style = await visitor.on(['cairn-enquiry-form', '.cairn-root'], (el) => {
          const s = getComputedStyle(el!);
          return { font: s.fontFamily, size: s.fontSize, lineHeight: s.lineHeight, letters: s.letterSpacing };
        });
        expect(style.font).not.toMatch(/Georgia/);
        expect(style).toMatchObject({ size: '16px', lineHeight: '24px', letters: '3.2px' });
        expect((await visitor.on(['cairn-enquiry-form', '.cairn-root'], coloursOf)).text).toBe('rgb(15, 23, 42)');
        expect(await visitor.on(control(['cairn-enquiry-form'], 'submit'), (el) => el!.checkVisibility())).toBe(true);
        expect(await visitor.on(control(['cairn-enquiry-form'], 'name'), (el) => getComputedStyle(el!).borderTopWidth)).toBe('1px');
        // Ours kept in: the partner's element with our class names is untouched.
        expect(await visitor.on('#lookalike', (el) => [getComputedStyle(el!).display, getComputedStyle(el!).paddingTop, getComputedStyle(el!).backgroundColor])).toEqual(['block', '0px', 'rgba(0, 0, 0, 0)']);
        // A toast loads more of our code: still nothing in their <head>. (This policy refuses the send itself: a failure toast.)
        await fillEnquiry(visitor, ['cairn-enquiry-form'], { email: `hostile-${engine}@example.com` });
        await visitor.click(control(['cairn-enquiry-form'], 'email'));
        await visitor.press('Enter');
        await waitFor(() => visitor.on(['cairn-enquiry-form', '[data-sonner-toast]'], (el) => !!el), true);
        // Above the page's own content, whatever its z-index: the topmost thing at the toast's centre is our element.
        // (allSettled: an animation replaced on the way rejects its promise.)
        await visitor.on(['cairn-enquiry-form', '[data-sonner-toast]'], (el) => Promise.allSettled(el!.getAnimations({ subtree: true }).map((a) => a.finished)));
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(
          await visitor.on(['cairn-enquiry-form', '[data-sonner-toast]'], (el) => {
            const box = el!.getBoundingClientRect();
            return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.localName;
          }),
        ).toBe('cairn-enquiry-form');
        expect((await recorded(visitor)).head).toEqual([]);
        expect(await visitor.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);
      } finally {
        await visitor.close();
      }
    });

    it('defines nothing twice when the scripts are loaded twice, and runs two forms on one page independently', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openPartner(visitor, '/double.html');
        expect(await visitor.on('cairn-services-grid', (el) => el!.shadowRoot!.querySelectorAll('article').length)).toBe(7);
        for (const id of ['first', 'second']) expect(await visitor.on(`#${id}`, (el) => el!.shadowRoot!.querySelectorAll('form').length)).toBe(1);
        const email = `first-form-${engine}@example.com`;
        await fillEnquiry(visitor, ['#first'], { email });
        expect(await fieldValues(visitor, ['#second'])).toEqual(['', '', '', '', '']);
        await nextOutboxAnswer({ delayMs: 1500 });
        await visitor.click(control(['#first'], 'submit'));
        await waitFor(() => visitor.on(control(['#first'], 'submit'), (el) => el!.textContent?.trim()), 'Sending...');
        expect(await visitor.on(control(['#second'], 'submit'), (el) => (el as HTMLButtonElement).disabled)).toBe(false);
        await waitFor(() => visitor.on(['#first', '[data-sonner-toast]'], (el) => !!el), true);
        expect(await visitor.on(['#second', '[data-sonner-toast]'], (el) => !!el)).toBe(false);
        await waitFor(async () => sentFrom(email)[0]?.body.template_params.partner_id, 'partner-a');
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('follows a changed attribute, and on a bad value warns in the console, naming it, and falls back', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openPartner(visitor, '/plain.html');
        const titles = () => visitor.on('cairn-services-grid', (host) => [...host!.shadowRoot!.querySelectorAll('article h3')].map((h) => h.textContent));
        expect(await titles()).toEqual(['AI & Machine Learning', 'DevOps & Cloud']);
        await visitor.evaluate(() => document.querySelector('cairn-services-grid')!.setAttribute('services', 'game-development'));
        await waitFor(titles, ['Game Development']);
        await visitor.evaluate(() => document.querySelector('cairn-services-grid')!.setAttribute('services', 'time-travel'));
        await expect.poll(async () => (await titles()).length).toBe(7);
        await visitor.evaluate(() => document.querySelector('cairn-enquiry-form')!.setAttribute('partner-id', 'x'.repeat(80)));
        await waitFor(async () => (await visitor.warnings()).length, 2);
        expect(await visitor.warnings()).toEqual([expect.stringContaining('time-travel'), expect.stringContaining('partner-id')]);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('tells the partner when sending fails, with the partner id and the reason, in an event that bubbles to the document', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openPartner(visitor, '/plain.html?csp=documented');
        await visitor.evaluate(() => {
          document.addEventListener('cairn-enquiry-failed', (e) => ((window as unknown as { failed: unknown }).failed = (e as CustomEvent).detail));
        });
        await fillEnquiry(visitor, ['cairn-enquiry-form'], { email: `embed-fail-${engine}@example.com` });
        await nextOutboxAnswer({ status: 500 });
        await visitor.click(control(['cairn-enquiry-form'], 'submit'));
        await waitFor(() => visitor.evaluate(() => !!(window as unknown as { failed?: unknown }).failed), true);
        expect(await visitor.evaluate(() => (window as unknown as { failed: unknown }).failed)).toMatchObject({ partnerId: 'plain-partner', reason: expect.stringContaining('500') });
      } finally {
        await visitor.close();
      }
    });

    it('mounts an element added after load, keeps what was typed when it moves, and empties it when removed', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${partnerUrl()}/empty.html`);
        await waitFor(() => visitor.evaluate(() => !!customElements.get('cairn-enquiry-form')), true);
        await visitor.evaluate(() => {
          const form = document.createElement('cairn-enquiry-form');
          form.id = 'late';
          document.getElementById('left')!.append(form);
        });
        await visitor.click(control(['#late'], 'name'));
        await visitor.type('Typed before the move');
        await visitor.evaluate(() => document.getElementById('right')!.append(document.getElementById('late')!));
        expect(await visitor.on(control(['#right #late'], 'name'), (el) => (el as HTMLInputElement).value)).toBe('Typed before the move');
        const emptied = await visitor.evaluate(async () => {
          const el = document.getElementById('late')!;
          el.remove();
          await new Promise((resolve) => setTimeout(resolve, 50));
          return el.shadowRoot!.querySelector('.cairn-root')!.childElementCount;
        });
        expect(emptied).toBe(0);
      } finally {
        await visitor.close();
      }
    });

    it('lets the partner theme the form with custom properties and ::part', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openPartner(visitor, '/plain.html');
        await visitor.evaluate(() => {
          const style = document.createElement('style');
          style.textContent = 'cairn-enquiry-form { --cairn-brand: rgb(160, 18, 90); } cairn-enquiry-form::part(form) { padding: 31px; }';
          document.head.append(style);
        });
        // (Polled: the button's colour changes with a transition.)
        await waitFor(async () => (await visitor.on(control(['cairn-enquiry-form'], 'submit'), coloursOf)).background, 'rgb(160, 18, 90)');
        expect(await visitor.on(['cairn-enquiry-form', 'form'], (el) => getComputedStyle(el!).paddingTop)).toBe('31px');
      } finally {
        await visitor.close();
      }
    });

    it("shows the widgets with nothing interactive from their pre-rendered markup, linking to our site, under the partner's policy, and another variant when an attribute changes", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const page = await partnerPage(
          `static-${engine}`,
          `<cairn-services-grid services="iot-devices"></cairn-services-grid><cairn-featured-projects></cairn-featured-projects><cairn-audience-cards></cairn-audience-cards>
<cairn-process-steps service="ai-ml"></cairn-process-steps><cairn-faq></cairn-faq><cairn-tech-strip></cairn-tech-strip>`,
        );
        await visitor.goto(page);
        await waitFor(() => visitor.on(['cairn-tech-strip', 'img'], (el) => !!el), true);
        const count = (host: string, selector: string) =>
          visitor.evaluate(({ host, selector }) => document.querySelector(host)!.shadowRoot!.querySelectorAll(selector).length, { host, selector });
        expect(await visitor.on(['cairn-services-grid'], (el) => [...el!.shadowRoot!.querySelectorAll('article h3 a')].map((a) => a.getAttribute('href')))).toEqual([
          `${siteUrl()}/services/iot-devices`,
        ]);
        expect([await count('cairn-featured-projects', 'article'), await count('cairn-audience-cards', '[part="card"]'), await count('cairn-process-steps', '[part="card"]'), await count('cairn-faq', 'details')]).toEqual([3, 3, 7, 6]);
        const origins = await visitor.evaluate(() =>
          [...document.querySelectorAll('cairn-featured-projects, cairn-tech-strip')].flatMap((host) => [...host.shadowRoot!.querySelectorAll('img')].map((img) => new URL(img.src).origin)),
        );
        expect(new Set(origins)).toEqual(new Set([siteUrl()]));
        // Each image arrives once in view (the strip moves: whichever logos are in view then).
        await visitor.on(['cairn-featured-projects', 'img'], (img) => img!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await waitFor(() => visitor.on(['cairn-featured-projects', 'img'], (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), true);
        await visitor.on(['cairn-tech-strip'], (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await waitFor(() => visitor.on(['cairn-tech-strip'], (el) => [...el!.shadowRoot!.querySelectorAll('img')].some((img) => img.naturalWidth > 0)), true);

        await visitor.on(['cairn-process-steps'], (el) => el!.removeAttribute('service'));
        await waitFor(() => count('cairn-process-steps', '[part="card"]'), 5);
        expect((await recorded(visitor)).violations).toEqual([]);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it("lays each widget out by the width the partner's page gives it, not the window's: a column, a sidebar, a flex item with no width", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const page = await partnerPage(
          `widths-${engine}`,
          `<style>.column{width:700px}.sidebar{width:300px}.row{display:flex;gap:16px}</style>
<div class="column"><cairn-services-grid id="in-column"></cairn-services-grid></div>
<div class="row"><cairn-services-grid id="flex-item" services="web-development"></cairn-services-grid><p>Beside the grid</p></div>
<div class="row"><div><cairn-stats id="stats-in-flex-item"></cairn-stats></div><p>Beside the figures</p></div>
<div class="sidebar"><cairn-enquiry-form id="in-sidebar" partner-id="widths"></cairn-enquiry-form></div>
<div class="sidebar"><cairn-stats id="stats-in-sidebar"></cairn-stats></div>
<div class="row"><cairn-success-stories id="stories-in-row"></cairn-success-stories><p>Beside the stories</p></div>`,
          { csp: '' },
        );
        await visitor.goto(page);
        await waitFor(() => visitor.evaluate(() => ['#in-column article', '#in-sidebar input', '#stats-in-sidebar dd', '#stats-in-flex-item dd'].every((s) => { const [host, inner] = s.split(' '); return !!document.querySelector(host!)?.shadowRoot?.querySelector(inner!); })), true);
        const boxes = (host: string, selector: string) =>
          visitor.evaluate(({ host, selector }) => [...document.querySelector(host)!.shadowRoot!.querySelectorAll(selector)].map((el) => { const r = el.getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom), width: Math.round(r.width), overflows: el.scrollWidth > el.clientWidth + 1 }; }), { host, selector });

        // The window is 1440 px wide, where a full-width grid has four columns: in a 700 px column it has two.
        const cards = await boxes('#in-column', 'article');
        expect(cards[1]!.top).toBe(cards[0]!.top);
        expect(cards[2]!.top).toBeGreaterThan(cards[0]!.top);
        expect(Math.min(...cards.map((card) => card.width))).toBeGreaterThanOrEqual(300);
        // A flex item with no width of its own, or holding the widget, is sized by its content, which a widget laid out by
        // its own width does not give: it has 20em (320 px, one column) rather than none.
        expect((await boxes('#flex-item', 'article'))[0]!.width).toBeGreaterThanOrEqual(300);
        expect((await boxes('#stats-in-flex-item', '[part="card"]')).map((figure) => figure.width >= 300 && !figure.overflows)).toEqual([true, true, true, true]);
        // In a 300 px sidebar the form's fields come one under another, and the figures each on a line of their own, none cut.
        const [name, email] = await visitor.evaluate(() => ['name', 'email'].map((field) => document.querySelector('#in-sidebar')!.shadowRoot!.querySelector(`input[name=${field}]`)!.getBoundingClientRect().top));
        expect(email).toBeGreaterThan(name!);
        const figures = await boxes('#stats-in-sidebar', '[part="card"]');
        expect(new Set(figures.map((figure) => figure.top)).size).toBe(4);
        expect(figures.filter((figure) => figure.overflows)).toEqual([]);
        // The success stories, closed, take no room in the partner's row; open, three across, as wide as the window allows.
        expect(await visitor.evaluate(() => document.querySelector('#stories-in-row')!.getBoundingClientRect().width)).toBe(0);
        await visitor.evaluate(() => document.querySelector('#stories-in-row')!.setAttribute('open', ''));
        await waitFor(() => visitor.on(['#stories-in-row', 'dialog'], (d) => !!(d as HTMLDialogElement | null)?.open), true);
        expect(new Set((await boxes('#stories-in-row', 'dialog li')).map((story) => story.top)).size).toBe(1);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('opens the Client Success Stories as a modal with the open attribute, closes it on Escape, gives the focus back and tells the page', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${partnerUrl()}/empty.html`);
        await waitFor(() => visitor.evaluate(() => !!customElements.get('cairn-success-stories')), true);
        await visitor.evaluate(() => {
          const trigger = document.createElement('button');
          trigger.id = 'trigger';
          trigger.textContent = 'Watch stories';
          document.body.append(trigger);
          trigger.focus();
          const w = window as unknown as { closes: number };
          w.closes = 0;
          document.addEventListener('cairn-stories-close', () => w.closes++);
          const stories = document.createElement('cairn-success-stories');
          stories.setAttribute('open', '');
          document.body.append(stories);
        });
        const dialog = ['cairn-success-stories', 'dialog'];
        await waitFor(() => visitor.on(dialog, (d) => !!d && (d as HTMLDialogElement).open && d.matches(':modal')), true);
        expect(await visitor.on(['cairn-success-stories'], (el) => el!.shadowRoot!.querySelectorAll('figure').length)).toBe(3);
        expect(await visitor.evaluate(() => document.activeElement?.localName)).toBe('cairn-success-stories');
        await visitor.press('Escape');
        await waitFor(() => visitor.evaluate(() => (window as unknown as { closes: number }).closes), 1);
        expect(await visitor.on(dialog, (d) => (d as HTMLDialogElement).open)).toBe(false);
        expect(await visitor.evaluate(() => document.querySelector('cairn-success-stories')!.hasAttribute('open'))).toBe(false);
        expect(await visitor.evaluate(() => document.activeElement?.id)).toBe('trigger');
      } finally {
        await visitor.close();
      }
    });
  });
