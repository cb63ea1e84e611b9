/**
 * Five details of the design that once went wrong unnoticed (issue 33), measured in Chromium, Firefox and WebKit, as
 * rules that hold whatever the words: each testimonial's name beside its avatar at 1440 px; each figure on one line on
 * a phone; code on /partners in whole lines, scrolled sideways in its box; a short last row of services centred; the
 * hero's right half showing a picture from 1024 px up, smaller than the headline. (Every screen as a whole is
 * compared with its accepted picture in every-route.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, PHONE, visitSite, waitFor } from './visitor-helpers';

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('shows on / each testimonial name beside its avatar, a balanced services grid and the hero picture (1440 px), each figure on one line (360 px)', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitSite(visitor, '/');
        // Each testimonial: the avatar's middle level with the name's block, and before it, however long the role.
        const captions = await visitor.evaluate(() =>
          [...document.querySelector('cairn-testimonials')!.shadowRoot!.querySelectorAll('figcaption')].map((caption) => {
            const [avatar, words] = [...caption.children].map((el) => el.getBoundingClientRect());
            return { beside: avatar!.right <= words!.left, level: Math.abs(avatar!.top + avatar!.height / 2 - (words!.top + words!.height / 2)) <= 2 };
          }),
        );
        expect(captions.length).toBeGreaterThan(0);
        expect(captions.filter((c) => !c.beside || !c.level)).toEqual([]);
        // The services: the last row centred, as much room on either side (seven cards: four, then three).
        const rows = await visitor.evaluate(() => {
          const list = document.querySelector('cairn-services-grid')!.shadowRoot!.querySelector('ul[part=list]')!;
          const cards = [...list.children].map((li) => li.getBoundingClientRect());
          const box = list.getBoundingClientRect();
          const tops = [...new Set(cards.map((c) => Math.round(c.top)))];
          const last = cards.filter((c) => Math.round(c.top) === tops[tops.length - 1]);
          return { rows: tops.length, left: last[0]!.left - box.left, right: box.right - last[last.length - 1]!.right };
        });
        expect(rows.rows).toBeGreaterThan(1);
        expect(Math.abs(rows.left - rows.right)).toBeLessThanOrEqual(1);
        // The hero's picture: in its right half, shown, smaller than the headline (which stays the largest paint).
        const hero = await visitor.evaluate(() => {
          const headline = document.querySelector('h1')!.getBoundingClientRect();
          const picture = [...document.querySelectorAll('section *')].find((el) => getComputedStyle(el).backgroundImage.includes('hero.svg') && el.checkVisibility());
          const r = picture?.getBoundingClientRect();
          return r ? { right: r.left >= innerWidth / 2 - 1, smaller: r.width * r.height < headline.width * headline.height } : null;
        });
        expect(hero).toEqual({ right: true, smaller: true });
        // On a phone, the page opened there: the picture never fetched (not only hidden), and each figure on one line.
        await visitor.resize(PHONE);
        await visitSite(visitor, '/');
        expect(await visitor.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('hero.svg')).length)).toBe(0);
        // Where the visitor sees them: a part of the page far below is laid out only as it comes near (WebKit gives no
        // lines before).
        await visitor.evaluate(() => document.querySelector('cairn-stats')!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await waitFor(() => visitor.evaluate(() => document.querySelector('cairn-stats')!.shadowRoot!.querySelector('[data-stat-value]')!.getClientRects().length > 0), true);
        const figures = await visitor.evaluate(() =>
          [...document.querySelector('cairn-stats')!.shadowRoot!.querySelectorAll('[data-stat-value]')].map((figure) => {
            const range = document.createRange();
            range.selectNodeContents(figure);
            return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
          }),
        );
        expect(figures.length).toBe(4);
        expect(figures).toEqual([1, 1, 1, 1]);
        expect(await visitor.evaluate(() => [...document.querySelectorAll('section *')].some((el) => getComputedStyle(el).backgroundImage.includes('hero.svg') && el.checkVisibility()))).toBe(false);
      } finally {
        await visitor.close();
      }
    });

    it('keeps each line of code on /partners whole on a phone, its box scrolling sideways (by keyboard too), the page no wider', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitSite(visitor, '/partners');
        const boxes = await visitor.evaluate(() =>
          [...document.querySelectorAll('pre')].map((pre) => {
            const code = pre.querySelector('code')!;
            const lines = code.textContent!.split('\n').length;
            const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
            return { whole: Math.round(code.getBoundingClientRect().height / lineHeight) === lines, scrolls: pre.scrollWidth > pre.clientWidth, focusable: pre.tabIndex === 0 };
          }),
        );
        expect(boxes.length).toBeGreaterThan(0);
        expect(boxes.filter((b) => !b.whole || !b.focusable)).toEqual([]);
        // The longest (the snippet with its integrity hash) does not fit a phone: it scrolls in its box, not the page.
        expect(boxes.some((b) => b.scrolls)).toBe(true);
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      } finally {
        await visitor.close();
      }
    });
  });
