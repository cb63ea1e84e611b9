/**
 * `npm run dev`: a live preview of the site at http://localhost:4173/ (PORT to change it).
 *
 *   - a saved change to widgets/content/ is checked (build/content-check.ts), its pages are
 *     re-rendered alone by a pre-renderer kept running, checked (build/page-check.ts) and
 *     served, and open pages reload themselves (build/live-reload.ts). Those pages load no widget
 *     scripts: the scripts carry text too, and until the full build that follows in the background
 *     has rebuilt them, they would redraw the old text; its pages, with scripts, reload again;
 *   - any other change under widgets/, host/ or public/ runs the full build (`build.ts --dev`,
 *     in a process of its own, so it reads every file afresh) and then reloads the pages;
 *     this process puts each finished build in place, so its own writes and the swap never meet;
 *     full builds run one at a time, and one that a later save has overtaken reports no failure
 *     (build/dev-builds.ts);
 *   - a broken save changes nothing that is served: open pages show what is wrong (file, line,
 *     message) until the next good save, which reloads them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { PageBuild } from './build';
import { checkContent } from './content-check';
import { fullBuilds, oneAtATime } from './dev-builds';
import { liveReload } from './live-reload';
import { root } from './widget-styles';

const port = Number(process.env.PORT ?? 4173);
const dist = join(root, 'dist');
/** Several files change at once when an editor saves: one rebuild for all of them. */
const SETTLE_MS = 60;
/** The full build's nice value (0 is everyone's, 19 the lowest): it yields the processor to this process's re-renders. */
const BUILD_NICENESS = 10;

const preview = liveReload();
let page: PageBuild | null = null;
let pageServer: ViteDevServer | null = null;
/** The full build running now, if any: stopped with this process. */
let child: ChildProcess | null = null;

/** The full build, in a child process, put in place: its page settings on success, else what it printed. */
function fullBuild(): Promise<{ page: PageBuild } | { failure: string }> {
  return new Promise((resolve) => {
    child = fork(join(root, 'build/build.ts'), ['--dev'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    // Behind a save's own re-render for the processor: the text someone just saved shows first, however busy the machine.
    try {
      setPriority(child.pid!, BUILD_NICENESS);
    } catch {}
    let stderr = '';
    let built: PageBuild | null = null;
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.on('message', (message) => (built = message as PageBuild));
    // 'close', not 'exit': by then everything it wrote to stderr has arrived.
    child.on('close', async () => {
      child = null;
      if (!built) return resolve({ failure: stderr.trim() || 'The build stopped without a message.' });
      (await import('./build')).putInPlace();
      resolve({ page: built });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child?.kill();
    process.exit(130);
  });
}

const builds = fullBuilds<PageBuild>({
  build: fullBuild,
  async use(built, contentSavedSince) {
    await usePageBuild(built);
    // Content saved while it built: its pages are older than what was saved.
    return !contentSavedSince || (await renderContentInTurn());
  },
  problem: preview.problem,
  reload: preview.reload,
});

/** The pre-renderer for content changes, made anew when a full build changes what pages link. */
async function usePageBuild(next: PageBuild) {
  const changed = !page || JSON.stringify(next.define) !== JSON.stringify(page.define) || JSON.stringify(next.styles) !== JSON.stringify(page.styles);
  page = next;
  if (!changed && pageServer) return;
  await pageServer?.close();
  const { createPageServer, renderPages } = await import('./build');
  pageServer = await createPageServer(page.define);
  // A first render and check, thrown away: the first save then finds every module compiled and loaded.
  const { checkHtml } = await import('./page-check');
  await checkHtml((await renderPages(pageServer, page)).map(({ route, html }) => ({ path: route.path, html })), () => true);
}

/**
 * Checks the content, re-renders its pages and checks them, then writes them into dist/: false
 * (and the problem shown) when the content or a page is wrong, and then nothing is written.
 * One at a time, in the order asked (a save, a full build put to use): on a busy machine the check
 * of a broken save could otherwise end after the render of the save that mended it, and show its
 * problem over the mended pages.
 */
const renderContentInTurn = oneAtATime(renderContent);
async function renderContent(): Promise<boolean> {
  const lap = stopwatch('content check');
  const problems = await checkContent();
  if (problems.length) {
    preview.problem(problems.join('\n\n'));
    return false;
  }
  if (!page || !pageServer) return false;
  try {
    lap('render');
    const { renderPages } = await import('./build');
    // No widget scripts until the full build has rebuilt them with this text (see the top).
    const pages = await renderPages(pageServer, { ...page, islandScripts: {} });
    lap('page check');
    const { checkHtml, fileIn } = await import('./page-check');
    const pageProblems = await checkHtml(
      pages.map(({ route, html }) => ({ path: route.path, html })),
      fileIn(dist),
    );
    if (pageProblems.length) {
      preview.problem(`A page is not right:\n${pageProblems.join('\n')}`);
      return false;
    }
    lap('write');
    // Each page replaced whole (a rename), so a request never gets half of one. Its brotli file (for nginx and Caddy,
    // build/build.ts) would be the old text: gone until the full build that follows writes it again.
    for (const { route, html } of pages) {
      const file = join(dist, route.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.next`, html);
      renameSync(`${file}.next`, file);
      rmSync(`${file}.br`, { force: true });
    }
    lap('');
    return true;
  } catch (error) {
    preview.problem((error as Error).message);
    return false;
  }
}

/** Times the steps of a content save, for the log: `lap('next step')` ends the one before. */
function stopwatch(first: string) {
  const times: string[] = [];
  let [name, since] = [first, Date.now()];
  return (next: string) => {
    times.push(`${name} ${Date.now() - since} ms`);
    [name, since] = [next, Date.now()];
    if (!next) console.log(`    ${times.join(', ')}`);
  };
}

/** Makes the pre-renderer read these files afresh (and whatever imports them). */
function forget(files: string[]) {
  const graph = pageServer?.environments.ssr.moduleGraph;
  for (const file of files) for (const module of graph?.getModulesByFile(file) ?? []) graph!.invalidateModule(module, new Set(), Date.now(), true);
}

const initial = await fullBuild();
if ('page' in initial) await usePageBuild(initial.page);
else preview.problem(initial.failure);
const { serve } = await import('./serve');
const server = await serve({ dist, port, outboxFile: join(root, 'outbox/enquiries.jsonl'), preview });
const address = server.address();
console.log(`\n  Site: http://localhost:${typeof address === 'object' && address ? address.port : port}/ (a live preview: pages follow every save)\n`);

let changed = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
// Each folder watched on its own, not one recursive watch a tree: on Linux, Node 20's recursive watch loses a file that
// an editor saves by writing a new file and renaming it over the old (vim, JetBrains' safe write, sed -i), so only the
// first such save was seen. A folder's own watch names whatever is renamed into it. (A folder added later is not watched.)
const folders = ['widgets', 'host', 'public'].flatMap((top) => [
  join(root, top),
  ...readdirSync(join(root, top), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name)),
]);
for (const folder of folders) {
  watch(folder, (_event, file) => {
    if (!file || /\.test\.tsx?$/.test(file) || /(^|\/)\.|~$|\.sw.$/.test(file)) return;
    changed.add(join(folder, file));
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const files = [...changed];
      changed = new Set();
      forget(files);
      const content = files.every((file) => relative(root, file).startsWith('widgets/content/'));
      builds.saved(content);
      if (!page || !content) return builds.queue();
      const started = Date.now();
      if (!(await renderContentInTurn())) return;
      preview.reload();
      console.log(`  ${files.map((file) => relative(root, file)).join(', ')}: pages served in ${Date.now() - started} ms; scripts and embed follow`);
      builds.queue();
    }, SETTLE_MS);
  });
}
