/**
 * `npm run bench`: builds, serves dist/ as a CDN would (compressed ahead of the
 * first visitor, hashed assets cached for a year), and measures every route with
 * Lighthouse (mobile preset with its default simulated throttling, each run beside a run of
 * a blank page, alternately; and desktop; medians of 3 runs), the compressed bytes each route and each embed loads, and
 * how long a click on an internal link takes (build/navigation-bench.ts), how long a
 * tap or a key takes to answer (build/interaction-bench.ts; these two in medians of 9), what each route costs the browser's main thread in CPU
 * time beside the blank page (build/main-thread-bench.ts), and how long the build took.
 * Writes bench/report.json and bench/report.md, puts the tables in the README,
 * and exits non-zero when a budget is missed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildSite } from './build';
import { buildBudgets, byteBudgets, firstWindowBytes, lighthouseBudgets, navigationBudgets } from './budgets';
import { embedWeight, islandWeight, kb, routeWeight, type Sizes } from './bytes';
import { serveBenchPages } from './bench-pages';
import { simulatedFcpParts } from './fcp-parts';
import { measureInteractions, type InteractionSample } from './interaction-bench';
import { AFTER_LOAD_MS, measureMainThread, type MainThreadSample, type MainThreadWork } from './main-thread-bench';
import { median, medianOfEach } from './medians';
import { measureNavigations, type NavigationSample } from './navigation-bench';
import { responseBytes } from './first-window';
import { routes } from './routes';
import { serve } from './serve';
import { startNginx } from './web-servers';
import { root } from './widget-styles';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Clicks and taps are quick to measure (a run of each in about 15 s) and one of them varies by more than its budget
 * (the FAQ tap 32-80 ms in 9 runs of the same page, Event Timing's 8 ms steps): three times as many runs, so that a
 * median says the page and not the run (two medians of three runs of the same code, minutes apart: a click 108 ms apart).
 */
const EVENT_RUNS = RUNS * 3;
const dist = join(root, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of how fast the machine's CPU was during the run (higher is faster): its simulated throttling scales by it. */
  benchmarkIndex: number;
  /** The simulated FCP's parts (build/fcp-parts.ts): until the document has arrived, its first parse task, its first style, layout and paint. */
  fcpNetworkMs: number;
  fcpParseMs: number;
  fcpRenderMs: number;
}

async function measure(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Sample> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`${url} (${preset}): Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  // A run Lighthouse could not finish has no parts either (measureSound runs it again).
  const parts = runtimeError ? { fcp: Number.NaN, network: Number.NaN, parse: Number.NaN, render: Number.NaN } : await simulatedFcpParts(result.artifacts, result.lhr.configSettings);
  if (Math.abs(parts.fcp - (audits['first-contentful-paint']?.numericValue ?? Number.NaN)) > 1) console.warn(`${url} (${preset}): FCP simulated again ${parts.fcp} ms, not Lighthouse's`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(value('speed-index')),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    fcpNetworkMs: parts.network,
    fcpParseMs: parts.parse,
    fcpRenderMs: parts.render,
  };
}

/**
 * A run Lighthouse could not finish (a metric it reports as NaN, with a runtime error) says
 * nothing about the page: it is run again, up to twice, and its error printed.
 */
async function measureSound(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const sample = await measure(url, port, preset);
    if (Object.values(sample).every(Number.isFinite) || attempt === 3) return sample;
    console.warn(`${url} (${preset}): Lighthouse could not finish run ${attempt} (a metric is missing); running it again`);
  }
}

/** What the route's mobile figures miss: its scores by themselves, its times beyond the blank page's beside it. */
function misses(path: string, s: Sample, blank: Sample): string[] {
  const b = lighthouseBudgets;
  const out: string[] = [];
  if (s.performance < b.performance) out.push(`${path}: Performance ${s.performance} < ${b.performance}`);
  if (s.accessibility < b.accessibility) out.push(`${path}: Accessibility ${s.accessibility} < ${b.accessibility}`);
  if (s.bestPractices < b.bestPractices) out.push(`${path}: Best Practices ${s.bestPractices} < ${b.bestPractices}`);
  if (s.seo < b.seo) out.push(`${path}: SEO ${s.seo} < ${b.seo}`);
  const over = (name: string, route: number, floor: number, budget: number) => {
    if (route - floor > budget) out.push(`${path}: ${name} ${route} ms, ${route - floor} ms over the blank page's ${floor} ms > ${budget} ms`);
  };
  over('FCP', s.fcpMs, blank.fcpMs, b.fcpOverBlankMs);
  over('LCP', s.lcpMs, blank.lcpMs, b.lcpOverBlankMs);
  over('TBT', s.tbtMs, blank.tbtMs, b.tbtOverBlankMs);
  if (s.cls > b.cls) out.push(`${path}: CLS ${s.cls} > ${b.cls}`);
  return out;
}

/** A CDN has every file compressed before the first visitor asks: so does our server, once each file is asked for. */
async function warm(origin: string) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|css|js|json|svg|xml|txt)$/.test(f));
  for (const file of files) {
    const path = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\/$/, '')}`;
    for (const encoding of ['br', 'gzip']) await (await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } })).arrayBuffer();
  }
}

async function main() {
  // The build, timed like every other figure: a median of RUNS, since one build alone can take half as long again
  // (the first after an install reads node_modules from disk; 4.5-7.6 s for the same code here).
  const buildRuns: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const buildStarted = performance.now();
    await buildSite();
    buildRuns.push(Number(((performance.now() - buildStarted) / 1000).toFixed(1)));
  }
  const buildSeconds = median(buildRuns);
  // `/` as it goes out from the shipped nginx configuration, its headers with it: does it fit the first window?
  const nginx = await startNginx();
  const firstWindow = await responseBytes(`${nginx.url}/`).finally(() => nginx.stop());
  if (firstWindow.sent['content-encoding'] !== 'br') throw new Error(`nginx sent / with content-encoding '${firstWindow.sent['content-encoding']}', not the build's brotli file`);
  const server = await serve({ dist, port: 0, outboxFile: join(root, 'outbox/bench.jsonl') });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  await warm(origin);
  const benchPages = await serveBenchPages(origin);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });

  const pages = routes.filter((r) => r.indexed);
  let blankDesktop: Sample | undefined;
  const rows: {
    path: string;
    mobile: Sample;
    /** The blank page's mobile figures, from the runs alternating with this route's. */
    blank: Sample;
    desktop: Sample;
    bytes: { html: Sizes; js: Sizes; css: Sizes; images: Sizes; fonts: Sizes };
    jsWhenNeeded: Sizes;
  }[] = [];
  let navigations: NavigationSample[] = [];
  let interactions: InteractionSample[] = [];
  let mainThread: MainThreadSample[] = [];
  try {
    try {
      const runs = async (url: string, preset: 'mobile' | 'desktop') => {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) samples.push(await measureSound(url, chrome.port, preset));
        return medianOfEach(samples);
      };
      /** The route's mobile runs, each after one of the blank page: the machine's slow minutes fall on both alike. */
      const besideBlank = async (url: string) => {
        const blank: Sample[] = [];
      const route: Sample[] = [];
        for (let run = 0; run < RUNS; run++) {
          blank.push(await measureSound(benchPages.blank, chrome.port, 'mobile'));
          route.push(await measureSound(url, chrome.port, 'mobile'));
        }
        return { blank: medianOfEach(blank), mobile: medianOfEach(route) };
      };
      const print = (name: string, m: Sample, blank: Sample) =>
        console.log(`${name.padEnd(32)} mobile perf ${m.performance} FCP ${m.fcpMs} ms (blank ${blank.fcpMs}) LCP ${m.lcpMs} ms (blank ${blank.lcpMs}) TBT ${m.tbtMs} ms (blank ${blank.tbtMs}) CLS ${m.cls}`);
      blankDesktop = await runs(benchPages.blank, 'desktop');
      for (const route of pages) {
        const { files: _files, ...bytes } = routeWeight(dist, route.file);
        const { blank, mobile } = await besideBlank(`${origin}${route.path}`);
        rows.push({ path: route.path, mobile, blank, desktop: await runs(`${origin}${route.path}`, 'desktop'), bytes, jsWhenNeeded: islandWeight(dist, route.file) });
        print(route.path, mobile, blank);
      }
    } finally {
      await chrome.kill();
      await benchPages.close();
    }
    const blankPages = await serveBenchPages(origin);
    try {
      navigations = await measureNavigations(origin, { origin: blankPages.url, from: new URL(blankPages.blank).pathname, to: blankPages.nextBlankPath }, EVENT_RUNS, CHROMIUM, CHROMIUM_FLAGS);
      mainThread = await measureMainThread(origin, pages.map((r) => r.path), blankPages.blank, RUNS, CHROMIUM, CHROMIUM_FLAGS);
    } finally {
      await blankPages.close();
    }
    for (const n of navigations) console.log(`${n.from} -> ${n.to}`.padEnd(32), `click to LCP ${n.hoveredMs} ms after a hover (prefetched: ${n.servedFromPrefetch}; blank to blank ${n.blankMs} ms), ${n.coldMs} ms without`);
    interactions = await measureInteractions(origin, EVENT_RUNS, CHROMIUM, CHROMIUM_FLAGS);
    for (const i of interactions) console.log(`${i.name}: longest event ${i.latencyMs} ms (blank ${i.blankMs} ms)`);
    for (const m of mainThread) console.log(`${m.path}`.padEnd(32), `main thread ${m.route.total} ms of CPU (blank ${m.blank.total} ms)`);
  } finally {
    server.close();
  }

  const embedFiles = { 'embed/enquiry-form.js': byteBudgets.enquiryFormEmbed, 'embed/services-grid.js': byteBudgets.servicesGridEmbed, 'embed/cairn.js': byteBudgets.allWidgetsEmbed };
  const embeds = Object.fromEntries(Object.keys(embedFiles).map((e) => [e, embedWeight(dist, e)]));
  const home = rows.find((r) => r.path === '/')!;
  const failures = [
    ...rows.flatMap((r) => misses(r.path, r.mobile, r.blank)),
    ...(home.bytes.js.gzip > byteBudgets.homeJs ? [`home JS before any interaction ${kb(home.bytes.js.gzip)} > ${kb(byteBudgets.homeJs)}`] : []),
    ...Object.entries(embedFiles).flatMap(([file, budget]) => (embeds[file]!.gzip > budget ? [`${file} ${kb(embeds[file]!.gzip)} > ${kb(budget)}`] : [])),
    ...navigations.flatMap((n) => [
      ...(n.servedFromPrefetch === navigationBudgets.servedFromPrefetch ? [] : [`${n.from} -> ${n.to}: not served from the prefetch`]),
      ...(n.blankServedFromPrefetch ? [] : [`the blank page's click: not served from the prefetch, so no comparison for ${n.from} -> ${n.to}`]),
      ...(n.hoveredMs - n.blankMs > navigationBudgets.clickToLcpOverBlankMs
        ? [`${n.from} -> ${n.to}: click to LCP ${n.hoveredMs} ms, ${n.hoveredMs - n.blankMs} ms over blank to blank's ${n.blankMs} ms > ${navigationBudgets.clickToLcpOverBlankMs} ms`]
        : []),
    ]),
    ...interactions.flatMap((i) =>
      i.latencyMs - i.blankMs > i.budgetOverBlankMs ? [`${i.name}: longest event ${i.latencyMs} ms, ${i.latencyMs - i.blankMs} ms over the blank page's ${i.blankMs} ms > ${i.budgetOverBlankMs} ms`] : [],
    ),
    ...(firstWindow.total > firstWindowBytes ? [`/ as deploy/nginx.conf serves it: ${firstWindow.total} B with its headers > ${firstWindowBytes} B`] : []),
    ...(buildSeconds > buildBudgets.seconds ? [`the build took ${buildSeconds} s > ${buildBudgets.seconds} s`] : []),
  ];

  // The same pages scored TBT 0 ms on one day and 170-370 ms on another on this kind of machine: the CPU it was given says why.
  const benchmarkIndex = median(rows.map((r) => r.mobile.benchmarkIndex));
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB (Lighthouse's CPU benchmark index ${benchmarkIndex}), Node ${process.version}, Lighthouse ${lighthouseVersion()}, Chromium (Debian)`;
  const date = new Date().toISOString().slice(0, 10);
  const b = lighthouseBudgets;
  const overBlank = (route: number, blank: number) => `${route - blank >= 0 ? '+' : '−'}${Math.abs(route - blank)} ms`;
  const overBlankCpu = (route: number, blank: number) => overBlank(Math.round((route - blank) * 10) / 10, 0);
  /** A figure's runs, the fastest to the slowest. */
  const runsRange = ([fastest, slowest]: [number, number]) => `(${fastest}–${slowest})`;
  const byKind = (w: MainThreadWork) => [w.parse, w.style, w.layout, w.paint, w.script, w.other].join(' | ');
  const table = [
    `Taken ${date} on ${machine}; medians of ${RUNS} runs. Bytes are gzip (brotli in brackets).`,
    `Each route's mobile runs alternate with a blank page's (a heading, a \`<details>\`, a link; no style, no script) in the same browser: "blank" is the median of the blank page's runs beside that route's, "Δ" what the route takes beyond it.`,
    `Budgets (build/budgets.ts), mobile, every route: performance ${b.performance}, FCP and LCP within ${b.fcpOverBlankMs} ms of the blank page's, TBT within ${b.tbtOverBlankMs} ms, CLS ${b.cls.toFixed(2)}; JavaScript on \`/\` before any scroll or interaction ≤ ${kb(byteBudgets.homeJs)}; \`/\` with its headers in the first window, ${firstWindowBytes.toLocaleString('en')} B.`,
    '',
    '| route | mobile perf | FCP | blank | Δ | LCP | blank | Δ | TBT | blank | Δ | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ path, mobile: m, blank: z }) =>
        `| \`${path}\` | ${m.performance} | ${m.fcpMs} ms | ${z.fcpMs} ms | ${overBlank(m.fcpMs, z.fcpMs)} | ${m.lcpMs} ms | ${z.lcpMs} ms | ${overBlank(m.lcpMs, z.lcpMs)} | ${m.tbtMs} ms | ${z.tbtMs} ms | ${overBlank(m.tbtMs, z.tbtMs)} | ${m.cls.toFixed(2)} |`,
    ),
    '',
    "Lighthouse does not time the first paint: it simulates a phone from its run's trace (build/fcp-parts.ts says how). Its FCP is the document's arrival, then the first task that parsed the HTML at 4 times its wall-clock length, then the first style, layout and paint at 2 times theirs. Each route's parts (medians), and what each takes beyond the blank page's beside it:",
    '',
    '| route | FCP | document | first parse | first style, layout, paint | blank: document / parse / render | Δ document / parse / render |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ path, mobile: m, blank: z }) =>
        `| \`${path}\` | ${m.fcpMs} ms | ${m.fcpNetworkMs} ms | ${m.fcpParseMs} ms | ${m.fcpRenderMs} ms | ${z.fcpNetworkMs} / ${z.fcpParseMs} / ${z.fcpRenderMs} ms | ${[overBlank(m.fcpNetworkMs, z.fcpNetworkMs), overBlank(m.fcpParseMs, z.fcpParseMs), overBlank(m.fcpRenderMs, z.fcpRenderMs)].join(' / ')} |`,
    ),
    '',
    `What each route asks of the main thread while it loads (Chromium unthrottled, Lighthouse's phone window, each load in a renderer of its own, until ${AFTER_LOAD_MS / 1000} s after the load; medians of ${RUNS} runs, each beside a run of the blank page): its CPU time, steadier than the wall-clock time Lighthouse multiplies (build/main-thread-bench.ts says why).`,
    '',
    '| route | main thread, CPU | blank | Δ | parse | style | layout | paint | script | other |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...mainThread.map(({ path, route: w, blank: z }) => `| \`${path}\` | ${w.total} ms | ${z.total} ms | ${overBlankCpu(w.total, z.total)} | ${byKind(w)} |`),
    ...mainThread.slice(-1).map(({ blank: z }) => `| the blank page (beside the last route) | ${z.total} ms | | | ${byKind(z)} |`),
    '',
    '| route | desktop perf | a11y | best pr. | SEO | HTML | JS at start | JS when needed | CSS files | images |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| for comparison: the blank page | ${blankDesktop!.performance} | | | | | | | | |`,
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.desktop.performance} | ${r.mobile.accessibility} | ${r.mobile.bestPractices} | ${r.mobile.seo} | ${kb(r.bytes.html.gzip)} | ${kb(r.bytes.js.gzip)} (${kb(r.bytes.js.brotli)}) | ${kb(r.jsWhenNeeded.gzip)} | ${kb(r.bytes.css.gzip)} | ${kb(r.bytes.images.gzip)} |`,
    ),
    '',
    `\`/\` as deploy/nginx.conf serves it (brotli): headers ${firstWindow.headers.toLocaleString('en')} B and body ${firstWindow.body.toLocaleString('en')} B, ${firstWindow.total.toLocaleString('en')} B of the first window's ${firstWindowBytes.toLocaleString('en')} B.`,
    '',
    '| embed | everything it loads to show (and send), gzip | brotli | budget |',
    '| --- | --- | --- | --- |',
    ...Object.entries(embedFiles).map(
      ([file, budget]) => `| \`${file}\`${file.endsWith('cairn.js') ? ' (all ten widgets)' : ''} | ${kb(embeds[file]!.gzip)} | ${kb(embeds[file]!.brotli)} | ${kb(budget)} |`,
    ),
    '',
    `Clicks and taps: medians of ${EVENT_RUNS} runs, each beside a run of the blank page's; in brackets the fastest and the slowest run, how far this machine moved them (the blank page's as much as the route's).`,
    '',
    '| click on an internal link (mobile throttling) | after a hover: click to LCP | blank page to blank page | Δ | served from the prefetch | without a hover | budget |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...navigations.map(
      (n) =>
        `| \`${n.from}\` → \`${n.to}\` | ${n.hoveredMs} ms ${runsRange(n.hoveredRangeMs)} | ${n.blankMs} ms ${runsRange(n.blankRangeMs)} | ${overBlank(n.hoveredMs, n.blankMs)} | ${n.servedFromPrefetch ? 'yes' : 'no'} | ${n.coldMs} ms | Δ ≤ ${navigationBudgets.clickToLcpOverBlankMs} ms, prefetched |`,
    ),
    '',
    "| a tap or a key (CPU slowed 4x, mobile network) | longest event (as INP measures) | a blank page's `<details>` | Δ | budget |",
    '| --- | --- | --- | --- | --- |',
    ...interactions.map((i) => `| ${i.name} | ${i.latencyMs} ms ${runsRange(i.rangeMs)} | ${i.blankMs} ms ${runsRange(i.blankRangeMs)} | ${overBlank(i.latencyMs, i.blankMs)} | Δ ≤ ${i.budgetOverBlankMs} ms |`),
    '',
    `The build (\`buildSite()\`, dist/ written and checked): ${buildSeconds} s, the median of ${buildRuns.join(' s, ')} s; budget ${buildBudgets.seconds} s.`,
    '',
    failures.length ? `Budgets missed:\n${failures.map((f) => `- ${f}`).join('\n')}` : 'Every budget met.',
  ].join('\n');

  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify({ date, machine, runs: RUNS, eventRuns: EVENT_RUNS, buildSeconds, buildRuns, blankPageDesktop: blankDesktop, routes: rows, firstWindow: { headers: firstWindow.headers, body: firstWindow.body, total: firstWindow.total }, embeds, navigations, interactions, mainThread, failures }, null, 2)}\n`);
  writeFileSync(join(root, 'bench/report.md'), `${table}\n`);
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  writeFileSync(join(root, 'README.md'), readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));
  console.log(`\n${table}`);
  if (failures.length) process.exit(1);
}


function lighthouseVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version as string;
}

await main();
