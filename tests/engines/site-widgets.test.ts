/**
 * The site's interactive parts as a visitor meets them, in Chromium, Firefox
 * and WebKit: the skip link, the FAQ accordion (one item open at a time, the
 * browser's own `<details name>`), the testimonials' buttons, and the
 * statistics counting up to their figures once in view, or not moving at all
 * for a visitor who prefers reduced motion.
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, PHONE, pageScriptsRan, waitFor } from './visitor-helpers';

/** The six questions the spec lists, in its order. */
const FAQ_COUNT = 6;
/** The spec's home figures. */
const FINAL_FIGURES = ['80+', '50+', '96%+', '8+'];

const openItems = (visitor: Visitor) => visitor.on('cairn-faq', (host) => [...host!.shadowRoot!.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : [])));
const summary = (n: number): string[] => ['cairn-faq', `details:nth-of-type(${n + 1}) > summary`];
const activeId = (visitor: Visitor) => visitor.evaluate(() => document.activeElement?.id ?? '');

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('reaches the skip link with the first Tab, and Enter takes the focus to the main area', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/services`);
        await visitor.press('Tab');
        expect(await visitor.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to main content');
        await visitor.press('Enter');
        await waitFor(() => activeId(visitor), 'main');
      } finally {
        await visitor.close();
      }
    });

    it('opens one FAQ question at a time, by pointer and by keyboard, and closes it again', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/services`);
        expect(await visitor.on('cairn-faq', (host) => host!.shadowRoot!.querySelectorAll('details').length)).toBe(FAQ_COUNT);
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
        await visitor.on('cairn-testimonials', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        // In view, its script loads: the buttons work once it has.
        await waitFor(() => visitor.evaluate(() => customElements.get('cairn-testimonials') !== undefined), true);
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
        await visitor.on('cairn-stats', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await waitFor(() => visitor.evaluate(() => customElements.get('cairn-stats') !== undefined), true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await shown()).toEqual(FINAL_FIGURES);
      } finally {
        await visitor.close();
      }
    });

    it('counts the home statistics from 0 up to their figures once they are in view', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        const shown = () => visitor.on('cairn-stats', (host) => [...host!.shadowRoot!.querySelectorAll('span[data-stat-value]')].map((s) => s.textContent));
        // Near but out of view, its script loads and sets the figures to 0, until it is in view.
        await visitor.on('cairn-stats', (el) => scrollTo({ top: scrollY + el!.getBoundingClientRect().top - innerHeight - 100, behavior: 'instant' }));
        await waitFor(() => visitor.evaluate(() => customElements.get('cairn-stats') !== undefined), true);
        await waitFor(shown, ['0+', '0+', '0%+', '0+']);
        await visitor.on('cairn-stats', (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await expect.poll(shown).not.toEqual(['0+', '0+', '0%+', '0+']);
        await waitFor(shown, FINAL_FIGURES);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
