/**
 * The faults found on partners' pages (issue 17), each proven gone in
 * Chromium, Firefox and WebKit: the page's own overflow styles and scroll
 * position given back after a popup or drawer, a boundary on every control in
 * forced colours, no blank logo in the moving strip on a slow network, and the strip's pause control readable on a
 * dark page.
 * (A dark form on a light page: the `dark-visitor` page of partner-matrix.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { contrastWithBackdrop } from '../browser/contrast';
import { CANNOT, ENGINES, useEngine, type Visitor } from './engines';
import { slowSite } from './latency';
import { DESKTOP, PHONE, isModal, logosDrawn, partnerPage, waitFor } from './visitor-helpers';

const pageState = (visitor: Visitor) => visitor.evaluate(() => ({ y: Math.round(scrollY), html: document.documentElement.style.cssText, body: document.body.style.cssText }));

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it("gives back the page's own overflow styles, as WordPress themes set them, and its scroll position, after a popup and a drawer", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(
          await partnerPage(
            'overflow-longhands',
            `${'<div class="spacer"></div>'.repeat(3)}<p><button type="button" id="open-popup" data-cairn-open="popup-form">Popup</button> <button type="button" id="open-drawer" data-cairn-open="drawer-form">Drawer</button></p>${'<div class="spacer"></div>'.repeat(6)}
<cairn-enquiry-form id="popup-form" mode="popup" test></cairn-enquiry-form><cairn-enquiry-form id="drawer-form" mode="drawer" test></cairn-enquiry-form>`,
          ),
        );
        await waitFor(() => visitor.on(['#drawer-form', 'dialog'], (d) => !!d), true);
        // Through CSSOM, as a theme's script does (the partner's CSP refuses style attributes).
        await visitor.evaluate(() => {
          document.documentElement.style.setProperty('overflow-y', 'scroll');
          document.body.style.setProperty('overflow-x', 'hidden', 'important');
        });
        await visitor.evaluate(() => document.getElementById('open-popup')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const before = await pageState(visitor);
        expect(before).toMatchObject({ html: 'overflow-y: scroll;', body: 'overflow-x: hidden !important;' });
        expect(before.y).toBeGreaterThan(200);
        await visitor.click('#open-popup');
        await waitFor(() => isModal(visitor, 'popup-form'), true);
        await visitor.press('Escape');
        await waitFor(() => isModal(visitor, 'popup-form'), false);
        await waitFor(() => pageState(visitor), before);
        await visitor.click('#open-drawer');
        await waitFor(() => isModal(visitor, 'drawer-form'), true);
        await visitor.click(['#drawer-form', '.cairn-close']);
        await waitFor(() => isModal(visitor, 'drawer-form'), false);
        await waitFor(() => pageState(visitor), before);
      } finally {
        await visitor.close();
      }
    });

    const forcedColours = CANNOT[engine]?.forcedColors;
    it.skipIf(forcedColours)(
      `in forced colours, draws a boundary around every button and field of the form${forcedColours ? ` (skipped: ${forcedColours})` : ''}`,
      async () => {
        const visitor = await browser.open(PHONE, { forcedColors: true });
        try {
          await visitor.goto(await partnerPage('forced-colours', '<cairn-enquiry-form id="form"></cairn-enquiry-form>'));
          await waitFor(() => visitor.on(['#form', 'button[type=submit]'], (el) => !!el), true);
          expect(await visitor.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
          const unbounded = await visitor.on('#form', (host) =>
            [...host!.shadowRoot!.querySelectorAll('button, input:not([tabindex="-1"]), textarea')]
              .filter((el) => {
                const style = getComputedStyle(el);
                return !['top', 'right', 'bottom', 'left'].every((side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 && style.getPropertyValue(`border-${side}-style`) !== 'none');
              })
              .map((el) => `${el.localName} ${el.getAttribute('name') ?? el.textContent?.trim()}`),
          );
          expect(unbounded).toEqual([]);
        } finally {
          await visitor.close();
        }
      },
    );

    it("keeps the logo strip's 'Pause animation' readable on a partner's dark page (its own surface, not the page's)", async () => {
      const visitor = await browser.open(PHONE);
      try {
        const dark = '<style>html,body,main{background:#111;color:#eee}</style>';
        await visitor.goto(await partnerPage('dark-strip', `${dark}<cairn-tech-strip id="strip"></cairn-tech-strip>`, { csp: '' }));
        const label = ['#strip', 'label'];
        await waitFor(() => visitor.on(label, (el) => el?.textContent?.trim()), 'Pause animation');
        expect(await visitor.on(label, contrastWithBackdrop as (el: Element | null) => number)).toBeGreaterThanOrEqual(4.5);
      } finally {
        await visitor.close();
      }
    });

    describe('on a network 150 ms away', () => {
      let slow: Awaited<ReturnType<typeof slowSite>>;
      beforeAll(async () => {
        slow = await slowSite(siteUrl(), 150);
      });
      afterAll(() => slow.close());

      for (const [where, open] of [
        ['on our home page', () => `${slow.url}/`],
        ['on a partner page', () => partnerPage('logo-strip', '<div class="spacer"></div><div class="spacer"></div><div class="spacer"></div><cairn-tech-strip id="strip"></cairn-tech-strip><div class="spacer"></div>', { site: slow.url, csp: '' })],
      ] as const)
        it(`never shows a blank logo in the moving strip, ${where}`, async () => {
          const visitor = await browser.open(PHONE);
          try {
            await visitor.goto(await open());
            // Every logo loaded while the strip is still below the screen (lazy ones, off screen in a clipped strip, never were).
            await logosDrawn(visitor);
            // Scroll down as a visitor does, then watch the strip move for three seconds, frame by frame.
            const { seen, blank } = await visitor.evaluate(async () => {
              const host = document.querySelector('cairn-tech-strip')!;
              while (host.getBoundingClientRect().bottom > innerHeight) {
                scrollBy({ top: 200, behavior: 'instant' });
                await new Promise((resolve) => setTimeout(resolve, 50));
              }
              const strip = host.shadowRoot!.querySelector('[part="strip"]')!;
              // A partner's logo is an image; the site's, a window on one (build/logos.ts).
              const drawn = (logo: Element) => {
                const img = logo instanceof HTMLImageElement ? logo : logo.querySelector('img');
                return img !== null && img.complete && img.naturalWidth > 0;
              };
              const logos = [...strip.querySelectorAll('li > :first-child')];
              let [seen, blank] = [0, 0];
              for (const end = performance.now() + 3000; performance.now() < end; ) {
                await new Promise((resolve) => requestAnimationFrame(resolve));
                // The strip fades out over its outer 6% on each side: what is in between is on screen.
                const box = strip.getBoundingClientRect();
                const [left, right] = [box.left + box.width * 0.06, box.right - box.width * 0.06];
                for (const logo of logos) {
                  const r = logo.getBoundingClientRect();
                  if (r.right <= left || r.left >= right) continue;
                  seen++;
                  if (!drawn(logo)) blank++;
                }
              }
              return { seen, blank };
            });
            expect(seen).toBeGreaterThan(50);
            expect(blank).toBe(0);
          } finally {
            await visitor.close();
          }
        });
    });
  });
