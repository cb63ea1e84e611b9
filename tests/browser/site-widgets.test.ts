/**
 * The widgets that move or respond, live in the pages: the home statistics
 * count-up, the FAQ accordion, the testimonials scroller and the logo strip;
 * and pages that do not shift under the visitor while they load.
 */
import { techStripCopy, widgetCopy } from '../../widgets/content/widget-copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faq } from '../../widgets/content/faq';
import { technologies } from '../../widgets/content/technologies';
import { testimonials } from '../../widgets/content/testimonials';
import { DESKTOP, PHONE, openPage, useBrowser, type VisitorPage } from './browser';
import { closePage, scrollThrough, texts, visit } from './site';

useBrowser();

const FINAL = ['80+', '50+', '96%+', '8+'];
const ZERO = ['0+', '0+', '0%+', '0+'];

interface Sample {
  t: number;
  values: string[];
}
declare global {
  interface Window {
    statSamples: Sample[];
    stopSampling: () => void;
    scrolledAt: number;
  }
}

/** Scrolls the figures to just below the window: near enough for their script to load, not yet seen. */
async function bringNear(page: VisitorPage) {
  await page.evaluate(() => window.scrollBy(0, document.querySelector('cairn-stats')!.getBoundingClientRect().top - innerHeight - 100));
  await expect.poll(() => page.evaluate(() => customElements.get('cairn-stats') !== undefined)).toBe(true);
}

describe('the home statistics at the edge of view', () => {
  it('start counting once 30% of the block shows: at about 35%, well before half', async () => {
    const page = await openPage(DESKTOP);
    await visit(page, '/');
    const shown = () => texts(page.locator('cairn-stats span[data-stat-value]'));
    await bringNear(page);
    await expect.poll(shown).toEqual(ZERO);
    const visible = await page.evaluate(() => {
      const box = () => document.querySelector('cairn-stats')!.shadowRoot!.querySelector('dl')!.getBoundingClientRect();
      window.scrollBy(0, box().top - innerHeight + box().height * 0.35);
      return (innerHeight - box().top) / box().height;
    });
    expect(visible).toBeGreaterThan(0.31);
    expect(visible).toBeLessThan(0.45);
    await expect.poll(shown, { timeout: 3_000 }).not.toEqual(ZERO);
    await closePage(page);
  });
});

describe('the home statistics reached in one jump', () => {
  it('keep their final figures when their script arrives with the block already in view: no jump back to 0', async () => {
    const page = await openPage(DESKTOP);
    try {
      await page.route(/\/assets\/stats-.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500)); // arrives once the visitor is there
        await route.continue();
      });
      await visit(page, '/');
      await page.evaluate(() => document.querySelector('cairn-stats')!.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(() => customElements.get('cairn-stats') !== undefined);
      await page.waitForTimeout(1000);
      expect(await texts(page.locator('cairn-stats span[data-stat-value]'))).toEqual(FINAL);
    } finally {
      await closePage(page);
    }
  });
});

describe('the home statistics', () => {
  let page: VisitorPage;
  const shown = () => texts(page.locator('cairn-stats span[data-stat-value]'));
  const samplesSince = (from: number, to = Infinity) => page.evaluate(([a, b]) => window.statSamples.filter((s) => s.t >= a! && s.t < b!), [from, to]);

  beforeAll(async () => {
    page = await openPage(DESKTOP);
    await visit(page, '/');
    // Sample the figures in the page itself, every 50 ms, so the timings are the browser's own.
    await page.evaluate(() => {
      window.statSamples = [];
      const spans = [...document.querySelector('cairn-stats')!.shadowRoot!.querySelectorAll('span[data-stat-value]')];
      const timer = setInterval(() => window.statSamples.push({ t: performance.now(), values: spans.map((s) => s.textContent ?? '') }), 50);
      window.stopSampling = () => clearInterval(timer);
    });
  });
  afterAll(() => closePage(page));

  it('show their final figures as served until their script loads, then 0 while the block is still out of view', async () => {
    expect(await shown()).toEqual(FINAL);
    await bringNear(page);
    await expect.poll(shown).toEqual(ZERO);
    expect(await page.locator('cairn-stats').evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
    // The final figures stay available to screen readers.
    expect(await texts(page.locator('cairn-stats dd .sr-only'))).toEqual(FINAL);
  });

  it('stay at 0 while the block is off-screen, and while less than 30% of it shows', async () => {
    const start = await page.evaluate(() => performance.now());
    await page.waitForTimeout(1000);
    // Bring the top 10% of the figures into view at the bottom of the window.
    await page.evaluate(() => {
      const list = document.querySelector('cairn-stats')!.shadowRoot!.querySelector('dl')!.getBoundingClientRect();
      window.scrollBy(0, list.top - innerHeight + list.height * 0.1);
    });
    const peeking = await page.evaluate(() => {
      const list = document.querySelector('cairn-stats')!.shadowRoot!.querySelector('dl')!.getBoundingClientRect();
      return (innerHeight - list.top) / list.height;
    });
    expect(peeking).toBeGreaterThan(0.05);
    expect(peeking).toBeLessThan(0.2);
    await page.waitForTimeout(800);
    const samples = await samplesSince(start);
    expect(samples.length).toBeGreaterThan(20);
    expect(new Set(samples.map((s) => s.values.join(' ')))).toEqual(new Set([ZERO.join(' ')]));
  });

  it('count up to 80+, 50+, 96%+ and 8+ over about 2.5 s once the block is in view', async () => {
    const scrolledAt = await page.evaluate(() => {
      document.querySelector('cairn-stats')!.scrollIntoView({ block: 'center' });
      return performance.now();
    });
    await page.waitForTimeout(3200);
    expect(await shown()).toEqual(FINAL);

    const samples = await samplesSince(scrolledAt);
    const numbers = samples.map((s) => ({ t: s.t - scrolledAt, n: s.values.map((v) => parseInt(v, 10)) }));
    // It counts: every figure rises and never falls, through values in between.
    for (let i = 1; i < numbers.length; i++) {
      for (let k = 0; k < 4; k++) expect(numbers[i]!.n[k]).toBeGreaterThanOrEqual(numbers[i - 1]!.n[k]!);
    }
    const projects = numbers.map((s) => s.n[0]!);
    expect(projects.filter((n) => n > 0 && n < 80).length).toBeGreaterThan(10);
    // 80 is reached only towards the end of the 2.5 s count (ease-out: about 2 s in).
    const reached = numbers.find((s) => s.n[0] === 80)!.t;
    expect(reached).toBeGreaterThan(1800);
    expect(reached).toBeLessThan(3100);
  });

  it('never count again: scrolled away and back, they stay at the final figures', async () => {
    const from = await page.evaluate(() => {
      window.scrollTo(0, 0);
      return performance.now();
    });
    await page.waitForTimeout(500);
    await page.evaluate(() => document.querySelector('cairn-stats')!.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(1000);
    const samples = await samplesSince(from);
    expect(samples.length).toBeGreaterThan(20);
    expect(new Set(samples.map((s) => s.values.join(' ')))).toEqual(new Set([FINAL.join(' ')]));
    await page.evaluate(() => window.stopSampling());
    expect(page.errors).toEqual([]);
  });
});

describe('the FAQ on /services', () => {
  let page: VisitorPage;
  const items = () => page.locator('cairn-faq details');
  const openOnes = () => items().evaluateAll((ds) => ds.flatMap((d, i) => ((d as HTMLDetailsElement).open ? [i] : [])));
  const answer = (i: number) => page.getByText(faq[i]!.answer, { exact: true });

  beforeAll(async () => {
    page = await openPage(DESKTOP);
    await visit(page, '/services');
  });
  afterAll(() => closePage(page));

  it('asks the six questions, all closed', async () => {
    expect(await texts(items().locator('summary'))).toEqual(faq.map((f) => f.question));
    expect(await openOnes()).toEqual([]);
    expect(await answer(0).isVisible()).toBe(false);
  });

});

describe('the testimonials on the home page', () => {
  let page: VisitorPage;
  const list = () => page.locator('cairn-testimonials ul[part="list"]');
  const scrollLeft = () => list().evaluate((ul) => ul.scrollLeft);

  beforeAll(async () => {
    page = await openPage(DESKTOP);
    await visit(page, '/');
    await page.locator('cairn-testimonials').scrollIntoViewIfNeeded();
    // In view, its script loads: the buttons work once it has.
    await page.waitForFunction(() => customElements.get('cairn-testimonials') !== undefined);
  });
  afterAll(() => closePage(page));

  it('show seven entries with name, role, words and a 5-star rating', async () => {
    const cards = list().locator('figure');
    expect(await cards.count()).toBe(7);
    expect(await texts(cards.locator('blockquote'))).toEqual(testimonials.map((t) => t.content));
    for (const [i, t] of testimonials.entries()) {
      expect(await texts(cards.nth(i).locator('figcaption span.block'))).toEqual([t.name, t.role]);
      expect(await cards.nth(i).getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1);
      expect(await cards.nth(i).locator('svg.fill-current').count()).toBe(5);
    }
  });

  it('is a list the keyboard can reach and scroll with ArrowRight', async () => {
    expect(await list().getAttribute('aria-label')).toBe(widgetCopy.testimonials.region);
    expect(await list().getAttribute('tabindex')).toBe('0');
    await list().focus();
    expect(await list().evaluate((ul) => (ul.getRootNode() as ShadowRoot).activeElement === ul)).toBe(true);
    const start = await scrollLeft();
    expect(start).toBeLessThan(10); // at the first entry (scroll snapping may take up the list's 4 px padding)
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(start + 20);
  });

});

describe('the technology strip on the home page', () => {
  const strip = (page: VisitorPage) => page.locator('cairn-tech-strip [part="strip"] > div');

  it('shows about 25 logos, drawn twice so it loops, with the copy hidden from screen readers', async () => {
    const page = await openPage(DESKTOP);
    try {
      await visit(page, '/');
      const lists = strip(page).locator('> ul');
      expect(await lists.count()).toBe(2);
      expect(await lists.nth(0).getAttribute('aria-hidden')).toBeNull();
      expect(await lists.nth(1).getAttribute('aria-hidden')).toBe('true');
      expect(technologies.length).toBeGreaterThanOrEqual(20);
      expect(technologies.length).toBeLessThanOrEqual(30);
      for (const i of [0, 1]) expect(await texts(lists.nth(i).locator('li'))).toEqual(technologies.map((t) => t.name));
      expect(await page.getByRole('region', { name: techStripCopy.label }).count()).toBe(1);
    } finally {
      await closePage(page);
    }
  });

  // That no logo on screen is ever blank, on a slow network too, is proven in three engines: tests/engines/partner-faults.test.ts.
  it('draws every logo from one request', async () => {
    const page = await openPage(DESKTOP);
    const logoRequests: string[] = [];
    page.on('request', (r) => /logo/.test(new URL(r.url()).pathname) && logoRequests.push(new URL(r.url()).pathname));
    try {
      await visit(page, '/');
      await page.locator('cairn-tech-strip').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('cairn-tech-strip img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      expect(logoRequests.filter((path) => path !== '/logo.svg')).toEqual([expect.stringMatching(/^\/assets\/logos-\w+\.svg$/)]);
    } finally {
      await closePage(page);
    }
  });

  it('keeps moving: the marquee animation runs', async () => {
    const page = await openPage(DESKTOP);
    try {
      await visit(page, '/');
      await page.locator('cairn-tech-strip').scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0); // hovering the strip pauses it
      const running = await strip(page).evaluate((el) => ({
        name: getComputedStyle(el).animationName,
        states: el.getAnimations().map((a) => a.playState),
      }));
      expect(running).toEqual({ name: 'marquee', states: ['running'] });
      const x = () => strip(page).evaluate((el) => el.getBoundingClientRect().x);
      const first = await x();
      await page.waitForTimeout(300);
      expect(await x()).toBeLessThan(first);
    } finally {
      await closePage(page);
    }
  });

});

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

  it.each(['/', '/contact'])('%s does not move under the visitor while it loads and its widgets wake up', async (path) => {
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
