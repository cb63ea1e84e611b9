/**
 * What a page costs the renderer's main thread, for `npm run bench`: Chromium, unthrottled, as Lighthouse's mobile
 * preset sizes the window, loads a page under a trace, and the figure is the CPU time the main thread spent until a
 * moment after the load (`AFTER_LOAD_MS`), by kind: parsing the HTML, style, layout, paint, script, the rest. Each load
 * is in a context of its own, so its page has a renderer of its own, started for it: every task of that renderer's main
 * thread is the page's (or the engine's start, which the blank page's figure holds too). Each run follows a run of the
 * blank page (build/bench-pages.ts), whose figure is the engine's own part.
 *
 * Why beside Lighthouse: Lighthouse's simulated throttling multiplies each task's wall-clock time by four, and on a
 * shared virtual machine a task's wall-clock time is its CPU time plus whatever the host gave to others meanwhile (the
 * largest layout of /services/web-development, eight loads here: 14-96 ms of wall clock, 5-28 ms of CPU time, 2.4 to 9
 * times less). The thread's own CPU time (the trace's `tdur`) is what the page asks of the engine, steadier from run to
 * run, if not steady: where a route's time over the blank page goes, and what a change saved.
 */
import { chromium, type Browser } from 'playwright-core';
import { medianOfEach } from './medians';

/** Lighthouse's mobile preset: a Moto G Power's screen. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long after the load event the trace goes on: the host script, loaded after the first paint, and what it starts. */
export const AFTER_LOAD_MS = 1500;
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel';

export interface MainThreadWork {
  /** Every task the main thread ran, in ms of its CPU time. */
  total: number;
  parse: number;
  style: number;
  layout: number;
  paint: number;
  script: number;
  /** The tasks' time in none of the above: committing the navigation, loading, timers, collecting garbage. */
  other: number;
}

export interface MainThreadSample {
  path: string;
  route: MainThreadWork;
  /** The blank page's, from the runs alternating with this route's. */
  blank: MainThreadWork;
}

/** One event of a Chromium trace, as far as this file reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event, µs. */
  tdur?: number;
  args?: { beginData?: { url?: string; startLine?: number } };
}

/** Each kind, by the trace events that measure it (none nested in another of the list, as Chromium writes them). */
const KINDS: Record<Exclude<keyof MainThreadWork, 'total' | 'other'>, string[]> = {
  parse: ['ParseHTML'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize'],
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall'],
};

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * A trace that missed the start of the page's load: Chromium sometimes begins tracing a renderer started for a
 * navigation only after it has parsed part of the page (3 loads of 20 here: the first parse recorded from line 65 of
 * /contact's 65, and 25 ms of the main thread's 60). Such a load measures too little; it is traced again.
 */
export class IncompleteTraceError extends Error {}

/**
 * The main-thread work of the page at `url` in `events`: its renderer's main thread is the one that parsed its HTML
 * from the first line. Throws IncompleteTraceError when the trace has no such parse.
 */
export function mainThreadWork(events: TraceEvent[], url: string): MainThreadWork {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url && e.args.beginData.startLine === 0);
  if (!parse) throw new IncompleteTraceError(`the trace has no parse of ${url} from its first line`);
  const own = events.filter((e) => e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid);
  const cpu = (names: string[]) => own.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  const kinds = Object.entries(KINDS).map(([kind, names]) => [kind, cpu(names)] as const);
  const total = cpu(['RunTask']);
  const other = Math.max(0, total - kinds.reduce((sum, [, ms]) => sum + ms, 0));
  return Object.fromEntries([['total', total], ...kinds, ['other', other]].map(([key, ms]) => [key, round(ms as number)])) as unknown as MainThreadWork;
}

/** Loads `url` in a fresh phone-sized context under a trace; its main thread's work. */
async function traceLoad(browser: Browser, url: string): Promise<MainThreadWork> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadWork(events, page.url());
  } finally {
    await context.close();
  }
}

/** How many times a load whose trace missed its start is traced before that run is left out. */
const TRACES_PER_RUN = 8;

/**
 * A load whose trace missed its start (IncompleteTraceError) is traced again, up to TRACES_PER_RUN times, and said;
 * then the run is left out of the medians (undefined), and said: a small page can miss its start several times running
 * (/privacy five times at one bench, which then stopped after 25 minutes with no report).
 */
async function traceLoadSound(browser: Browser, url: string): Promise<MainThreadWork | undefined> {
  for (let attempt = 1; attempt <= TRACES_PER_RUN; attempt++) {
    try {
      return await traceLoad(browser, url);
    } catch (error) {
      if (!(error instanceof IncompleteTraceError)) throw error;
      console.warn(`${error.message} (trace ${attempt}): ${attempt < TRACES_PER_RUN ? 'tracing the load again' : 'this run is left out'}`);
    }
  }
  return undefined;
}

/** Each of `paths` on `site`, `runs` times, each run after one of the blank page at `blank`. */
export async function measureMainThread(site: string, paths: string[], blank: string, runs: number, executablePath: string, args: string[]): Promise<MainThreadSample[]> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const samples: MainThreadSample[] = [];
    for (const path of paths) {
      const route: MainThreadWork[] = [];
      const blanks: MainThreadWork[] = [];
      for (let run = 0; run < runs; run++) {
        const blankWork = await traceLoadSound(browser, blank);
        const routeWork = await traceLoadSound(browser, `${site}${path}`);
        if (blankWork) blanks.push(blankWork);
        if (routeWork) route.push(routeWork);
      }
      if (!route.length || !blanks.length) {
        console.warn(`${path}: no whole trace in ${runs} runs, left out of the main thread's table`);
        continue;
      }
      samples.push({ path, route: medianOfEach(route), blank: medianOfEach(blanks) });
    }
    return samples;
  } finally {
    await browser.close();
  }
}
