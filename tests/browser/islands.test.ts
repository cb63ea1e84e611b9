/**
 * Nothing loads before it is needed, as the served HTML says: no widget
 * script and no preload in it, only the loader of the host script, at the
 * end. How the browser then fetches each script, in three engines:
 * tests/engines/islands.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, openPage, siteUrl, useBrowser } from './browser';

describe('the served pages', () => {
  it('carry no widget script and no module preload: only the loader of the host script, at the end', async () => {
    for (const [path, island] of [['/', 'enquiry-form'], ['/about', 'stats'], ['/contact', 'enquiry-form']]) {
      const html = await (await fetch(`${siteUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.includes('<script type="module"'), path).toBe(false);
      expect(head.includes('modulepreload'), path).toBe(false);
      // Each interactive widget names its script for the island loader.
      expect(new RegExp(`<cairn-${island}[^>]* data-island="/assets/${island}-[\\w-]{8}\\.js[^"]*"`).test(html), path).toBe(true);
      // The one script that runs is the page's loader, after the content, naming the host script alone.
      const scripts = [...html.matchAll(/<script(?! type="application\/ld\+json")(?! type="speculationrules")([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(scripts.map((attributes) => attributes.replace(/-[\w-]{8}\.js/, '.js')), path).toEqual(['type="module" data-scripts="/assets/host.js"']);
      expect(html, path).toContain('</footer>');
      expect(html.indexOf('data-scripts='), path).toBeGreaterThan(html.indexOf('</footer>'));
    }
  });
});

/** When the page's own script (the host script) was fetched, when its load event began, and when the visitor first touched it. */
const timings = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.evaluate(() => ({
    host: performance.getEntriesByType('resource').find((entry) => /\/assets\/host-[\w-]{8}\.js$/.test(entry.name))?.startTime ?? null,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    touched: (window as { touched?: number }).touched ?? null,
  }));

describe('a browser that never reports its first paint', () => {
  useBrowser();

  // In CI, Firefox once painted /contact, took the visitor's typing, and reported no paint at all: the page's scripts,
  // which wait for that report, never loaded, and the form would have sent by e-mail. Here Chromium's reports are taken
  // away before the page runs (Chromium only: the other engines' drivers cannot run a script before the page's).
  const reportingNoPaint = async () => {
    const page = await openPage(PHONE);
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => {};
      addEventListener('pointerdown', (event) => ((window as { touched?: number }).touched ??= event.timeStamp), true);
    });
    return page;
  };

  it("loads the page's scripts at the visitor's first touch, and the form takes over what they type", async () => {
    const page = await reportingNoPaint();
    try {
      await page.goto(`${siteUrl()}/contact`, { waitUntil: 'domcontentloaded' });
      await page.locator('cairn-enquiry-form input[name=name]').click();
      await page.keyboard.type('Morag Campbell');
      await expect.poll(() => page.locator('cairn-enquiry-form input[name=cairn_hp]').count()).toBe(1);
      await page.waitForLoadState('load');
      const { host, load, touched } = await timings(page);
      // Not before the touch, and not 3 s after the load event, where it would have come anyway.
      expect(touched).not.toBeNull();
      expect(host).toBeGreaterThanOrEqual(touched!);
      expect(host).toBeLessThan(load + 3000);
      expect(await page.locator('cairn-enquiry-form input[name=name]').inputValue()).toBe('Morag Campbell');
    } finally {
      await page.context().close();
    }
  });

  it("loads them 3 s after the load event where the visitor touches nothing, and the widgets wake", async () => {
    const page = await reportingNoPaint();
    try {
      await page.goto(`${siteUrl()}/about`);
      await expect.poll(async () => (await timings(page)).host, { timeout: 15_000 }).not.toBeNull();
      const { host, load } = await timings(page);
      expect(host).toBeGreaterThanOrEqual(load + 3000);
      await expect.poll(() => page.evaluate(() => customElements.get('cairn-stats') !== undefined)).toBe(true);
      expect(page.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
