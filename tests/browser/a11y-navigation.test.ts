/**
 * Getting around the site at every width, zoomed to 400% (WCAG 1.4.10
 * Reflow), without JavaScript, and with the skip link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openPage, useBrowser, type VisitorPage } from './browser';
import { closePage, routes, visit } from './site';

useBrowser();

const WIDTHS = [320, 360, 768, 1440];
/** 1280 x 1024 at 400% zoom. */
const ZOOMED = { width: 320, height: 256 };
const MAIN_PAGES = { Home: '/', Services: '/services', 'About Us': '/about', 'Contact Us': '/contact' };
const SERVICE_PAGES = ['web-development', 'mobile-development', 'ui-ux-design', 'game-development', 'iot-devices', 'ai-ml', 'devops-cloud'].map((slug) => `/services/${slug}`);

/** How much of the element the visitor sees: the share of sample points inside the window and not covered by anything else. */
const shareInView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let seen = 0;
    let all = 0;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        all++;
        const [x, y] = [box.left + box.width * fx, box.top + box.height * fy];
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && (top === element || element.contains(top))) seen++;
      }
    }
    return seen / all;
  });

/** Opens the small-screen menu when the page shows a toggle for it, as a visitor would. */
async function openMenuIfFolded(page: VisitorPage) {
  const toggle = page.locator('#menu-button');
  if (await toggle.isVisible()) await toggle.click();
}

describe('zoomed to 400% (320 x 256 px)', () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(ZOOMED);
  });
  afterAll(() => closePage(page));

  for (const path of ['/', '/about']) it(`on ${path}, the open menu shows each link in full as the keyboard reaches it`, async () => {
    await visit(page, path);
    await page.locator('#menu-button').focus();
    await page.keyboard.press('Enter');
    const links = page.locator('#site-nav a');
    const seen: Record<string, number> = {};
    for (const label of Object.keys(MAIN_PAGES)) {
      const link = links.filter({ hasText: label });
      if (!(await link.evaluate((a) => a === document.activeElement))) await page.keyboard.press('Tab');
      expect(await link.evaluate((a) => a === document.activeElement), `${label} has the focus`).toBe(true);
      await page.waitForTimeout(100); // the browser scrolls the focused link into view
      seen[label] = await shareInView(link);
    }
    expect(seen).toEqual({ Home: 1, Services: 1, 'About Us': 1, 'Contact Us': 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
  });
});

describe('without JavaScript', () => {
  for (const width of WIDTHS) describe(`at ${width} px`, () => {
    let page: VisitorPage;
    beforeAll(async () => {
      page = await openPage({ width, height: 800 }, { javaScriptEnabled: false });
    });
    afterAll(() => closePage(page));

    it('every page links to Home, Services, About Us, Contact Us and the seven services, in view or a tap away', async () => {
      const missing: string[] = [];
      for (const route of routes) {
        await visit(page, route.path, 'load');
        await openMenuIfFolded(page);
        const reachable = new Set(
          await page.locator('a[href^="/"]').evaluateAll((links) =>
            links.filter((a) => (a as HTMLElement).checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href')),
          ),
        );
        for (const href of [...Object.values(MAIN_PAGES), ...SERVICE_PAGES]) if (!reachable.has(href)) missing.push(`${route.path} → ${href}`);
      }
      expect(missing).toEqual([]);
    });

    it("goes from Contact Us to About Us through the header's links", async () => {
      await visit(page, '/contact', 'load');
      await openMenuIfFolded(page);
      await page.locator('header').getByRole('link', { name: 'About Us', exact: true }).click();
      await page.waitForURL('**/about');
      expect(await page.locator('h1').isVisible()).toBe(true);
    });
  });
});

describe('the skip link, the first thing Tab reaches', () => {
  const sizes = [...WIDTHS.map((width) => ({ width, height: 800 })), ZOOMED];
  for (const viewport of sizes) it(`at ${viewport.width} x ${viewport.height} px, shows in full with its padding, covers neither the logo nor the menu, and leads to the main area`, async () => {
    const page = await openPage(viewport);
    try {
      await visit(page, '/services');
      await page.keyboard.press('Tab');
      const skip = page.locator(':focus');
      expect(await skip.innerText()).toBe('Skip to main content');
      const padding = await skip.evaluate((a) => {
        const s = getComputedStyle(a);
        return Math.min(parseFloat(s.paddingLeft), parseFloat(s.paddingRight), parseFloat(s.paddingTop) * 2, parseFloat(s.paddingBottom) * 2);
      });
      expect(padding).toBeGreaterThanOrEqual(8);
      expect(await shareInView(skip)).toBe(1);
      const box = (await skip.boundingBox())!;
      const overlaps = async (other: Locator) => {
        const b = await other.boundingBox();
        return b !== null && box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      };
      expect(await overlaps(page.getByRole('link', { name: 'Cairn Software home' }))).toBe(false);
      expect(await overlaps(page.locator('#menu-button'))).toBe(false);
      // And Enter takes the focus to the main area.
      expect(await skip.getAttribute('href')).toBe('#main');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    } finally {
      await closePage(page);
    }
  });
});
