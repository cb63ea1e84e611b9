/**
 * Text the visitor sizes (WCAG 1.4.4 Resize Text): a larger default font size
 * in the browser's settings enlarges every text, in the page and in every
 * widget, on a desktop, in Chromium: every kind of page (of the seven
 * service pages, one template, the one with the longest heading).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, setDefaultFontSize, useBrowser, type VisitorPage } from './browser';
import { DOCUMENT_404, closePage, scrollThrough, templateRoutes, visit } from './site';
import { textElements } from './text-elements';

useBrowser();

// On a phone, and the partner page's root size and the text-spacing overrides, in Chromium and Firefox
// (WebKit lets automation set no default font size): tests/engines/a11y-text.test.ts.
const viewports = [{ name: 'on a desktop (1440 px)', viewport: DESKTOP }];

for (const { name, viewport } of viewports) describe(`with the browser's default font size at 32 px, ${name}`, () => {
  // One page at the usual 16 px, one at 32 px, going from route to route together.
  let usual: VisitorPage;
  let large: VisitorPage;
  beforeAll(async () => {
    [usual, large] = await Promise.all([openPage(viewport), openPage(viewport)]);
    await setDefaultFontSize(large, 32);
  });
  afterAll(() => Promise.all([closePage(usual), closePage(large)]));

  for (const route of templateRoutes) describe(route.path, () => {
    beforeAll(async () => {
      await Promise.all([visit(usual, route.path), visit(large, route.path)]);
      // Widget scripts load near the viewport, which the larger text moves: scrolled through, both pages have them all.
      await Promise.all([scrollThrough(usual), scrollThrough(large)]);
    });

    it('doubles every text, in the page and in the widgets (display headings at least one and a half times)', async () => {
      const [before, after] = await Promise.all([usual.evaluate(textElements), large.evaluate(textElements)]);
      expect(after.map((t) => t.key)).toEqual(before.map((t) => t.key));
      // Breakpoints in em give large text the layout of a narrower window, where a heading takes its smaller size.
      const grown = (from: number, to: number) => to >= from * 1.9 || (from >= 36 && to >= from * 1.5);
      const stuck = before
        .map((t, i) => ({ key: t.key, from: t.size, to: after[i]!.size }))
        .filter((t) => !grown(t.from, t.to))
        .map((t) => `${t.key}: ${t.from}px → ${t.to}px`);
      expect(stuck).toEqual([]);
    });

    it('never scrolls sideways', async () => {
      const overflow = await large.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  it('logs no console errors', () => {
    expect(large.errors.filter((e) => e !== DOCUMENT_404)).toEqual([]);
  });
});
