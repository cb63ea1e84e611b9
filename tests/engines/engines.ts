/**
 * One visitor, three engines: Chromium (Debian's, through playwright-core),
 * Firefox (Debian's ESR, over WebDriver BiDi through puppeteer-core) and
 * WebKit (Debian's WebKitGTK MiniBrowser, over W3C WebDriver). A test written
 * against `Visitor` (visitor.ts) runs in each; what an engine's protocol cannot
 * do, the test skips there by name (see `CANNOT`). Here: each engine started
 * once for a whole run, and a describe block's way to open visitors in it.
 *
 * Every action is what a visitor does: a real pointer click at the middle of
 * what they see (refused if something else covers it), real key presses.
 */
import { afterAll, beforeAll } from 'vitest';
import { chromiumEngine } from './chromium';
import type { Engine } from './engine-choice';
import { firefoxEngine } from './firefox';
import type { Size, StartedEngine, VisitorOptions } from './visitor';
import { webkitEngine } from './webkit';

export { ENGINES, type Engine } from './engine-choice';
export { CANNOT, WEBKIT_NARROWEST, type Size, type Target, type Visitor, type VisitorOptions } from './visitor';

const starters: Record<Engine, () => Promise<StartedEngine>> = { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine };

/**
 * The engines this process started, kept from one test file to the next: the engines project runs its files one after
 * another in one process (`isolate: false` in vitest.browser.config.ts), and a browser's start costs more than most
 * tests (measured: Firefox about 6 CPU-s, Chromium about 3). Each test still opens visitors of its own.
 */
const running = new Map<Engine, StartedEngine>();
process.once('exit', () => {
  for (const started of running.values()) started.kill();
});

/** Starts `engine` for the tests of this describe block, or finds it started; `open` gives a new visitor (own storage) at `size`. */
export function useEngine(engine: Engine) {
  let started: StartedEngine | null = null;
  beforeAll(async () => {
    started = running.get(engine) ?? null;
    if (started?.alive()) return;
    started?.kill();
    running.delete(engine);
    started = await starters[engine]();
    running.set(engine, started);
  }, 60_000);
  afterAll(async () => {
    await started?.closeVisitors();
  });
  return {
    open: (size: Size, options: VisitorOptions = {}) => {
      if (!started) throw new Error(`${engine} did not start`);
      return started.open(size, options);
    },
  };
}
