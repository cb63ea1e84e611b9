/**
 * Text the visitor sizes and spaces (WCAG 1.4.4 Resize Text, 1.4.12 Text
 * Spacing): a larger default font size in the browser's settings enlarges
 * every text, in the page and in every widget, and text-spacing overrides
 * reach into the widgets, the enquiry form among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, partnerUrl, setDefaultFontSize, useBrowser, type VisitorPage } from './browser';
import { DOCUMENT_404, closePage, routes, scrollThrough, visit } from './site';

useBrowser();

/** Every element that holds text of its own, page and shadow roots alike, in document order. */
function textElements(): { key: string; size: number; letters: number; words: number; lineHeight: number; hostSize: number; inWidget: boolean }[] {
  const found: ReturnType<typeof textElements> = [];
  const walk = (root: Document | ShadowRoot, host: Element | null) => {
    for (const element of root.querySelectorAll('*')) {
      if (['head', 'script', 'style', 'template', 'noscript'].includes(element.localName) || element.closest('head, noscript')) continue;
      if (element.shadowRoot) walk(element.shadowRoot, element);
      const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      found.push({
        // Figures count up when seen, at their own pace on each page: the key is the text without them.
        key: `${host ? `${host.localName} ` : ''}${element.localName} "${element.textContent!.trim().replace(/\d+/g, '#').slice(0, 30)}"`,
        size,
        letters: parseFloat(style.letterSpacing) || 0,
        words: parseFloat(style.wordSpacing) || 0,
        lineHeight: style.lineHeight === 'normal' ? 0 : parseFloat(style.lineHeight),
        hostSize: host ? parseFloat(getComputedStyle(host).fontSize) : size,
        inWidget: host !== null,
      });
    }
  };
  walk(document, null);
  return found;
}

const viewports = [
  { name: 'on a phone (360 px)', viewport: PHONE },
  { name: 'on a desktop (1440 px)', viewport: DESKTOP },
];

for (const { name, viewport } of viewports) describe(`with the browser's default font size at 32 px, ${name}`, () => {
  // One page at the usual 16 px, one at 32 px, going from route to route together.
  let usual: VisitorPage;
  let large: VisitorPage;
  beforeAll(async () => {
    [usual, large] = await Promise.all([openPage(viewport), openPage(viewport)]);
    await setDefaultFontSize(large, 32);
  });
  afterAll(() => Promise.all([closePage(usual), closePage(large)]));

  for (const route of routes) describe(route.path, () => {
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

describe("a partner page's own root font size", () => {
  it("does not shrink the widgets, while the visitor's default font size enlarges them", async () => {
    const page = await openPage(DESKTOP);
    try {
      await setDefaultFontSize(page, 32);
      // The hostile page sets `html { font-size: 10px }`.
      await page.goto(`${partnerUrl()}/hostile.html`, { waitUntil: 'networkidle' });
      const root = page.locator('cairn-services-grid .cairn-root');
      await root.waitFor({ state: 'attached' });
      expect(await root.evaluate((el) => getComputedStyle(el).fontSize)).toBe('32px');
      const description = page.locator('cairn-services-grid article p').first();
      expect(parseFloat(await description.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(28);
    } finally {
      await closePage(page);
    }
  });
});

describe('the WCAG text-spacing overrides', () => {
  // What a visitor's bookmarklet or extension adds to the page (WCAG 1.4.12).
  const overrides = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(PHONE, { bypassCSP: true });
  });
  afterAll(() => closePage(page));

  for (const path of ['/', '/services', '/services/ai-ml', '/about']) it(`reach every text in the widgets on ${path}, with nothing cut off`, async () => {
    await visit(page, path);
    await page.addStyleTag({ content: overrides });
    const texts = (await page.evaluate(textElements)).filter((t) => t.inWidget);
    expect(texts.length).toBeGreaterThan(10);
    // Letter and word spacing arrive as the page sets them on the element; line height follows each text's own size.
    const unspaced = texts
      .filter((t) => t.letters < 0.12 * t.hostSize - 0.01 || t.words < 0.16 * t.hostSize - 0.01 || t.lineHeight < 1.5 * t.size - 0.01)
      .map((t) => `${t.key}: letters ${t.letters}px, words ${t.words}px, line ${t.lineHeight}px at ${t.size}px`);
    expect(unspaced).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  });
});
