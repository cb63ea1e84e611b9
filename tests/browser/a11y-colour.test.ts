/**
 * Colour: graphics that carry meaning stand out from their background (WCAG
 * 1.4.11 Non-text Contrast), and in forced colours (Windows high contrast)
 * focus, buttons and icons stay visible. (The enquiry form has its own tests.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, useBrowser, type VisitorPage } from './browser';
import { contrastWithBackdrop } from './contrast';
import { closePage, unmarkedTabStops, visit } from './site';

useBrowser();

describe('the testimonials', () => {
  it('draw their rating stars with at least 3:1 contrast against the card', async () => {
    const page = await openPage(DESKTOP);
    try {
      await visit(page, '/');
      const ratings = page.locator('cairn-testimonials').getByRole('img', { name: 'Rated 5 out of 5' });
      expect(await ratings.count()).toBe(7);
      await ratings.first().scrollIntoViewIfNeeded();
      for (const rating of await ratings.all()) expect(await rating.locator('svg').first().evaluate(contrastWithBackdrop)).toBeGreaterThanOrEqual(3);
    } finally {
      await closePage(page);
    }
  });
});

const viewports = [
  { name: 'on a phone (360 px)', viewport: PHONE },
  { name: 'on a desktop (1440 px)', viewport: DESKTOP },
];

for (const { name, viewport } of viewports) describe(`in forced colours, ${name}`, () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(viewport, { forcedColors: 'active' });
  });
  afterAll(() => closePage(page));

  for (const path of ['/', '/services/ai-ml', '/about']) describe(path, () => {
    beforeAll(async () => {
      await visit(page, path);
    });

    it('shows where the focus is at every Tab stop', async () => {
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      expect(await unmarkedTabStops(page, 'cairn-enquiry-form')).toEqual([]);
    });

    it('outlines every button, and every link drawn as a button, now that backgrounds are gone', async () => {
      // Button-shaped: a button, the menu toggle, or a link with a button's height.
      const unbounded = await page.evaluate(() => {
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
      expect(unbounded).toEqual([]);
    });

    it('draws every icon in a system colour that stands out from the background', async () => {
      const faint: string[] = [];
      for (const icon of await page.locator('svg').filter({ visible: true }).all()) {
        if (await icon.evaluate((svg) => (svg.getRootNode() as ShadowRoot).host?.localName === 'cairn-enquiry-form')) continue;
        const ratio = await icon.evaluate(contrastWithBackdrop);
        if (ratio < 3) faint.push(`${await icon.evaluate((svg) => svg.parentElement?.outerHTML.slice(0, 80))} at ${ratio.toFixed(2)}:1`);
      }
      expect(faint).toEqual([]);
    });
  });

  it('logs no console errors', () => {
    expect(page.errors).toEqual([]);
  });
});
