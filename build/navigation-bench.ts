/**
 * How instant a click inside the site is, for `npm run bench`: Chromium throttled
 * as Lighthouse's mobile preset (150 ms round trips, 1.6 Mbit/s, a 4x slower CPU)
 * opens a page; the visitor hovers an internal link until the browser has fetched
 * it ahead (speculation rules), then clicks. We time the click to the next page's
 * largest contentful paint, and note whether the page came from the prefetch. The
 * same link clicked without any hover first (no intent shown) is shown too. The budget is on the difference from a
 * blank page's click to the next blank page, with the same speculation rules, run alternately with each route's
 * (build/bench-pages.ts): what the browser and the machine take for any page.
 * (Chromium never activates a prerender while automation is attached: this is the
 * prefetch alone, the slower of the two.)
 */
import { chromium, type Page } from 'playwright-core';
import { median, range } from './medians';

/** Internal links a visitor follows: the header's, and a card's on the services page. */
export const NAVIGATIONS = [
  { from: '/', to: '/services' },
  { from: '/services', to: '/services/web-development' },
  { from: '/about', to: '/contact' },
] as const;

export interface NavigationSample {
  from: string;
  to: string;
  /** Click to the next page's LCP, after a hover. */
  hoveredMs: number;
  /** Its fastest and slowest run. */
  hoveredRangeMs: [number, number];
  /** The same without the hover. */
  coldMs: number;
  servedFromPrefetch: boolean;
  /** The blank page's click to the next blank page after a hover, in the runs beside these. */
  blankMs: number;
  /** Its fastest and slowest run. */
  blankRangeMs: [number, number];
  blankServedFromPrefetch: boolean;
}

const MOBILE = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, offline: false };

/** Throttles `page` as Lighthouse's mobile preset does (network and CPU); the interaction bench's pages too. */
export async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Preload.enable');
  return cdp;
}

/** The LCP of the page now shown, from its own buffered entries (ms since its navigation started), and how it was delivered. */
const landed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ lcp: number; deliveryType: string }>((resolve) => {
        const deliveryType = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType ?? '';
        new PerformanceObserver((list) => resolve({ lcp: list.getEntries().at(-1)!.startTime, deliveryType })).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

async function click(page: Page, origin: string, from: string, to: string, hover: boolean) {
  await page.goto(`${origin}${from}`, { waitUntil: 'load' });
  const cdp = await throttled(page);
  const link = page.locator(`a[href="${to}"]`).first();
  await link.scrollIntoViewIfNeeded();
  if (hover) {
    const ready = new Promise<void>((resolve) =>
      cdp.on('Preload.prefetchStatusUpdated', (e: { prefetchUrl: string; status: string }) => e.prefetchUrl === `${origin}${to}` && e.status === 'Ready' && resolve()),
    );
    await link.hover();
    await Promise.race([ready, page.waitForTimeout(10_000)]);
    await link.click();
  } else {
    await link.evaluate((a: HTMLAnchorElement) => a.click()); // a click with no pointer before it: no intent to speculate on
  }
  await page.waitForURL(`${origin}${to}`, { waitUntil: 'load' });
  return landed(page);
}

/** Where a click landed: the next page's LCP, and whether it came from the prefetch. */
interface Landed {
  lcp: number;
  prefetched: boolean;
}

/** Where a click starts and goes: `from` and `to` are paths on `origin`. */
interface Click {
  origin: string;
  from: string;
  to: string;
}

export async function measureNavigations(site: string, blank: Click, runs: number, executablePath: string, args: string[]): Promise<NavigationSample[]> {
  const browser = await chromium.launch({ executablePath, args });
  /** One click in a fresh desktop-sized context: its LCP, and whether the page came from the prefetch. */
  const once = async ({ origin, from, to }: Click, hover: boolean): Promise<Landed> => {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    try {
      const { lcp, deliveryType } = await click(await context.newPage(), origin, from, to, hover);
      return { lcp, prefetched: deliveryType === 'navigational-prefetch' };
    } finally {
      await context.close();
    }
  };
  try {
    const samples: NavigationSample[] = [];
    for (const { from, to } of NAVIGATIONS) {
      const hovered: Landed[] = [];
      const cold: Landed[] = [];
      const blanks: Landed[] = [];
      for (let run = 0; run < runs; run++) {
        blanks.push(await once(blank, true));
        hovered.push(await once({ origin: site, from, to }, true));
        cold.push(await once({ origin: site, from, to }, false));
      }
      const lcp = (clicks: Landed[]) => Math.round(median(clicks.map((c) => c.lcp)));
      const lcpRange = (clicks: Landed[]) => range(clicks.map((c) => Math.round(c.lcp)));
      samples.push({
        from,
        to,
        hoveredMs: lcp(hovered),
        hoveredRangeMs: lcpRange(hovered),
        coldMs: lcp(cold),
        servedFromPrefetch: hovered.every((c) => c.prefetched),
        blankMs: lcp(blanks),
        blankRangeMs: lcpRange(blanks),
        blankServedFromPrefetch: blanks.every((c) => c.prefetched),
      });
    }
    return samples;
  } finally {
    await browser.close();
  }
}
