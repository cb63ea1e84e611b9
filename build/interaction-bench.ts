/**
 * How long a tap or a key takes to answer, for `npm run bench`: Chromium with its CPU slowed 4x and its
 * network throttled as Lighthouse's mobile preset does opens a page, and the visitor does one
 * thing. The figure is the longest Event Timing duration of that interaction: from the input to
 * the next frame painted after every handler ran, the same measure as INP.
 *
 * Each run of an interaction follows a run of the same tap on a blank page's `<details>`: what the measure gives for
 * a page that does nothing (the headless browser's own frame timing and the slowed CPU, which every figure includes).
 * A budget is on the difference. Event Timing reports other events from 16 ms only, but always the page's first input
 * whatever it took, and each interaction here is its page's first: so a figure under 16 ms is still a figure.
 */
import { chromium, type Page } from 'playwright-core';
import { serveBenchPages } from './bench-pages';
import { interactionBudgets } from './budgets';
import { throttled } from './navigation-bench';
import { median, range } from './medians';

export interface InteractionSample {
  name: string;
  /** The longest Event Timing duration of the interaction, median of the runs. */
  latencyMs: number;
  /** Its fastest and slowest run. */
  rangeMs: [number, number];
  /** The blank page's `<details>`, median of the runs beside these. */
  blankMs: number;
  /** Its fastest and slowest run. */
  blankRangeMs: [number, number];
  /** How much longer than the blank page's it may be. */
  budgetOverBlankMs: number;
}

const PHONE = { width: 360, height: 740 };

/**
 * Starts keeping every Event Timing entry of an interaction (16 ms and over, the least Chromium reports) and the page's
 * first input (reported whatever it took).
 */
const observeEvents = (page: Page) =>
  page.evaluate(() => {
    const kept: number[] = ((window as unknown as { benchEvents: number[] }).benchEvents = []);
    // (No named function in here: the bundler's name-keeping helper does not exist in the page.)
    for (const options of [{ type: 'event', durationThreshold: 16, buffered: true }, { type: 'first-input', buffered: true }]) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) if (entry.interactionId || entry.entryType === 'first-input') kept.push(entry.duration);
      }).observe(options as PerformanceObserverInit);
    }
  });

/** The longest duration kept, once the frame after the interaction has painted and the observers have heard of it. */
const longestEvent = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500)));
    const kept = (window as unknown as { benchEvents: number[] }).benchEvents;
    if (!kept.length) throw new Error('the browser reported no input: the tap or key did not reach the page');
    return Math.max(...kept);
  });

interface Interaction {
  name: string;
  /** How much longer than the blank page's `<details>` it may take: one frame, unless said. */
  budgetOverBlankMs?: number;
  /** Opens the page (throttled) and does the one thing; returns the interaction's longest event. */
  run: (page: Page, urls: { site: string; blank: string; popup: string }) => Promise<number>;
}

/** The page as a visitor on a slow phone gets it, loaded and its scripts run. */
async function open(page: Page, url: string) {
  await throttled(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await observeEvents(page);
}

/** What the same measure gives on a page with nothing on it: how much of each figure below is the page's. */
const BLANK: Interaction = {
  name: 'Open a `<details>` on a blank page',
  async run(page, { blank }) {
    await open(page, blank);
    await page.tap('summary');
    return longestEvent(page);
  },
};

export const INTERACTIONS: Interaction[] = [
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
    budgetOverBlankMs: interactionBudgets.popupOverBlankMs,
    async run(page, { popup }) {
      await open(page, popup);
      await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
      await page.tap('#talk');
      await page.waitForFunction(() => document.getElementById('popup')?.shadowRoot?.querySelector('dialog')?.open === true);
      return longestEvent(page);
    },
  },
];

export async function measureInteractions(site: string, runs: number, executablePath: string, args: string[]): Promise<InteractionSample[]> {
  const partner = await serveBenchPages(site);
  const browser = await chromium.launch({ executablePath, args });
  /** One run of `interaction` in a fresh phone-sized context. */
  const once = async (interaction: Interaction) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      return await interaction.run(await context.newPage(), { site, blank: partner.blank, popup: partner.popup });
    } finally {
      await context.close();
    }
  };
  try {
    const samples: InteractionSample[] = [];
    for (const interaction of INTERACTIONS) {
      const latencies: number[] = [];
      const blanks: number[] = [];
      for (let run = 0; run < runs; run++) {
        blanks.push(await once(BLANK));
        latencies.push(await once(interaction));
      }
      samples.push({
        name: interaction.name,
        latencyMs: median(latencies),
        rangeMs: range(latencies),
        blankMs: median(blanks),
        blankRangeMs: range(blanks),
        budgetOverBlankMs: interaction.budgetOverBlankMs ?? interactionBudgets.overBlankMs,
      });
    }
    return samples;
  } finally {
    await browser.close();
    await partner.close();
  }
}
