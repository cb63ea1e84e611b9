/**
 * The technology strip on the home page, in Chromium, Firefox and WebKit, for
 * visitors who cannot or do not want to follow moving content (WCAG 2.2.2
 * Pause, Stop, Hide): a pause control that stays paused, and every logo
 * reachable when the strip stands still, paused or for reduced motion; the
 * control works when the browser refuses the site any storage. (How a screen
 * reader hears the strip: tests/browser/a11y-motion.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { ENGINES, useEngine, type Visitor } from './engines';
import { PHONE, pageScriptsRan, waitFor } from './visitor-helpers';

/** The spec: 'A scrolling strip of about 25 technology logos, duplicated so it loops.' */
const LOGOS = 25;
const WIDTHS = [320, 360, 768, 1440];
const CONTROL = ['cairn-tech-strip', 'input[type="checkbox"]'];

/** Whether anything in the strip is moving: a running animation, or logos that change place. */
async function moving(visitor: Visitor): Promise<boolean> {
  const where = () => visitor.on(['cairn-tech-strip', 'li'], (li) => li!.getBoundingClientRect().x);
  const running = await visitor.on('cairn-tech-strip', (host) => host!.shadowRoot!.getAnimations().some((a) => a.playState === 'running'));
  const before = await where();
  await new Promise((resolve) => setTimeout(resolve, 400));
  return running || (await where()) !== before;
}

/** Of the first (announced) list's logos: how many, how many lie wholly inside the strip and the window; and how many duplicates show. */
const logosShown = (visitor: Visitor) =>
  visitor.on('cairn-tech-strip', (host) => {
    const root = host!.shadowRoot!;
    const region = root.querySelector('[role="region"]')!.getBoundingClientRect();
    const items = [...root.querySelector('ul')!.children];
    return {
      logos: items.length,
      whollyVisible: items.filter((li) => {
        const box = li.getBoundingClientRect();
        const inside = box.width > 0 && box.left >= Math.max(region.left, 0) - 0.5 && box.right <= Math.min(region.right, innerWidth) + 0.5;
        return inside && (li as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true });
      }).length,
      duplicatesShown: [...root.querySelectorAll('ul[aria-hidden="true"] li')].filter((li) => (li as HTMLElement).checkVisibility()).length,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
const STILL_AND_WHOLE = { logos: LOGOS, whollyVisible: LOGOS, duplicatesShown: 0, sideways: false };

const checked = (visitor: Visitor) => visitor.on(CONTROL, (input) => (input as HTMLInputElement).checked);

/** Home, scrolled to the strip, its script loaded. */
async function toStrip(visitor: Visitor) {
  await visitor.goto(`${siteUrl()}/`);
  await pageScriptsRan(visitor);
  await visitor.on('cairn-tech-strip', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await waitFor(() => visitor.evaluate(() => customElements.get('cairn-tech-strip') !== undefined), true);
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('pauses the strip from a visible, named control before it, by keyboard; it stays paused through hover, focus and a reload, and plays again when pressed again', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await toStrip(visitor);
        expect(
          await visitor.on('cairn-tech-strip', (host) => {
            const root = host!.shadowRoot!;
            const input = root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
            const label = input.closest('label') ?? root.querySelector(`label[for="${input.id}"]`)!;
            const box = label.getBoundingClientRect();
            return {
              name: (label as HTMLElement).innerText.trim() || input.getAttribute('aria-label'),
              shown: input.checkVisibility() || label.checkVisibility(),
              tabIndex: input.tabIndex,
              beforeStrip: Boolean(input.compareDocumentPosition(root.querySelector('[role="region"]')!) & Node.DOCUMENT_POSITION_FOLLOWING),
              // Big enough to hit (WCAG 2.5.8: at least 24 by 24 px, with its label).
              big: box.width >= 24 && box.height >= 24,
            };
          }),
        ).toEqual({ name: 'Pause animation', shown: true, tabIndex: 0, beforeStrip: true, big: true });
        expect(await checked(visitor)).toBe(false);
        expect(await moving(visitor)).toBe(true);

        await visitor.on(CONTROL, (input) => (input as HTMLElement).focus());
        await visitor.press('Space');
        await waitFor(() => checked(visitor), true);
        expect(await moving(visitor)).toBe(false);
        expect(await logosShown(visitor)).toEqual(STILL_AND_WHOLE);

        // The pointer comes and goes, the focus moves on: still paused.
        const region = await visitor.on(['cairn-tech-strip', '[role="region"]'], (el) => el!.getBoundingClientRect().toJSON() as DOMRect);
        await visitor.pointTo(region.x + 20, region.y + 20);
        await visitor.pointTo(0, 0);
        await visitor.press('Tab');
        expect(await moving(visitor)).toBe(false);

        await toStrip(visitor);
        await waitFor(() => checked(visitor), true);
        expect(await moving(visitor)).toBe(false);

        await visitor.on(CONTROL, (input) => (input as HTMLElement).focus());
        await visitor.press('Space');
        await waitFor(() => checked(visitor), false);
        await visitor.pointTo(0, 0);
        expect(await moving(visitor)).toBe(true);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('still pauses and plays the strip, with no error, when the browser refuses the site any storage', async () => {
      const visitor = await browser.open(PHONE, { storage: 'blocked' });
      try {
        await toStrip(visitor);
        await visitor.pointTo(0, 0);
        await visitor.on(CONTROL, (input) => (input as HTMLElement).focus());
        await visitor.press('Space');
        await waitFor(() => checked(visitor), true);
        expect(await moving(visitor)).toBe(false);
        await visitor.press('Space');
        await waitFor(() => checked(visitor), false);
        expect(await moving(visitor)).toBe(true);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it(`keeps the strip still for a visitor who prefers reduced motion, all ${LOGOS} logos shown once, at ${WIDTHS.join(', ')} px`, async () => {
      const visitor = await browser.open({ width: WIDTHS[0]!, height: 800 }, { reducedMotion: true });
      try {
        for (const width of WIDTHS) {
          await visitor.resize({ width, height: 800 });
          await toStrip(visitor);
          expect([width, await moving(visitor)]).toEqual([width, false]);
          expect([width, await logosShown(visitor)]).toEqual([width, STILL_AND_WHOLE]);
        }
      } finally {
        await visitor.close();
      }
    });
  });
