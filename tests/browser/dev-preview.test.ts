/**
 * `npm run dev` as someone changing the text uses it: the page open in the browser follows each
 * save by itself, a broken save is shown over the page while the last good pages are still
 * served, and the next good save puts everything right. Runs in a copy of the repository. In Chromium: what the dev
 * server does is the same whatever browser is open; the browser's own part (one EventSource, a reload, the problem
 * box) is tried in Chromium, Firefox and WebKit by tests/engines/live-reload.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, type RepoCopy } from '../repo-copy';
import { openPage, useBrowser, type VisitorPage } from './browser';
import { closePage } from './site';

useBrowser();

let repo: RepoCopy;
let dev: ChildProcess;
let site: string;
let page: VisitorPage;
/** What `npm run dev` printed: the end of it goes with a failure, where CI's log shows it. */
let log = '';

/** `waiting`, failing with what the dev server printed last, which tells what it was doing. */
async function withDevLog<T>(waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    const last = log.trim().split('\n').slice(-12).join('\n');
    throw new Error(`${(error as Error).message}\nnpm run dev printed, at the end:\n${last}`, { cause: error });
  }
}

beforeAll(async () => {
  repo = copyRepo();
  dev = spawn(process.execPath, ['--import', 'tsx', 'build/dev.ts'], { cwd: repo.dir, env: { ...process.env, PORT: '0' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stderr!.on('data', (chunk: Buffer) => (log += chunk));
  site = await new Promise<string>((resolve, reject) => {
    dev.stdout!.on('data', (chunk: Buffer) => {
      log += chunk;
      const url = log.match(/Site: (http:\/\/localhost:\d+)\//)?.[1];
      if (url) resolve(url);
    });
    dev.on('exit', () => reject(new Error(`npm run dev stopped:\n${log}`)));
  });
  page = await openPage();
  await page.goto(`${site}/services`);
}, 240_000);

afterAll(async () => {
  try {
    await closePage(page);
  } finally {
    // The dev server and the build it may be running: its own process group (gone already, if it stopped).
    try {
      if (dev?.pid) process.kill(-dev.pid);
    } catch {}
    repo?.remove();
  }
});

const problemBox = () => page.locator('#cairn-dev-problem');

describe('npm run dev', () => {
  it('shows a saved change to a service in the open page, without a reload by hand', async () => {
    await expect.poll(() => page.textContent('body')).toContain('Fast, accessible web applications');
    const saved = Date.now();
    repo.edit('widgets/content/services.ts', "'Fast, accessible web applications", "'Quick, accessible web applications");
    await withDevLog(page.waitForFunction(() => document.body.textContent?.includes('Quick, accessible web applications'), null, { timeout: 10_000, polling: 50 }));
    console.log(`a saved change was on screen ${Date.now() - saved} ms after the save`);
  });

  it("shows a changed testimonial, and the widget's script, built before the change, never draws the old one back", async () => {
    const home = await openPage();
    try {
      await home.goto(`${site}/`);
      repo.edit('widgets/content/testimonials.ts', "name: 'Fiona MacLeod',", "name: 'Fiona MacLeod-Grant',");
      // In the widget's shadow root, where the locator looks too.
      const named = (name: string) => home.locator('cairn-testimonials').getByText(name, { exact: true });
      await expect.poll(() => named('Fiona MacLeod-Grant').count()).toBe(1);
      // Where the testimonials' script would load and redraw them (host/islands.ts).
      await home.locator('#testimonials').scrollIntoViewIfNeeded();
      await home.waitForLoadState('networkidle');
      expect(await named('Fiona MacLeod-Grant').count()).toBe(1);
      expect(await named('Fiona MacLeod').count()).toBe(0);
    } finally {
      await closePage(home);
    }
  });

  it('shows a broken save over the page, file, line and what is wrong, and keeps serving the last good pages', async () => {
    repo.edit('widgets/content/services.ts', "name: 'Mobile Development',", "name: 'Mobile Development,");
    await withDevLog(page.waitForSelector('#cairn-dev-problem', { timeout: 10_000 }));
    const problem = await problemBox().textContent();
    expect(problem).toContain('widgets/content/services.ts:15:31: Unterminated string literal');
    expect(problem).toContain("15 |     name: 'Mobile Development,");
    const served = await fetch(`${site}/services`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('Quick, accessible web applications');
  });

  it('recovers by itself on the next good save: the problem goes and the change shows', async () => {
    repo.edit('widgets/content/services.ts', "name: 'Mobile Development,", "name: 'Mobile Apps',");
    await withDevLog(
      page.waitForFunction(() => !document.getElementById('cairn-dev-problem') && document.body.textContent?.includes('Mobile Apps'), null, { timeout: 10_000, polling: 50 }),
    );
  });

  it('follows every save of an editor that writes a new file and renames it over the old (vim, JetBrains), not only the first', async () => {
    for (const [from, to] of [
      ["'Quick, accessible web applications", "'Swift, accessible web applications"],
      ["'Swift, accessible web applications", "'Nimble, accessible web applications"],
    ]) {
      repo.edit('widgets/content/services.ts', from!, to!, { atomic: true });
      const shown = to!.slice(1);
      await withDevLog(page.waitForFunction((text) => document.body.textContent?.includes(text), shown, { timeout: 10_000, polling: 50 }));
    }
  });
});
