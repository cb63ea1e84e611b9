/**
 * How long a tap or a key takes to answer, for `npm run bench`: Chromium with its CPU slowed 4x and its
 * network throttled as Lighthouse's mobile preset does opens a page, and the visitor does one
 * thing. The figure is the longest Event Timing duration of that interaction: from the input to
 * the next frame painted after every handler ran, the same measure as INP.
 *
 * Event Timing reports only events of 16 ms or more: an interaction with none reported answered
 * in under 16 ms (`latencyMs: null`). The first row, a blank page's `<details>`, shows what the
 * measure gives for a page that does nothing: the headless browser's own frame timing and the
 * slowed CPU, which every figure includes. (`npm run bench` gives Lighthouse's figures for a blank page too: build/bench-pages.ts.)
 */
import { chromium, type Page } from 'playwright-core';
import { serveBenchPages } from './bench-pages';
import { throttled } from './navigation-bench';

export interface InteractionSample {
  name: string;
  /** The longest Event Timing duration of the interaction, median of the runs; null: under 16 ms. */
  latencyMs: number | null;
  /** Measured for comparison only, not one of the site's: no budget. */
  reference: boolean;
}

const PHONE = { width: 360, height: 740 };

/** Starts keeping every Event Timing entry of an interaction (16 ms and over, the least Chromium reports). */
const observeEvents = (page: Page) =>
  page.evaluate(() => {
    const kept: number[] = ((window as unknown as { benchEvents: number[] }).benchEvents = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) if (entry.interactionId) kept.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });

/** The longest duration kept, once the frame after the interaction has painted and the observer has heard of it. */
const longestEvent = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500)));
    const kept = (window as unknown as { benchEvents: number[] }).benchEvents;
    return kept.length ? Math.max(...kept) : null;
  });

interface Interaction {
  name: string;
  reference?: true;
  /** Opens the page (throttled) and does the one thing; returns the interaction's longest event. */
  run: (page: Page, urls: { site: string; blank: string; popup: string }) => Promise<number | null>;
}

/** The page as a visitor on a slow phone gets it, loaded and its scripts run. */
async function open(page: Page, url: string) {
  await throttled(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await observeEvents(page);
}

export const INTERACTIONS: Interaction[] = [
  {
    // What the same measure gives on a page with nothing on it: how much of each figure below is the page's.
    name: 'For comparison, open a `<details>` on a blank page',
    reference: true,
    async run(page, { blank }) {
      await open(page, blank);
      await page.tap('summary');
      return longestEvent(page);
    },
  },
  {
    name: 'Open the menu on `/` (360 px)',
    async run(page, { site }) {
      await open(page, `${site}/`);
      await page.tap('#menu-button');
      return longestEvent(page);
    },
  },
  {
    name: 'Open an FAQ answer on `/services/web-development`',
    async run(page, { site }) {
      await open(page, `${site}/services/web-development`);
      const question = page.locator('cairn-faq summary').first();
      await question.scrollIntoViewIfNeeded();
      await question.tap();
      return longestEvent(page);
    },
  },
  {
    name: 'First keystroke in the form on `/contact` while its script arrives',
    async run(page, { site }) {
      // The form's script is held back until the key is pressed: the visitor types into the pre-rendered form.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/enquiry-form-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await throttled(page);
      await page.goto(`${site}/contact`, { waitUntil: 'domcontentloaded' });
      await observeEvents(page);
      const name = page.locator('cairn-enquiry-form input[name=name]');
      await name.focus();
      if (await page.evaluate(() => customElements.get('cairn-enquiry-form') !== undefined)) throw new Error('the form script ran before the keystroke');
      await page.keyboard.press('M');
      const latency = await longestEvent(page);
      release();
      return latency;
    },
  },
  {
    name: "Open the popup form on a partner's page",
    async run(page, { popup }) {
      await open(page, popup);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      await page.tap('#talk');
      await page.waitForFunction(() => document.getElementById('popup')?.shadowRoot?.querySelector('dialog')?.open === true);
      return longestEvent(page);
    },
  },
];

const median = (values: (number | null)[]) => [...values].sort((a, b) => (a ?? 0) - (b ?? 0))[Math.floor(values.length / 2)]!;

export async function measureInteractions(site: string, runs: number, executablePath: string, args: string[]): Promise<InteractionSample[]> {
  const partner = await serveBenchPages(site);
  const browser = await chromium.launch({ executablePath, args });
  try {
    const samples: InteractionSample[] = [];
    for (const interaction of INTERACTIONS) {
      const latencies: (number | null)[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        try {
          latencies.push(await interaction.run(await context.newPage(), { site, blank: partner.blank, popup: partner.popup }));
        } finally {
          await context.close();
        }
      }
      samples.push({ name: interaction.name, latencyMs: median(latencies), reference: interaction.reference ?? false });
    }
    return samples;
  } finally {
    await browser.close();
    await partner.close();
  }
}
