/**
 * `npm run dev` as someone changing the text uses it, in Chromium, Firefox and WebKit: the page open in the browser
 * follows each save by itself (Server-Sent Events, then a reload), a broken save is shown over the page while the last
 * good pages are still served, and the next good save puts everything right. Each engine's own dev server, in a copy
 * of the repository.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, type RepoCopy } from '../repo-copy';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, pause, waitFor } from './visitor-helpers';

/** `npm run dev` in a copy of the repository: its address, and what it printed, which goes with a failure. */
function startDev() {
  const repo: RepoCopy = copyRepo();
  const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'build/dev.ts'], { cwd: repo.dir, env: { ...process.env, PORT: '0' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  dev.stderr!.on('data', (chunk: Buffer) => (log += chunk));
  const site = new Promise<string>((resolve, reject) => {
    dev.stdout!.on('data', (chunk: Buffer) => {
      log += chunk;
      const url = log.match(/Site: (http:\/\/localhost:\d+)\//)?.[1];
      if (url) resolve(url);
    });
    dev.on('exit', () => reject(new Error(`npm run dev stopped:\n${log}`)));
  });
  return {
    repo,
    site,
    /** `waiting`, failing with what the dev server printed last, which tells what it was doing. */
    async withLog<T>(waiting: Promise<T>): Promise<T> {
      try {
        return await waiting;
      } catch (error) {
        const last = log.trim().split('\n').slice(-12).join('\n');
        throw new Error(`${(error as Error).message}\nnpm run dev printed, at the end:\n${last}`, { cause: error });
      }
    },
    stop() {
      // The dev server and the build it may be running: its own process group (gone already, if it stopped).
      try {
        if (dev.pid) process.kill(-dev.pid);
      } catch {}
      repo.remove();
    },
  };
}

/** Whether the page's text (not the widgets' shadow roots) has `text`. */
const pageHas = (visitor: Visitor, text: string) => visitor.evaluate((text) => document.body.textContent?.includes(text) ?? false, text);

/** How many elements in the testimonials' shadow root read exactly `name`. */
const testimonialsNamed = (visitor: Visitor, name: string) =>
  visitor.evaluate(
    (name) => [...(document.querySelector('cairn-testimonials')?.shadowRoot?.querySelectorAll('*') ?? [])].filter((el) => !el.children.length && el.textContent?.trim() === name).length,
    name,
  );

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);
    let dev: ReturnType<typeof startDev>;
    let site: string;
    let visitor: Visitor;
    /** Waits until the open page (reloaded by the preview) satisfies `read`, as someone watching it would, 10 s at most. */
    const shown = (read: () => Promise<boolean>) => dev.withLog(waitFor(read, true));

    beforeAll(async () => {
      dev = startDev();
      site = await dev.site;
      visitor = await browser.open(DESKTOP);
      await visitor.goto(`${site}/services`);
    }, 240_000);

    afterAll(async () => {
      try {
        await visitor?.close();
      } finally {
        dev?.stop();
      }
    });

    it('shows a saved change to a service in the open page, without a reload by hand', async () => {
      await shown(() => pageHas(visitor, 'Fast, accessible web applications'));
      const saved = Date.now();
      dev.repo.edit('widgets/content/services.ts', "'Fast, accessible web applications", "'Quick, accessible web applications");
      await shown(() => pageHas(visitor, 'Quick, accessible web applications'));
      console.log(`${engine}: a saved change was on screen ${Date.now() - saved} ms after the save`);
    });

    it("shows a changed testimonial, and the widget's script, built before the change, never draws the old one back", async () => {
      await visitor.goto(`${site}/`);
      dev.repo.edit('widgets/content/testimonials.ts', "name: 'Fiona MacLeod',", "name: 'Fiona MacLeod-Grant',");
      await shown(async () => (await testimonialsNamed(visitor, 'Fiona MacLeod-Grant')) === 1);
      // Where the testimonials' script would load and redraw them (host/islands.ts).
      await visitor.evaluate(() => document.getElementById('testimonials')!.scrollIntoView({ behavior: 'instant' }));
      await pause(1_500);
      expect(await testimonialsNamed(visitor, 'Fiona MacLeod-Grant')).toBe(1);
      expect(await testimonialsNamed(visitor, 'Fiona MacLeod')).toBe(0);
      await visitor.goto(`${site}/services`);
    });

    it('shows a broken save over the page, file, line and what is wrong, and keeps serving the last good pages', async () => {
      dev.repo.edit('widgets/content/services.ts', "name: 'Mobile Development',", "name: 'Mobile Development,");
      const problem = () => visitor.evaluate(() => document.getElementById('cairn-dev-problem')?.textContent ?? '');
      await shown(async () => (await problem()) !== '');
      expect(await problem()).toContain('widgets/content/services.ts:15:31: Unterminated string literal');
      expect(await problem()).toContain("15 |     name: 'Mobile Development,");
      const served = await fetch(`${site}/services`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('Quick, accessible web applications');
    });

    it('recovers by itself on the next good save: the problem goes and the change shows', async () => {
      dev.repo.edit('widgets/content/services.ts', "name: 'Mobile Development,", "name: 'Mobile Apps',");
      await shown(() => visitor.evaluate(() => !document.getElementById('cairn-dev-problem') && (document.body.textContent?.includes('Mobile Apps') ?? false)));
    });

    it('follows every save of an editor that writes a new file and renames it over the old (vim, JetBrains), not only the first', async () => {
      for (const [from, to] of [
        ["'Quick, accessible web applications", "'Swift, accessible web applications"],
        ["'Swift, accessible web applications", "'Nimble, accessible web applications"],
      ]) {
        dev.repo.edit('widgets/content/services.ts', from!, to!, { atomic: true });
        await shown(() => pageHas(visitor, to!.slice(1)));
      }
    });
  });
