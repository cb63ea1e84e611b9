/**
 * In Chromium: pages that do not shift under the visitor while they load and
 * their widgets wake up (the browser's layout-shift entries, which only
 * Chromium has). The widgets themselves, the statistics, the FAQ, the
 * testimonials and the logo strip, are proven in three engines:
 * tests/engines/site-widgets.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, closePage, openPage, useBrowser, type VisitorPage } from './browser';
import { scrollThrough, visit } from './site';

useBrowser();

describe('no layout shift on a phone', () => {
  /** Cumulative layout shift so far, with what moved, from the browser's own buffered entries. */
  const layoutShift = (page: VisitorPage) =>
    page.evaluate(
      () =>
        new Promise<{ total: number; moved: string[] }>((resolve) => {
          let total = 0;
          const moved: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[]) {
              if (entry.hadRecentInput) continue;
              total += entry.value;
              for (const source of entry.sources) moved.push(`${entry.value.toFixed(4)} ${source.node?.nodeName ?? '?'} ${(source.node as Element | undefined)?.className ?? ''}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ total, moved }), 200);
        }),
    );

  it.each(['/', '/contact'])('%s does not move under the visitor while it loads and its widgets wake up (layout-shift entries: Chromium only)', async (path) => {
    const page = await openPage(PHONE);
    try {
      await visit(page, path, 'load');
      await page.waitForTimeout(2000);
      const loaded = await layoutShift(page);
      expect(loaded.total, loaded.moved.join('\n')).toBeLessThan(0.001);
      // Nor while the visitor scrolls down and lazy images arrive.
      await scrollThrough(page);
      await page.waitForTimeout(300);
      const scrolled = await layoutShift(page);
      expect(scrolled.total, scrolled.moved.join('\n')).toBeLessThan(0.001);
    } finally {
      await closePage(page);
    }
  });
});
