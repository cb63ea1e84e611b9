/**
 * Every route on a desktop: what a visitor gets back, what they see first,
 * and that nothing is broken, too wide or foreign (every request watched,
 * failed ones too, through Chromium's protocol) on the way down the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, useBrowser, type VisitorPage } from './browser';
import { closePage, routes, scrollThrough, texts, unexpectedErrors, visit } from './site';

useBrowser();

// Every route is read top to bottom in Chromium, Firefox and WebKit, its heading, width, errors, foreign requests
// checked, and axe-core at 360 and 1440 px: tests/engines/journeys.test.ts and a11y.test.ts.
const viewports = [{ name: 'on a desktop (1440 px)', viewport: DESKTOP }];

for (const { name, viewport } of viewports) describe(name, () => {
  // One page, the site's CSP enforced, from route to route, each read top to bottom.
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(viewport);
  });
  afterAll(() => closePage(page));

  for (const route of routes) describe(route.path, () => {
    let status: number;

    beforeAll(async () => {
      page.errors.length = 0;
      page.messages.length = 0;
      page.foreignRequests.length = 0;
      status = (await visit(page, route.path)).status();
      await scrollThrough(page);
    });

    it(`is served with HTTP status ${route.status}`, () => {
      expect(status).toBe(route.status);
    });

    it(`shows one main heading: "${route.h1}"`, async () => {
      // By role: the root 404 page holds a second, hidden heading for hosts without nearest-404 (host/not-found-switch.ts).
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await texts(h1)).toEqual([route.h1]);
      await expect.poll(() => h1.isVisible()).toBe(true);
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
  });
});
