/**
 * Privacy as a visitor meets it, in Chromium, Firefox and WebKit (the footer
 * link to the notice on every page: every-route.test.ts): the line beside Send, readable, linking
 * the notice in a new tab, on our pages and a partner's dark drawer; what
 * each engine's storage keeps on a partner's origin (a draft for 7 days, and
 * nothing typed once sent); and no cookie anywhere. (The notice's own words,
 * the same whatever the engine: tests/browser/privacy.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { partnerUrl, siteUrl } from '../browser/browser';
import { contrastWithBackdrop } from '../browser/contrast';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, PHONE, control, cookiesOf, formStatus, isModal, partnerPage, typeEnquiry, waitFor } from './visitor-helpers';

const NOTICE_LINE = "We'll get back to you within 24 hours. We use your details only to reply to your enquiry.";
const DAY = 24 * 60 * 60 * 1000;
const FORM = ['cairn-enquiry-form'];

/** The line beside Send in the form `host`, its link, and where it sits against the button. */
const noticeLine = (visitor: Visitor, host: string) =>
  visitor.on(host, (el) => {
    const root = el!.shadowRoot!;
    const line = [...root.querySelectorAll('p')].find((p) => p.textContent!.includes('We use your details only to reply to your enquiry.'));
    if (!line) return null;
    const link = line.querySelector('a');
    line.scrollIntoView({ block: 'center', behavior: 'instant' });
    const lineBox = line.getBoundingClientRect();
    const button = root.querySelector('button[type=submit]')!.getBoundingClientRect();
    return {
      text: (line as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      href: link?.getAttribute('href'),
      target: link?.target,
      gapBelowButton: Math.abs(lineBox.y - (button.y + button.height)),
      buttonHeight: button.height,
      cutOff: line.scrollWidth > line.clientWidth,
    };
  });
const lineContrast = (visitor: Visitor, host: string) =>
  visitor.on(host, (el) => {
    const line = [...el!.shadowRoot!.querySelectorAll('p')].find((p) => p.textContent!.includes('We use your details only'))!;
    line.setAttribute('data-notice-line', '');
    return true;
  }).then(() => visitor.on([host, '[data-notice-line]'], contrastWithBackdrop as (el: Element | null) => number));

const description = (visitor: Visitor) => visitor.on(control(FORM, 'description'), (el) => (el as HTMLTextAreaElement).value);
const formLive = (visitor: Visitor) => waitFor(() => visitor.evaluate(() => customElements.get('cairn-enquiry-form') !== undefined), true);

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    for (const size of [PHONE, DESKTOP])
      it(`says beside Send on / and /contact what the details are used for, readable, linking the notice in a new tab (${size.width} px)`, async () => {
        const visitor = await browser.open(size);
        try {
          for (const path of ['/', '/contact']) {
            await visitor.goto(`${siteUrl()}${path}`);
            // In view, its script loads (on / it is far down the page).
            await visitor.on('cairn-enquiry-form', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
            await formLive(visitor);
            const line = await noticeLine(visitor, 'cairn-enquiry-form');
            expect([path, line?.text, line?.href, line?.target, line?.cutOff]).toEqual([path, `${NOTICE_LINE} Privacy notice (opens in a new tab)`, '/privacy', '_blank', false]);
            // Beside the button: in the same row, or on a phone right under it.
            expect(line!.gapBelowButton, path).toBeLessThan(size === PHONE ? 40 : line!.buttonHeight + 20);
            expect(await lineContrast(visitor, 'cairn-enquiry-form'), path).toBeGreaterThanOrEqual(4.5);
          }
        } finally {
          await visitor.close();
        }
      });

    it("links the notice on our own site from a partner's page of another origin, readable in a dark drawer for a dark-mode visitor", async () => {
      const visitor = await browser.open(DESKTOP, { colorScheme: 'dark' });
      try {
        await visitor.goto(await partnerPage('privacy-drawer', '<cairn-enquiry-form id="drawer-form" mode="drawer" theme="auto" test></cairn-enquiry-form>', { csp: 'strict' }));
        await formLive(visitor);
        await visitor.evaluate(() => (document.getElementById('drawer-form') as HTMLElement & { open(): Promise<void> }).open());
        await visitor.on(['#drawer-form', 'dialog'], (d) => d!.getAnimations({ subtree: true }).forEach((a) => a.finish()));
        const line = await noticeLine(visitor, '#drawer-form');
        // The link as written, absolute to our origin: a relative '/privacy' would lead to the partner's own origin.
        expect([line?.href, line?.target]).toEqual([`${siteUrl()}/privacy`, '_blank']);
        expect(await lineContrast(visitor, '#drawer-form')).toBeGreaterThanOrEqual(4.5);
      } finally {
        await visitor.close();
      }
    });

    it("opens the notice in a new tab from the link beside Send, on /contact and in a partner's dark drawer, leaving the page as it was", async () => {
      /** Clicks the link in the form `host`, and gives the tab it opened, once the notice is there. */
      const followLink = async (visitor: Visitor, host: string) => {
        await visitor.click([host, 'a[target=_blank][href$="/privacy"]']);
        let opened: Visitor[] = [];
        await waitFor(async () => (opened = await visitor.openedTabs()).length, 1);
        await waitFor(() => opened[0]!.evaluate(() => [location.href, document.querySelector('h1')?.textContent ?? '']), [`${siteUrl()}/privacy`, 'Privacy notice']);
        return opened[0]!;
      };
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/contact`);
        await formLive(visitor);
        await (await followLink(visitor, 'cairn-enquiry-form')).close();
        expect(await visitor.evaluate(() => location.href)).toBe(`${siteUrl()}/contact`);
      } finally {
        await visitor.close();
      }
      const dark = await browser.open(DESKTOP, { colorScheme: 'dark' });
      try {
        const page = await partnerPage('privacy-new-tab', '<cairn-enquiry-form id="drawer-form" mode="drawer" theme="auto" test></cairn-enquiry-form>', { csp: 'strict' });
        await dark.goto(page);
        await formLive(dark);
        await dark.evaluate(() => (document.getElementById('drawer-form') as HTMLElement & { open(): Promise<void> }).open());
        await waitFor(() => isModal(dark, 'drawer-form'), true);
        await dark.on(['#drawer-form', 'dialog'], (d) => d!.getAnimations({ subtree: true }).forEach((a) => a.finish()));
        await followLink(dark, '#drawer-form');
        // The partner's page and the drawer are as they were.
        expect(await dark.evaluate(() => location.href)).toBe(page);
        expect(await isModal(dark, 'drawer-form')).toBe(true);
      } finally {
        await dark.close();
      }
    });

    it("deletes a draft left unsent for more than 7 days when the form next opens on a partner's origin, and keeps a newer one", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const url = await partnerPage(`drafts-${engine}`, '<cairn-enquiry-form></cairn-enquiry-form>', { script: `<script type="module" src="${siteUrl()}/embed/enquiry-form.js"></script>` });
        const key = `cairn-enquiry-draft:/pasted/drafts-${engine}#0`;
        const stored = (savedAt: number) =>
          JSON.stringify({ values: { name: 'Morag Campbell', email: 'morag@example.co.uk', country: 'Scotland', phone: '', description: 'Left a while ago' }, startedAt: savedAt, savedAt });
        await visitor.goto(`${partnerUrl()}/empty.html`);
        await visitor.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, stored(Date.now() - 8 * DAY)]);
        await visitor.goto(url);
        await formLive(visitor);
        await waitFor(() => visitor.evaluate((k) => localStorage.getItem(k), key), null);
        expect(await description(visitor)).toBe('');

        await visitor.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, stored(Date.now() - 6 * DAY)]);
        await visitor.goto(url);
        await formLive(visitor);
        await waitFor(() => description(visitor), 'Left a while ago');
      } finally {
        await visitor.close();
      }
    });

    it("keeps nothing the visitor typed on a partner's origin once sent, and no cookie is set there or on our site, HttpOnly ones included, sending included (on every route: every-route.test.ts)", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(await partnerPage(`stored-${engine}`, '<cairn-enquiry-form></cairn-enquiry-form>'));
        await formLive(visitor);
        const email = `stored-${engine}-${Date.now()}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        await waitFor(() => visitor.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cairn-enquiry-draft:')).length), 1);
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(sentFrom(email)).toHaveLength(1);
        const storage = await visitor.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
        expect(Object.keys(storage).sort()).toEqual(['cairn-enquiry-rate', 'cairn-enquiry-sent']);
        expect(storage['cairn-enquiry-rate']).toMatch(/^\d+$/);
        expect(Number(storage['cairn-enquiry-rate'])).toBeGreaterThan(Date.now() - 60_000);
        expect(JSON.parse(storage['cairn-enquiry-sent']!)).toEqual([expect.stringMatching(/^[0-9a-z]{1,7}$/)]);
        const everything = JSON.stringify(storage).toLowerCase();
        for (const typed of [`Visitor in ${engine}`, email, 'Scotland', '+44 7700 900123', 'A booking app for three clinics.']) expect(everything).not.toContain(typed.toLowerCase());
        expect(await cookiesOf(visitor)).toEqual([]);
        await visitor.goto(`${siteUrl()}/contact`);
        expect(await cookiesOf(visitor)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
