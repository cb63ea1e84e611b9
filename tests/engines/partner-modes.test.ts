/**
 * The popup, drawer and launcher on a partner's long page of another origin,
 * under the policy partners are told to set, in Chromium, Firefox and WebKit:
 * a modal that takes the focus, makes the page inert and locks its scroll,
 * and gives all of it back as it was; a drawer against the side; a launcher
 * above the partner's own floating button; a form the page removes, moves or
 * puts back inline; text selected past the dialog's edge; toasts above the
 * popup; and the page as it was after sending from it.
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, siteUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Size, type Visitor } from './engines';
import { slowSite } from './latency';
import { DESKTOP, PHONE, focused, isModal, partnerPage, toastAtRest, toastOnTop, waitFor } from './visitor-helpers';

/** modes.css: a tall page, `overflow-y: scroll` on its root, and its own chat button fixed in the corner at the highest z-index. */
const MODES = `<link rel="stylesheet" href="/modes.css">
<h1>Display modes</h1>
<p><button type="button" id="open-popup" data-cairn-open="popup-form">Talk to us (popup)</button>
<a href="#contact" id="open-drawer" data-cairn-open="drawer-form">Talk to us (drawer)</a></p>
<div class="tall">A long page, so that scrolling can be locked and restored.</div>
<cairn-enquiry-form id="popup-form" mode="popup" partner-id="modes" prefill="name=Ada%20Lovelace&amp;email=ada%40example.com&amp;description=Analytical%20engine%20maintenance"></cairn-enquiry-form>
<cairn-enquiry-form id="drawer-form" mode="drawer" partner-id="modes" theme="auto"></cairn-enquiry-form>
<cairn-enquiry-form id="launcher-form" mode="launcher" launcher-label="Ask us anything" partner-id="modes" test></cairn-enquiry-form>
<div class="partner-chat" id="partner-chat">The partner's own chat</div>`;

const READY = ['cairn-ready', 'cairn-ready', 'cairn-ready'];

const heard = (visitor: Visitor) => visitor.evaluate(() => (window as unknown as { heard: { type: string }[] }).heard.map((e) => e.type));
const scrollState = (visitor: Visitor) => visitor.evaluate(() => ({ y: Math.round(scrollY), html: document.documentElement.style.cssText, body: document.body.style.cssText }));
const rootOverflow = (visitor: Visitor) => visitor.evaluate(() => getComputedStyle(document.documentElement).overflowY);
/** Which form's shadow root holds the focus, if any. */
const focusHost = (visitor: Visitor) => visitor.evaluate(() => (document.activeElement?.shadowRoot ? document.activeElement.id : ''));
const openForm = (visitor: Visitor, id: string) => visitor.evaluate((form) => (document.getElementById(form) as HTMLElement & { open(): Promise<void> }).open(), id);
const finishAnimations = (visitor: Visitor, id: string) => visitor.on([`#${id}`, 'dialog'], (d) => d!.getAnimations({ subtree: true }).forEach((a) => a.finish()));

/** Opens the popup with a click on its button where the page is scrolled now (a pointer would scroll the button into view first). */
const clickOpener = (visitor: Visitor) => visitor.on('#open-popup', (button) => (button as HTMLElement).click());

/** The partner's own inline overflow (set through the CSSOM: its CSP refuses style attributes), and the page scrolled. */
const scrollPage = (visitor: Visitor, y: number) =>
  visitor.evaluate((top) => {
    document.body.style.setProperty('overflow', 'clip');
    scrollTo({ top, behavior: 'instant' });
  }, y);

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    /** The partner page, with all three forms ready. */
    async function openModes(size: Size) {
      const visitor = await browser.open(size);
      await visitor.goto(await partnerPage('modes', MODES, { script: `<script type="module" src="${siteUrl()}/embed/enquiry-form.js"></script>` }));
      await waitFor(() => heard(visitor), READY);
      return visitor;
    }

    for (const size of [PHONE, DESKTOP])
      it(`opens the popup from its button by keyboard as a modal: focus in, page inert, wheel locked, all given back on Escape (${size.width} px)`, async () => {
        const visitor = await openModes(size);
        try {
          await scrollPage(visitor, 700);
          await visitor.on('#open-popup', (b) => (b as HTMLElement).focus({ preventScroll: true }));
          const before = await scrollState(visitor);
          expect(before).toEqual({ y: 700, html: '', body: 'overflow: clip;' });
          await visitor.press('Enter');
          await waitFor(() => isModal(visitor, 'popup-form'), true);
          await waitFor(async () => [await focusHost(visitor), await focused(visitor)], ['popup-form', 'name']);
          // Scrolling is locked: the wheel moves nothing.
          expect(await rootOverflow(visitor)).toBe('hidden');
          const locked = await visitor.evaluate(() => Math.round(scrollY));
          await visitor.wheel(600);
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(await visitor.evaluate(() => Math.round(scrollY))).toBe(locked);
          // Whatever else scrolls it meanwhile (WebKitGTK's wheel did, now and then, through overflow: hidden), it is put back.
          await visitor.evaluate(() => scrollBy(0, 600));
          await waitFor(() => visitor.evaluate(() => Math.round(scrollY)), locked);
          // The page is inert: Tab reaches the dialog's controls only (and, past the last, the browser's own UI).
          const stops = new Set<string>();
          for (let i = 0; i < 14; i++) {
            await visitor.press('Tab');
            stops.add((await focusHost(visitor)) === 'popup-form' ? 'dialog' : await visitor.evaluate(() => `${document.activeElement?.localName}#${document.activeElement?.id}`));
          }
          expect([...stops].filter((stop) => stop !== 'dialog' && stop !== 'body#')).toEqual([]);
          expect(stops.has('dialog')).toBe(true);
          // Fields of at least 16 px: iOS does not zoom into them.
          const sizes = await visitor.on('#popup-form', (host) => [...host!.shadowRoot!.querySelectorAll('input[part="input"], textarea')].map((el) => parseFloat(getComputedStyle(el).fontSize)));
          expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
          await visitor.press('Escape');
          await waitFor(() => isModal(visitor, 'popup-form'), false);
          await waitFor(() => scrollState(visitor), before);
          expect(await visitor.evaluate(() => document.activeElement?.id)).toBe('open-popup');
          expect(await heard(visitor)).toEqual([...READY, 'cairn-open', 'cairn-close']);
          expect(await visitor.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
          expect(await visitor.errors()).toEqual([]);
        } finally {
          await visitor.close();
        }
      });

    for (const size of [PHONE, DESKTOP])
      it(`opens the drawer with open() against the side of the screen, and closes it with its Close button (${size.width} px)`, async () => {
        const visitor = await openModes(size);
        try {
          await openForm(visitor, 'drawer-form');
          await waitFor(() => isModal(visitor, 'drawer-form'), true);
          // Against the right-hand side, once it has slid in.
          await waitFor(() => visitor.on(['#drawer-form', 'dialog'], (d) => Math.round(d!.getBoundingClientRect().right) === document.documentElement.clientWidth), true);
          expect(await visitor.on(['#drawer-form', '.cairn-close'], (b) => b!.getAttribute('aria-label') ?? b!.textContent)).toBe('Close');
          await visitor.click(['#drawer-form', '.cairn-close']);
          await waitFor(() => isModal(visitor, 'drawer-form'), false);
        } finally {
          await visitor.close();
        }
      });

    it("shows the launcher with the partner's label above the partner's own floating button, and opens the drawer from it", async () => {
      const visitor = await openModes(PHONE);
      try {
        const launcher = ['#launcher-form', '.cairn-launcher'];
        // cairn-ready waited for the launcher.
        expect(await visitor.on(launcher, (b) => b && { text: b.textContent!.trim(), shown: b.checkVisibility() })).toEqual({ text: 'Ask us anything', shown: true });
        // In the corner the partner's chat button covers, though its z-index is the highest there is: ours is on top.
        const [box, chat] = await Promise.all([launcher, '#partner-chat'].map((target) => visitor.on(target, (el) => el!.getBoundingClientRect().toJSON() as DOMRect)));
        expect(box!.x >= chat!.x && box!.y >= chat!.y).toBe(true);
        expect(await visitor.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.id, [box!.x + box!.width / 2, box!.y + box!.height / 2])).toBe('launcher-form');
        await visitor.click(launcher);
        await waitFor(() => isModal(visitor, 'launcher-form'), true);
        await waitFor(async () => [await focusHost(visitor), await focused(visitor)], ['launcher-form', 'name']);
        await visitor.press('Escape');
        await waitFor(() => isModal(visitor, 'launcher-form'), false);
        await waitFor(() => visitor.on(launcher, (b) => b === (b!.getRootNode() as ShadowRoot).activeElement), true);
      } finally {
        await visitor.close();
      }
    });

    it('closes an open popup when the page removes or moves its form: the page scrolls again and hears cairn-close, and the moved form opens again', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        for (const change of ['removes', 'moves'] as const) {
          await visitor.goto(await partnerPage(`modes-${change}`, MODES, { script: `<script type="module" src="${siteUrl()}/embed/enquiry-form.js"></script>` }));
          await waitFor(() => heard(visitor), READY);
          const overflowBefore = await rootOverflow(visitor);
          await scrollPage(visitor, 500);
          const before = await scrollState(visitor);
          await clickOpener(visitor);
          await waitFor(() => isModal(visitor, 'popup-form'), true);
          expect(await rootOverflow(visitor)).toBe('hidden');
          // A single-page app's route change takes the form away (or re-parents it) while its popup is open.
          await visitor.evaluate((how) => {
            const form = document.getElementById('popup-form')!;
            // A removed form's events no longer reach the document: the page listens on the form itself.
            form.addEventListener('cairn-close', () => (window as unknown as { heard: { type: string }[] }).heard.push({ type: 'cairn-close on the form' }));
            if (how === 'removes') form.remove();
            else document.body.prepend(form);
          }, change);
          // A moved form shows its dialog closed, not left open outside the top layer.
          if (change === 'moves') await waitFor(() => visitor.on(['#popup-form', 'dialog'], (d) => (d as HTMLDialogElement).open), false);
          await waitFor(async () => [change, await scrollState(visitor), await rootOverflow(visitor)], [change, before, overflowBefore]);
          const closed = change === 'removes' ? ['cairn-close on the form'] : ['cairn-close on the form', 'cairn-close'];
          expect(await heard(visitor)).toEqual([...READY, 'cairn-open', ...closed]);
          if (change === 'moves') {
            await visitor.click('#open-popup');
            await waitFor(() => isModal(visitor, 'popup-form'), true);
          }
        }
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('stays open when the visitor selects text in a field and lets go over the backdrop; a click on the backdrop closes it', async () => {
      const visitor = await openModes(DESKTOP);
      try {
        await visitor.click('#open-popup');
        await waitFor(() => isModal(visitor, 'popup-form'), true);
        await finishAnimations(visitor, 'popup-form');
        const field = await visitor.on(['#popup-form', 'textarea'], (el) => el!.getBoundingClientRect().toJSON() as DOMRect);
        // From inside the field, out past the dialog's edge, onto the backdrop.
        await visitor.drag([field.x + field.width - 10, field.y + 20], [20, 20]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await isModal(visitor, 'popup-form')).toBe(true);
        await visitor.clickAt(20, 20);
        await waitFor(() => isModal(visitor, 'popup-form'), false);
      } finally {
        await visitor.close();
      }
    });

    it('leaves the opener of a form the page has put back inline a plain link to it', async () => {
      const visitor = await openModes(DESKTOP);
      try {
        await visitor.evaluate(() => document.getElementById('drawer-form')!.setAttribute('mode', 'inline'));
        await waitFor(() => visitor.on(['#drawer-form', 'dialog'], (d) => d === null), true);
        await visitor.click('#open-drawer');
        await waitFor(() => visitor.evaluate(() => location.hash), '#contact');
        expect(await visitor.on(['#drawer-form', 'input[name="name"]'], (el) => el!.checkVisibility())).toBe(true);
      } finally {
        await visitor.close();
      }
    });

    it('shows each toast above the popup and usable there, also when the popup is opened again after an earlier toast', async () => {
      const visitor = await openModes(DESKTOP);
      try {
        const toast = ['#popup-form', '[data-sonner-toast]'];
        for (const round of [1, 2]) {
          await visitor.click('#open-popup');
          await waitFor(() => isModal(visitor, 'popup-form'), true);
          await nextOutboxAnswer({ status: 500 });
          await visitor.click(['#popup-form', 'button[type=submit]']);
          await waitFor(() => visitor.on(toast, (el) => el !== null), true);
          // Once it has slid in (past the last one's place) and come to rest, the toast is what the visitor sees at its
          // own middle: not the dialog, nor its backdrop.
          await toastAtRest(visitor, ['#popup-form']);
          expect(await toastOnTop(visitor, ['#popup-form']), `round ${round}`).toBe('toast');
          // Its ✕ closes the toast, not the popup behind it.
          await visitor.click([...toast, 'button']);
          await waitFor(() => visitor.on(toast, (el) => el === null), true);
          expect(await isModal(visitor, 'popup-form')).toBe(true);
          await visitor.press('Escape');
          await waitFor(() => isModal(visitor, 'popup-form'), false);
        }
      } finally {
        await visitor.close();
      }
    });

    it("fires cairn-ready for a launcher once its button is on the page, however late the popup code comes", async () => {
      // Our site behind a network that brings the popup code a second late.
      const site = await slowSite(siteUrl(), 1000, { only: /\/chunks\/dialog-.*\.js$/ });
      const visitor = await browser.open(PHONE);
      try {
        const form = '<cairn-enquiry-form id="late-launcher" mode="launcher" partner-id="modes" test></cairn-enquiry-form>';
        await visitor.goto(await partnerPage(`late-launcher-${engine}`, form, { site: site.url, script: `<script type="module" src="${site.url}/embed/enquiry-form.js"></script>`, csp: '' }));
        await waitFor(() => visitor.evaluate(() => (window as unknown as { readyLaunchers: unknown[] }).readyLaunchers), [{ id: 'late-launcher', launcher: true }]);
      } finally {
        await visitor.close();
        await site.close();
      }
    });

    it('keeps the launcher above the page when the page moves its form', async () => {
      const visitor = await openModes(PHONE);
      try {
        await visitor.evaluate(() => document.body.prepend(document.getElementById('launcher-form')!));
        await waitFor(() => visitor.on(['#launcher-form', '.cairn-launcher'], (b) => b!.matches(':popover-open') && b!.checkVisibility()), true);
        await visitor.click(['#launcher-form', '.cairn-launcher']);
        await waitFor(() => isModal(visitor, 'launcher-form'), true);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('gives back the scroll position and overflow after sending from the popup', async () => {
      const visitor = await openModes(DESKTOP);
      try {
        await scrollPage(visitor, 400);
        const before = await scrollState(visitor);
        expect(before).toEqual({ y: 400, html: '', body: 'overflow: clip;' });
        await clickOpener(visitor);
        await waitFor(() => isModal(visitor, 'popup-form'), true);
        const email = `popup-${engine}@example.com`;
        await visitor.click(['#popup-form', 'input[name=email]']);
        await visitor.on(['#popup-form', 'input[name=email]'], (el) => (el as HTMLInputElement).select());
        await visitor.type(email);
        await visitor.click(['#popup-form', 'button[type=submit]']);
        await waitFor(() => visitor.on(['#popup-form', '[role=status]'], (el) => el!.textContent), 'Message sent successfully!', { contains: true });
        await waitFor(async () => sentFrom(email).length, 1);
        await visitor.press('Escape');
        await waitFor(() => isModal(visitor, 'popup-form'), false);
        await waitFor(() => scrollState(visitor), before);
      } finally {
        await visitor.close();
      }
    });

    it('lays the closed popup out once while the page is idle, in one task, unseen, and leaves nothing of it behind', async () => {
      const visitor = await browser.open(PHONE);
      try {
        // Before our script: every shadow root's style attributes watched, each batch of changes kept as one (a batch is
        // what one task changed: no frame was drawn in between). A page without a policy, for this inline script.
        const watch = `<script>window.styleBatches = [];
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (init) {
  const root = attach.call(this, init);
  new MutationObserver((records) => styleBatches.push(records.map((r) => ({ on: r.target.localName, was: r.oldValue, now: r.target.getAttribute('style') })))).observe(root, { subtree: true, attributes: true, attributeFilter: ['style'], attributeOldValue: true });
  return root;
};</script><script type="module" src="${siteUrl()}/embed/enquiry-form.js"></script>`;
        await visitor.goto(await partnerPage('modes-prepared', '<cairn-enquiry-form id="popup-form" mode="popup"></cairn-enquiry-form>', { script: watch, csp: '' }));
        await waitFor(() => heard(visitor), ['cairn-ready']);
        const batches = () => visitor.evaluate(() => (window as unknown as { styleBatches: { on: string; was: string | null; now: string | null }[][] }).styleBatches);
        await waitFor(async () => (await batches()).length, 1);
        const [batch] = await batches();
        // Shown hidden, then its style removed, in the same task.
        expect(batch!.every((change) => change.on === 'dialog')).toBe(true);
        expect(batch![0]!.was).toBeNull();
        expect(batch!.some((change) => /display: block !important;.*visibility: hidden !important/.test(change.was ?? ''))).toBe(true);
        expect(batch!.at(-1)!.now).toBeNull();
        expect(await visitor.on(['#popup-form', 'dialog'], (d) => [(d as HTMLDialogElement).open, d!.hasAttribute('style'), getComputedStyle(d!).display])).toEqual([false, false, 'none']);
        expect(await heard(visitor)).toEqual(['cairn-ready']);
        // And it opens as before.
        await openForm(visitor, 'popup-form');
        await waitFor(() => isModal(visitor, 'popup-form'), true);
        await waitFor(() => focused(visitor), 'name');
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
