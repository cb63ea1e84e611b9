/**
 * Every route, on a phone and on a desktop: what a visitor gets back, what
 * they see first, and that nothing is broken, too wide, foreign or
 * inaccessible on the way down the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, useBrowser, type VisitorPage } from './browser';
import { axeViolations, closePage, openAxePage, routes, scrollThrough, texts, unexpectedErrors, visit } from './site';

useBrowser();

const viewports = [
  { name: 'on a phone (360 px)', viewport: PHONE },
  { name: 'on a desktop (1440 px)', viewport: DESKTOP },
];

describe.each(viewports)('$name', ({ viewport }) => {
  describe.each(routes)('$path', (route) => {
    let page: VisitorPage;
    let status: number;

    beforeAll(async () => {
      page = await openPage(viewport);
      status = (await visit(page, route.path)).status();
      await scrollThrough(page);
    });
    afterAll(() => closePage(page));

    it(`is served with HTTP status ${route.status}`, () => {
      expect(status).toBe(route.status);
    });

    it(`shows one main heading: "${route.h1}"`, async () => {
      expect(await texts(page.locator('h1'))).toEqual([route.h1]);
      await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
    });

    it('logs no console errors from top to bottom', () => {
      expect(unexpectedErrors(page, route.status)).toEqual([]);
    });

    it('never scrolls sideways', async () => {
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });

    it("requests nothing from outside the site's origin", () => {
      expect(page.foreignRequests).toEqual([]);
    });

    it('has no accessibility violations (axe-core)', async () => {
      const axePage = await openAxePage(viewport);
      try {
        await visit(axePage, route.path);
        await scrollThrough(axePage);
        expect(await axeViolations(axePage)).toEqual([]);
      } finally {
        await closePage(axePage);
      }
    });
  });
});
