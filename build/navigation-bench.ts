/**
 * How instant a click inside the site is, for `npm run bench`: Chromium throttled
 * as Lighthouse's mobile preset (150 ms round trips, 1.6 Mbit/s, a 4x slower CPU)
 * opens a page; the visitor hovers an internal link until the browser has fetched
 * it ahead (speculation rules), then clicks. We time the click to the next page's
 * largest contentful paint, and note whether the page came from the prefetch. The
 * same link clicked without any hover first (no intent shown) is the comparison.
 * (Chromium never activates a prerender while automation is attached: this is the
 * prefetch alone, the slower of the two.)
 */
import { chromium, type Page } from 'playwright-core';

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
  /** The same without the hover. */
  coldMs: number;
  servedFromPrefetch: boolean;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureNavigations(origin: string, runs: number, executablePath: string, args: string[]): Promise<NavigationSample[]> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const samples: NavigationSample[] = [];
    for (const { from, to } of NAVIGATIONS) {
      const hovered: number[] = [];
      const cold: number[] = [];
      const delivered: string[] = [];
      for (let run = 0; run < runs; run++) {
        for (const hover of [true, false]) {
          const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
          try {
            const { lcp, deliveryType } = await click(await context.newPage(), origin, from, to, hover);
            (hover ? hovered : cold).push(lcp);
            if (hover) delivered.push(deliveryType);
          } finally {
            await context.close();
          }
        }
      }
      samples.push({ from, to, hoveredMs: Math.round(median(hovered)), coldMs: Math.round(median(cold)), servedFromPrefetch: delivered.every((d) => d === 'navigational-prefetch') });
    }
    return samples;
  } finally {
    await browser.close();
  }
}
