/**
 * What the 404 page writes to the browser's console: the path the visitor tried, however
 * deep. Console messages reach the tests from Chromium (and Firefox's BiDi) but not over
 * WebKit's WebDriver, so this stays here. What each screen shows, in all three engines:
 * tests/engines/site-screens.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, useBrowser, type VisitorPage } from './browser';
import { DOCUMENT_404, closePage, visit } from './site';

useBrowser();

let page: VisitorPage;
beforeAll(async () => {
  page = await openPage(DESKTOP);
});
afterAll(() => closePage(page));

describe("the 404 page's console message (console messages: Chromium's protocol)", () => {
  it('logs the path the visitor tried to the console, with status 404', async () => {
    page.messages.length = 0;
    expect((await visit(page, '/no-such-page')).status()).toBe(404);
    expect(page.messages.filter((m) => m.includes('/no-such-page'))).toEqual([
      'warning: 404 Error: User attempted to access non-existent route: /no-such-page',
    ]);
  });

  it('logs the real path for any unknown address, however deep', async () => {
    page.messages.length = 0;
    expect((await visit(page, '/deep/er/path?x=1', 'load')).status()).toBe(404);
    // The host script logs it: it loads once the page has painted, which may be after 'load'.
    await expect.poll(() => page.messages.some((m) => m.includes('/deep/er/path'))).toBe(true);
  });

  it('logs no console errors beyond the two 404 documents themselves', () => {
    expect(page.errors).toEqual([DOCUMENT_404, DOCUMENT_404]);
  });
});
