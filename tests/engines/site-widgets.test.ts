/**
 * The site's interactive parts as a visitor meets them, in Chromium, Firefox
 * and WebKit: the FAQ accordion (one item open at a time, the
 * browser's own `<details name>`), the testimonials (their buttons, keys and
 * cards), the statistics counting up once 30% of them is in view (or keeping
 * their figures when their script is late, or for a visitor who prefers
 * reduced motion), and the moving logo strip. (The skip link, at every width:
 * a11y-navigation.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faq } from '../../widgets/content/faq';
import { technologies } from '../../widgets/content/technologies';
import { testimonials } from '../../widgets/content/testimonials';
import { siteUrl } from '../browser/browser';
import { ENGINES, useEngine, type Visitor } from './engines';
import { slowSite } from './latency';
import { DESKTOP, isDefined, pageScriptsRan, reachWidget, waitFor } from './visitor-helpers';

/** The six questions the spec lists, in its order. */
const FAQ_COUNT = 6;
/** The spec's home figures. */
const FINAL_FIGURES = ['80+', '50+', '96%+', '8+'];
const ZERO_FIGURES = ['0+', '0+', '0%+', '0+'];

/** Samples the figures in the page itself every 50 ms, so that the timings are the browser's own. */
const startSampling = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const w = window as unknown as { statSamples: { t: number; values: string[] }[] };
    w.statSamples = [];
    const spans = [...document.querySelector('cairn-stats')!.shadowRoot!.querySelectorAll('span[data-stat-value]')];
    setInterval(() => w.statSamples.push({ t: performance.now(), values: spans.map((s) => s.textContent ?? '') }), 50);
  });
const samplesSince = (visitor: Visitor, from: number) =>
  visitor.evaluate((since) => (window as unknown as { statSamples: { t: number; values: string[] }[] }).statSamples.filter((s) => s.t >= since), from);

/** Scrolls until `share` of the figures shows at the bottom of the window; gives back the share that does, and when (the page's clock). */
const showFraction = (visitor: Visitor, share: number) =>
  visitor.evaluate((share) => {
    const box = () => document.querySelector('cairn-stats')!.shadowRoot!.querySelector('dl')!.getBoundingClientRect();
    scrollBy({ top: box().top - innerHeight + box().height * share, behavior: 'instant' });
    return { visible: (innerHeight - box().top) / box().height, at: performance.now() };
  }, share);

const openItems = (visitor: Visitor) => visitor.on('cairn-faq', (host) => [...host!.shadowRoot!.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : [])));
const summary = (n: number): string[] => ['cairn-faq', `details:nth-of-type(${n + 1}) > summary`];

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('opens one FAQ question at a time, by pointer and by keyboard, and closes it again', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/services`);
        expect(await visitor.on('cairn-faq', (host) => host!.shadowRoot!.querySelectorAll('details').length)).toBe(FAQ_COUNT);
        expect(await visitor.on('cairn-faq', (host) => [...host!.shadowRoot!.querySelectorAll('summary')].map((s) => s.textContent!.trim()))).toEqual(faq.map((item) => item.question));
        expect(await openItems(visitor)).toEqual([]);
        await visitor.click(summary(0));
        await waitFor(() => openItems(visitor), [0]);
        const answerShown = () => visitor.on(['cairn-faq', 'details:nth-of-type(1) > p'], (p) => p!.checkVisibility());
        expect(await answerShown()).toBe(true);
        await visitor.click(summary(3));
        await waitFor(() => openItems(visitor), [3]);
        expect(await answerShown()).toBe(false);
        await visitor.click(summary(3));
        await waitFor(() => openItems(visitor), []);
        // From the keyboard: the summary is focused by the click; Enter and Space toggle it.
        await visitor.click(summary(1));
        await waitFor(() => openItems(visitor), [1]);
        await visitor.press('Enter');
        await waitFor(() => openItems(visitor), []);
        await visitor.press('Space');
        await waitFor(() => openItems(visitor), [1]);
      } finally {
        await visitor.close();
      }
    });

    it('pages through the testimonials with the Next and Previous buttons', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        // In view, its script loads.
        await reachWidget(visitor, 'cairn-testimonials');
        const scrollLeft = () => visitor.on(['cairn-testimonials', 'ul[part="list"]'], (ul) => Math.round(ul!.scrollLeft));
        const before = await scrollLeft();
        await visitor.click(['cairn-testimonials', 'button[aria-label="Next testimonials"]']);
        await expect.poll(scrollLeft).toBeGreaterThan(before + 200);
        // Scrolling smoothly: wait until it stands still.
        let after = -1;
        await expect.poll(async () => after === (after = await scrollLeft())).toBe(true);
        await visitor.click(['cairn-testimonials', 'button[aria-label="Previous testimonials"]']);
        await expect.poll(scrollLeft).toBeLessThan(after - 200);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('keeps the logo strip still, and shows the statistics without counting, for a visitor who prefers reduced motion', async () => {
      const visitor = await browser.open(DESKTOP, { reducedMotion: true });
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        expect(await visitor.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
        const strip = ['cairn-tech-strip', '[part="strip"] > div'];
        expect(await visitor.on(strip, (el) => ({ name: getComputedStyle(el!).animationName, running: el!.getAnimations().filter((a) => a.playState === 'running').length }))).toEqual({ name: 'none', running: 0 });
        const shown = () => visitor.on('cairn-stats', (host) => [...host!.shadowRoot!.querySelectorAll('span[data-stat-value]')].map((s) => s.textContent));
        // In view, its script loads.
        await reachWidget(visitor, 'cairn-stats');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await shown()).toEqual(FINAL_FIGURES);
      } finally {
        await visitor.close();
      }
    });

    it('counts the home statistics once 30% of them shows: 0 while out of view and at 10%, then up to 80+, 50+, 96%+ and 8+ over about 2.5 s, and never again', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        const shown = () => visitor.on('cairn-stats', (host) => [...host!.shadowRoot!.querySelectorAll('span[data-stat-value]')].map((s) => s.textContent));
        // As served, before their script: the final figures.
        expect(await shown()).toEqual(FINAL_FIGURES);
        // Near but out of view, its script loads and sets the figures to 0; screen readers still have the final ones.
        await visitor.on('cairn-stats', (el) => scrollTo({ top: scrollY + el!.getBoundingClientRect().top - innerHeight - 100, behavior: 'instant' }));
        await waitFor(() => isDefined(visitor, 'cairn-stats'), true);
        await waitFor(shown, ZERO_FIGURES);
        expect(await visitor.on('cairn-stats', (host) => [...host!.shadowRoot!.querySelectorAll('dd span:not([data-stat-value])')].map((s) => s.textContent))).toEqual(FINAL_FIGURES);
        await startSampling(visitor);
        // The top 10% of the figures at the bottom of the window: still 0.
        const peeked = await showFraction(visitor, 0.1);
        expect(peeked.visible).toBeGreaterThan(0.05);
        await new Promise((resolve) => setTimeout(resolve, 800));
        const peeking = await samplesSince(visitor, peeked.at);
        expect(peeking.length).toBeGreaterThan(5);
        expect(new Set(peeking.map((s) => s.values.join(' ')))).toEqual(new Set([ZERO_FIGURES.join(' ')]));
        // At about 35%, well before half: counting starts.
        const { visible, at: countFrom } = await showFraction(visitor, 0.35);
        expect(visible).toBeGreaterThan(0.31);
        expect(visible).toBeLessThan(0.45);
        // Until the page's own sampler has seen the final figures (not the test's look at them, which can come first).
        const sampledFinal = async () => (await samplesSince(visitor, countFrom)).some((s) => s.values.join(' ') === FINAL_FIGURES.join(' '));
        await waitFor(sampledFinal, true, { timeout: 5_000 });
        const counted = (await samplesSince(visitor, countFrom)).map((s) => ({ t: s.t - countFrom, n: s.values.map((v) => parseInt(v, 10)) }));
        // It counts: every figure rises and never falls, through values in between.
        for (let i = 1; i < counted.length; i++) for (let k = 0; k < 4; k++) expect(counted[i]!.n[k]).toBeGreaterThanOrEqual(counted[i - 1]!.n[k]!);
        expect(counted.filter((s) => s.n[0]! > 0 && s.n[0]! < 80).length).toBeGreaterThan(10);
        // 80 only towards the end of the 2.5 s count (ease-out: about 2 s in).
        const reached = counted.find((s) => s.n[0] === 80)!.t;
        expect(reached).toBeGreaterThan(1800);
        expect(reached).toBeLessThan(3100);
        // Scrolled away and back: they stay at the final figures.
        const awayAt = await visitor.evaluate(() => {
          scrollTo({ top: 0, behavior: 'instant' });
          return performance.now();
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await visitor.on('cairn-stats', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const after = await samplesSince(visitor, awayAt);
        expect(after.length).toBeGreaterThan(5);
        expect(new Set(after.map((s) => s.values.join(' ')))).toEqual(new Set([FINAL_FIGURES.join(' ')]));
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    describe('with the statistics\' script arriving late', () => {
      let late: Awaited<ReturnType<typeof slowSite>>;
      beforeAll(async () => {
        late = await slowSite(siteUrl(), 700, { only: /^\/assets\/stats-.*\.js$/ });
      });
      afterAll(() => late.close());

      it('keeps their final figures when the script arrives with the block already in view: no jump back to 0', async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          await visitor.goto(`${late.url}/`);
          // In view, its script loads.
          await reachWidget(visitor, 'cairn-stats');
          await startSampling(visitor);
          const from = await visitor.evaluate(() => performance.now());
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const samples = await samplesSince(visitor, from);
          expect(samples.length).toBeGreaterThan(5);
          expect(new Set(samples.map((s) => s.values.join(' ')))).toEqual(new Set([FINAL_FIGURES.join(' ')]));
        } finally {
          await visitor.close();
        }
      });
    });

    it('shows the seven testimonials with name, role, words and a 5-star rating, in a list the keyboard scrolls with ArrowRight', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        // In view, its script loads.
        await reachWidget(visitor, 'cairn-testimonials');
        const list = ['cairn-testimonials', 'ul[part="list"]'];
        const cards = await visitor.on(list, (ul) =>
          [...ul!.querySelectorAll('figure')].map((card) => ({
            // The name and the role, beside the initials (hidden from screen readers).
            caption: [...card.querySelectorAll('figcaption > span:not([aria-hidden]) > span')].map((s) => s.textContent),
            words: card.querySelector('blockquote')!.textContent!.trim(),
            rating: card.querySelector('[role="img"]')?.getAttribute('aria-label'),
            stars: card.querySelectorAll('[role="img"] svg').length,
          })),
        );
        expect(cards).toHaveLength(7);
        expect(cards).toEqual(testimonials.map((t) => ({ caption: [t.name, t.role], words: t.content, rating: 'Rated 5 out of 5', stars: 5 })));
        expect(await visitor.on(list, (ul) => [ul!.getAttribute('aria-label'), ul!.getAttribute('tabindex')])).toEqual(['Client testimonials', '0']);
        // A click on the words focuses the list, as it would a visitor's; then the keys scroll it.
        await visitor.click([...list, 'li:first-child blockquote']);
        expect(await visitor.on(list, (ul) => (ul!.getRootNode() as ShadowRoot).activeElement === ul)).toBe(true);
        const scrollLeft = () => visitor.on(list, (ul) => Math.round(ul!.scrollLeft));
        const start = await scrollLeft();
        expect(start).toBeLessThan(10); // at the first entry (scroll snapping may take up the list's 4 px padding)
        await visitor.press('ArrowRight');
        await visitor.press('ArrowRight');
        await expect.poll(scrollLeft).toBeGreaterThan(start + 20);
      } finally {
        await visitor.close();
      }
    });

    it('loops about 25 technology logos, drawn twice with the copy hidden from screen readers, all from one image of them, and keeps them moving', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        const strip = ['cairn-tech-strip', '[part="strip"] > div'];
        const lists = await visitor.on(strip, (div) => [...div!.querySelectorAll(':scope > ul')].map((ul) => ({ hidden: ul.getAttribute('aria-hidden'), names: [...ul.querySelectorAll('li')].map((li) => li.textContent!.trim()) })));
        expect(lists.map((l) => l.hidden)).toEqual([null, 'true']);
        expect(lists[0]!.names.length).toBeGreaterThanOrEqual(20);
        expect(lists[0]!.names.length).toBeLessThanOrEqual(30);
        expect(lists.map((l) => l.names)).toEqual([technologies.map((t) => t.name), technologies.map((t) => t.name)]);
        expect(await visitor.on(['cairn-tech-strip', '[role="region"]'], (el) => el?.getAttribute('aria-label'))).toBe('Technologies we work with');
        await visitor.on('cairn-tech-strip', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        // Each logo a window on one image of them all (one file, one SVG document for the 25: build/logos.ts), drawn:
        // an image whose file has not arrived, or did not decode, is not.
        const drawn = () =>
          visitor.on('cairn-tech-strip', async (host) => {
            const images = [...host!.shadowRoot!.querySelectorAll<HTMLImageElement>('li > :first-child > img')];
            const decoded = await Promise.all(images.map((img) => img.decode().then(() => true, () => false)));
            return { images: images.length, drawn: decoded.filter(Boolean).length };
          });
        await waitFor(drawn, { images: 2 * technologies.length, drawn: 2 * technologies.length });
        const logos = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((path) => path.includes('logo') && path !== '/logo.svg'));
        expect(logos).toHaveLength(1);
        expect(logos[0]).toMatch(/^\/assets\/logos-\w+\.svg$/);
        // Moving, with the pointer off it (hovering pauses it).
        await visitor.pointTo(0, 0);
        expect(await visitor.on(strip, (el) => ({ name: getComputedStyle(el!).animationName, states: el!.getAnimations().map((a) => a.playState) }))).toEqual({ name: 'marquee', states: ['running'] });
        const x = () => visitor.on(strip, (el) => el!.getBoundingClientRect().x);
        const first = await x();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await x()).toBeLessThan(first);
      } finally {
        await visitor.close();
      }
    });
  });
