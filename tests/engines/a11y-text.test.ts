/**
 * Text the visitor sizes and spaces (WCAG 1.4.4 Resize Text, 1.4.12 Text
 * Spacing), in each engine that lets automation set it: a default font size of
 * 32 px in the browser's settings doubles every text, in the page and in
 * every widget, on a phone and on a desktop, with nothing scrolling sideways
 * (every kind of page, and of the seven service pages the one with the
 * longest heading); a partner's root size shrinks nothing; text-spacing
 * overrides reach into the widgets.
 */
import { describe, expect, it } from 'vitest';
import { partnerUrl } from '../browser/browser';
import { textElements } from '../browser/text-elements';
import { CANNOT, ENGINES, useEngine } from './engines';
import { DESKTOP, PHONE, TEMPLATE_ROUTES, pause, visitSite, waitFor } from './visitor-helpers';

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);
    const cannot = CANNOT[engine]?.defaultFontSize;

    it.skipIf(cannot)(`doubles every text on every kind of page at 360 and 1440 px with a 32 px default font size (of the service pages, the one with the longest heading), never scrolling sideways${cannot ? ` (skipped: ${cannot})` : ''}`, { timeout: 300_000 }, async () => {
      const [usual, large] = await Promise.all([browser.open(PHONE), browser.open(PHONE, { defaultFontSize: 32 })]);
      try {
        const found: string[] = [];
        /** Every text of the page at 32 px against the same at 16 px, and a sideways scroll, into `found`. */
        const compare = async (where: string) => {
          const texts = () => Promise.all([usual.evaluate(textElements), large.evaluate(textElements)]);
          const keys = (list: { key: string }[]) => JSON.stringify(list.map((t) => t.key));
          // The same texts in both, once each has settled: a widget that draws again after the resize (the configurator's
          // preview at 1440 px) does so in its own time in each window (seen in Firefox under load: compared before
          // the large one's preview had drawn its form). Texts that stay apart still fail, with the difference.
          let [before, after] = await texts();
          for (const deadline = Date.now() + 10_000; keys(after) !== keys(before) && Date.now() < deadline; [before, after] = await texts()) await pause(200);
          expect(after.map((t) => t.key), where).toEqual(before.map((t) => t.key));
          // Breakpoints in em give large text the layout of a narrower window, where a heading takes its smaller size.
          const grown = (from: number, to: number) => to >= from * 1.9 || (from >= 36 && to >= from * 1.5);
          for (const [i, t] of before.entries()) if (!grown(t.size, after[i]!.size)) found.push(`${where} ${t.key}: ${t.size}px → ${after[i]!.size}px`);
          const overflow = await large.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          if (overflow > 0) found.push(`${where} scrolls sideways by ${overflow}px`);
        };
        for (const route of TEMPLATE_ROUTES) {
          await Promise.all([visitSite(usual, route.path), visitSite(large, route.path)]);
          await compare(`${route.path} at 360 px`);
          // The same pages on a desktop: both windows widened.
          await Promise.all([usual.resize(DESKTOP), large.resize(DESKTOP)]);
          await compare(`${route.path} at 1440 px`);
          await Promise.all([usual.resize(PHONE), large.resize(PHONE)]);
        }
        expect(found).toEqual([]);
      } finally {
        await Promise.all([usual.close(), large.close()]);
      }
    });

    it.skipIf(cannot)(`keeps the widgets at the visitor's size on a partner page whose root is 10 px${cannot ? ` (skipped: ${cannot})` : ''}`, async () => {
      const visitor = await browser.open(DESKTOP, { defaultFontSize: 32 });
      try {
        // The hostile page sets `html { font-size: 10px }`.
        await visitor.goto(`${partnerUrl()}/hostile.html`);
        await waitFor(() => visitor.on(['cairn-services-grid', '.cairn-root'], (el) => (el ? getComputedStyle(el).fontSize : '')), '32px');
        expect(await visitor.on(['cairn-services-grid', 'article p'], (el) => parseFloat(getComputedStyle(el!).fontSize))).toBeGreaterThanOrEqual(28);
      } finally {
        await visitor.close();
      }
    });

    it('lets text-spacing overrides reach every text in the widgets, with nothing cut off', { timeout: 120_000 }, async () => {
      const visitor = await browser.open(PHONE);
      try {
        for (const path of ['/', '/services', '/services/ai-ml', '/about']) {
          await visitSite(visitor, path);
          // What a visitor's bookmarklet or extension adds to the page (WCAG 1.4.12), through CSSOM, which the site's CSP allows.
          await visitor.evaluate(() => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }');
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          });
          const texts = (await visitor.evaluate(textElements)).filter((t) => t.inWidget);
          expect(texts.length, path).toBeGreaterThan(10);
          // Letter and word spacing arrive as the page sets them on the element; line height follows each text's own size.
          const unspaced = texts
            .filter((t) => t.letters < 0.12 * t.hostSize - 0.01 || t.words < 0.16 * t.hostSize - 0.01 || t.lineHeight < 1.5 * t.size - 0.01)
            .map((t) => `${t.key}: letters ${t.letters}px, words ${t.words}px, line ${t.lineHeight}px at ${t.size}px`);
          expect(unspaced, path).toEqual([]);
          expect(await visitor.evaluate(() => document.documentElement.scrollWidth - innerWidth), path).toBeLessThanOrEqual(0);
        }
      } finally {
        await visitor.close();
      }
    });
  });
