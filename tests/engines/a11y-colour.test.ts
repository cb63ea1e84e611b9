/**
 * Colour, in Chromium, Firefox and WebKit: graphics that carry meaning stand
 * out from their background (WCAG 1.4.11 Non-text Contrast), and in forced
 * colours (Windows high contrast: Chromium's emulation, Firefox's own colours
 * preference; WebKit has no such mode) focus, buttons and icons stay visible
 * on every kind of page. (The enquiry form has its own: partner-faults.)
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { contrastWithBackdrop } from '../browser/contrast';
import { CANNOT, ENGINES, useEngine, type Target, type Visitor } from './engines';
import { readRows } from './png';
import { DESKTOP, PHONE, logosDrawn, pageScriptsRan, partnerPage, tabStops, visitSite } from './visitor-helpers';

const contrastOf = (visitor: Visitor, target: Target) => visitor.on(target, contrastWithBackdrop as (el: Element | null) => number);

/**
 * Paths to every visible element matching `selector`, through shadow roots (each element and host marked with a
 * number to find it by), except inside hosts named in `except`.
 */
const pathsTo = (visitor: Visitor, selector: string, except: string[] = []) =>
  visitor.evaluate(
    ({ selector, except }) => {
      let next = 0;
      const mark = (el: Element) => `[data-test-mark="${el.getAttribute('data-test-mark') ?? (el.setAttribute('data-test-mark', String(next++)), next - 1)}"]`;
      const found: string[][] = [];
      const walk = (root: Document | ShadowRoot, path: string[]) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.matches(selector) && el.checkVisibility()) found.push([...path, mark(el)]);
          if (el.shadowRoot && !except.includes(el.localName)) walk(el.shadowRoot, [...path, mark(el)]);
        }
      };
      walk(document, []);
      return found;
    },
    { selector, except },
  );

/**
 * The technology strip's logos as the visitor sees them: each one's pixels from a screenshot of the strip (standing
 * still, for reduced motion), once every logo is drawn.
 */
async function logoPixels(visitor: Visitor) {
  await logosDrawn(visitor);
  const measure = () =>
    visitor.evaluate(async () => {
      document.querySelector('cairn-tech-strip')!.scrollIntoView({ block: 'start', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelector('cairn-tech-strip')!.shadowRoot!.querySelectorAll('li > :first-child')]
        .filter((logo) => logo.checkVisibility())
        .map((logo) => logo.getBoundingClientRect())
        .filter((box) => box.bottom <= innerHeight)
        .map((box) => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }));
    });
  // The page's widgets above the strip take over as they come (islands): the strip's place is read before and after
  // the screenshot, and taken again if it moved in between.
  let boxes = await measure();
  let shot = readRows(await visitor.screenshot());
  for (let again = await measure(); JSON.stringify(again) !== JSON.stringify(boxes); again = await measure()) {
    boxes = again;
    shot = readRows(await visitor.screenshot());
  }
  // Each box's edge left out: where a box starts between two pixels, the white under the logo begins on either.
  return boxes.map(({ x, y, width, height }) => {
    const pixels: number[] = [];
    for (let row = y + 1; row < y + height - 1; row++) {
      for (let column = x + 1; column < x + width - 1; column++) {
        const at = shot.starts[row]! + column * shot.channels;
        pixels.push(shot.rows[at]!, shot.rows[at + 1]!, shot.rows[at + 2]!);
      }
    }
    return pixels;
  });
}

/** Button-shaped elements (a button, the menu toggle, a link with a button's height) without a border on every side. */
const unboundedButtons = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        // The enquiry form's Send button too: without a border it was text on nothing here.
        if (element.shadowRoot) walk(element.shadowRoot);
        if (!element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const buttonLike = element.localName === 'button' || element.id === 'menu-button' || (element.localName === 'a' && parseFloat(style.minHeight) >= 44);
        if (!buttonLike) continue;
        const bordered = ['top', 'right', 'bottom', 'left'].every((side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 && style.getPropertyValue(`border-${side}-style`) !== 'none');
        if (!bordered) found.push(`${element.localName} "${(element.textContent ?? '').trim() || element.getAttribute('aria-label')}"`);
      }
    };
    walk(document);
    return found;
  });

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('draws the testimonials\' rating stars with at least 3:1 contrast against the card', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        await visitor.on('cairn-testimonials', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const ratings = await pathsTo(visitor, '[role="img"][aria-label="Rated 5 out of 5"]');
        expect(ratings).toHaveLength(7);
        for (const rating of ratings) expect(await contrastOf(visitor, [...rating, 'svg'])).toBeGreaterThanOrEqual(3);
      } finally {
        await visitor.close();
      }
    });

    const forcedColours = CANNOT[engine]?.forcedColors;
    it.skipIf(forcedColours)(
      `in dark forced colours, draws every technology logo as on the light page, on / and on a partner's page${forcedColours ? ` (skipped: ${forcedColours})` : ''}`,
      { timeout: 120_000 },
      async () => {
        for (const where of ['/', 'a partner page']) {
          const [light, dark] = await Promise.all([
            browser.open(DESKTOP, { reducedMotion: true }),
            browser.open(DESKTOP, { reducedMotion: true, forcedColors: true, colorScheme: 'dark' }),
          ]);
          try {
            const open = async (visitor: Visitor) =>
              where === '/' ? visitSite(visitor, '/') : visitor.goto(await partnerPage(`dark-logos-${engine}`, '<cairn-tech-strip></cairn-tech-strip>', { csp: '' }));
            await Promise.all([open(light), open(dark)]);
            expect(await dark.evaluate(() => matchMedia('(forced-colors: active)').matches && matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
            const [seen, shown] = await Promise.all([logoPixels(light), logoPixels(dark)]);
            expect(shown.length, where).toBeGreaterThan(10);
            expect(shown.length, where).toBe(seen.length);
            // Each logo's colours as on the light page, on the white it is drawn for: on the dark page's black, the
            // black logos (Next.js, Django...) were not there at all. Channel by channel, on average within a shade.
            const unlike = shown
              .map((pixels, index) => pixels.reduce((sum, value, at) => sum + Math.abs(value - seen[index]![at]!), 0) / pixels.length)
              .map((difference, index) => ({ index, difference: Math.round(difference) }))
              .filter(({ difference }) => difference > 8);
            expect([where, unlike]).toEqual([where, []]);
          } finally {
            await Promise.all([light.close(), dark.close()]);
          }
        }
      },
    );

    for (const size of [PHONE, DESKTOP])
      it.skipIf(forcedColours)(
        `in forced colours at ${size.width} px, on /, a service page and /about: a visible focus at every Tab stop, every button outlined, every icon in a colour that stands out${forcedColours ? ` (skipped: ${forcedColours})` : ''}`,
        { timeout: 180_000 },
        async () => {
          // A visitor a page: the Tab walk ends in the browser's own controls, and Firefox's next page would not have the focus.
          for (const path of ['/', '/services/ai-ml', '/about']) {
            const visitor = await browser.open(size, { forcedColors: true });
            try {
              await visitSite(visitor, path);
              expect(await visitor.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
              expect([path, await unboundedButtons(visitor)]).toEqual([path, []]);
              const faint: string[] = [];
              for (const icon of await pathsTo(visitor, 'svg', ['cairn-enquiry-form'])) {
                const ratio = await contrastOf(visitor, icon);
                if (ratio < 3) faint.push(`${await visitor.on(icon, (svg) => svg!.parentElement?.outerHTML.slice(0, 80))} at ${ratio.toFixed(2)}:1`);
              }
              expect([path, faint]).toEqual([path, []]);
              await visitor.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
              const { stops, unmarked } = await tabStops(visitor, 'cairn-enquiry-form');
              expect(stops, path).toBeGreaterThan(10);
              expect([path, unmarked]).toEqual([path, []]);
              expect([path, await visitor.errors()]).toEqual([path, []]);
            } finally {
              await visitor.close();
            }
          }
        },
      );
  });
