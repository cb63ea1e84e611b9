/**
 * WebKit (Debian's WebKitGTK MiniBrowser), over W3C WebDriver (webdriver.ts): a
 * visitor is a MiniBrowser no other visitor has while it is open, one visitor at
 * a time, under a virtual display: one a closed visitor with the same settings
 * left, wiped, or a new one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CANNOT, WEBKIT_NARROWEST, call, pause, visitorOf, watchErrors, type Key, type Size, type StartedEngine, type Visitor, type VisitorOptions } from './visitor';
import { RETRY_MARK } from './engine-choice';
import { partnerUrl } from '../browser/browser';
import { readRows, stackRows } from './png';
import { SCREEN, WebKitDriver } from './webdriver';

/** WebDriver's code points for the keys a visitor presses. */
const WEBDRIVER_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Space: ' ', Backspace: '\uE003', ArrowRight: '\uE014', End: '\uE010' };

/**
 * The GTK settings a WebKitGTK browser starts with: its toolbar allowed to shrink (it would keep the window
 * wider than a phone), and animations off when the visitor asks for less motion (WebKitGTK's reduced motion).
 */
function gtkConfig(reducedMotion: boolean) {
  const dir = `${tmpdir()}/cairn-webkit-gtk-${reducedMotion ? 'still' : 'moving'}`;
  mkdirSync(`${dir}/gtk-3.0`, { recursive: true });
  writeFileSync(`${dir}/gtk-3.0/gtk.css`, '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n');
  writeFileSync(`${dir}/gtk-3.0/settings.ini`, `[Settings]\ngtk-enable-animations=${!reducedMotion}\n`);
  return dir;
}

/**
 * How WebKitGTK hands its composited frames to the window: through shared memory, not DMA-BUF. Under Xvfb (no GPU),
 * the DMA-BUF path kept a MiniBrowser busy on a page of the site, doing nothing: 1.1 to 1.3 cores, measured, against
 * 0.15 this way, a third of the WebKit run's CPU. Pages are still composited as in Safari; only the last copy to the
 * screen differs. But this path's web process crashes on a link followed with a cross-document view transition
 * (WebKitGTK 2.50; seen on the phone menu's links): those are left out here, and the site's pages change without one.
 */
const WEBKIT_RENDERER = { WEBKIT_DISABLE_DMABUF_RENDERER: '1' };
const WEBKIT_FEATURES = '--features=-CrossDocumentViewTransitions';

/** The drivers: a WebKitWebDriver serves one session at a time. Two with motion, one without. */
type DriverKey = 'moving' | 'moving, second' | 'still';

/**
 * Run in a page of an origin a closed visitor had, as WebDriver runs a script (it waits for the promise): empties that
 * origin's local and session storage, IndexedDB and Cache Storage (each there only if the browser allows it).
 */
const WIPE_ORIGIN = `
  window.localStorage?.clear();
  window.sessionStorage?.clear();
  const databases = window.indexedDB ? indexedDB.databases().then((all) => Promise.all(all.map((database) => new Promise((done) => {
    const request = indexedDB.deleteDatabase(database.name);
    request.onsuccess = request.onerror = request.onblocked = done;
  })))) : null;
  const stores = window.caches ? caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))) : null;
  return Promise.all([databases, stores]).then(() => 0);`;

// WebKit, over W3C WebDriver. One visitor at a time, each in a MiniBrowser a closed visitor with the same settings left
// behind, wiped, or a new one.
export async function webkitEngine(): Promise<StartedEngine> {
  const drivers = new Map<DriverKey, Promise<WebKitDriver>>();
  const started: WebKitDriver[] = [];
  const driverFor = (key: DriverKey) => {
    if (!drivers.has(key))
      drivers.set(key, WebKitDriver.start({ XDG_CONFIG_HOME: gtkConfig(key === 'still'), ...WEBKIT_RENDERER }).then((driver) => (started.push(driver), driver)));
    return drivers.get(key)!;
  };
  /** Stops a driver that failed to start a MiniBrowser: the next visitor there starts a fresh one. */
  const replace = async (key: DriverKey) => {
    (await drivers.get(key)?.catch(() => null))?.stop();
    drivers.delete(key);
    kept.delete(key);
  };
  /**
   * The MiniBrowser each driver holds from a closed visitor, wiped, and the settings it started with. A MiniBrowser costs
   * WebKit about 2.6 CPU-s to start and show a visitor two pages; the same two pages in a kept one, 0.8 (measured here).
   * The wipe (see `close`) leaves the next visitor nothing of the last: tests/engines/visitor-isolation.test.ts.
   */
  const kept = new Map<DriverKey, { session: string; settings: string; closedAt: number }>();
  await driverFor('moving');
  let current: Visitor | null = null;
  return {
    // A driver that stops answering is replaced when the next visitor opens (see `open`).
    alive: () => true,
    closeVisitors: async () => {
      await current?.close();
    },
    kill: () => {
      for (const driver of started) driver.stop();
    },
    async open(size: Size, options: VisitorOptions): Promise<Visitor> {
      if (options.forcedColors) throw new Error(CANNOT.webkit!.forcedColors);
      if (options.defaultFontSize) throw new Error(CANNOT.webkit!.defaultFontSize);
      if (size.width < WEBKIT_NARROWEST) throw new Error(CANNOT.webkit!.narrowWindow);
      await current?.close();
      const motion = options.reducedMotion ?? false;
      // Without the page's scripts, WebDriver's own still run (WebKitGTK's enable-javascript-markup).
      const args = [
        WEBKIT_FEATURES,
        ...(options.colorScheme === 'dark' ? ['--dark-mode'] : []),
        ...(options.javaScript === false ? ['--enable-javascript-markup=false'] : []),
        ...(options.storage === 'blocked' ? ['--enable-html5-local-storage=false', '--cookies-policy=never'] : []),
      ];
      const strategy = options.actsWhileLoading ? 'none' : 'normal';
      const settings = JSON.stringify({ args, strategy });
      const keys: DriverKey[] = motion ? ['still'] : ['moving', 'moving, second'];
      // A kept MiniBrowser with these settings; else a driver holding none; else the one used longest ago goes.
      const key = keys.find((k) => kept.get(k)?.settings === settings) ?? keys.find((k) => !kept.has(k)) ?? keys.reduce((a, b) => (kept.get(a)!.closedAt <= kept.get(b)!.closedAt ? a : b));
      let session = kept.get(key)?.settings === settings ? kept.get(key)!.session : null;
      const held = kept.get(key);
      kept.delete(key);
      if (!session && held) await (await driverFor(key)).call('DELETE', `/session/${held.session}`).catch(() => {});
      if (!session)
        try {
          session = await (await driverFor(key)).newSession(args, strategy);
        } catch (error) {
          // Seen under load: a new MiniBrowser that never answered. Once more, from a fresh driver, told in the report.
          console.warn(`${RETRY_MARK} webkit: a new MiniBrowser did not start (${String(error).slice(0, 160)}); started another`);
          await replace(key);
          session = await (await driverFor(key)).newSession(args, strategy);
        }
      const driver = await driverFor(key);
      // WebDriver classic talks to one tab at a time: each tab's visitor makes its own the current one first.
      const request = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number) => driver.call(method, `/session/${session}${path}`, body, timeoutMs);
      let currentTab = (await request('GET', '/window')) as string;
      const ownTabs = new Set([currentTab]);
      const mainTab = currentTab;
      /** Every origin a tab of this visitor was sent to, or was on when it closed. */
      const reached = new Set<string>();
      const runHere = (expression: string, timeoutMs?: number) => request('POST', '/execute/sync', { script: `return ${expression}`, args: [] }, timeoutMs);
      const visit = async (url: string) => {
        await request('POST', '/url', { url });
        if (strategy === 'none') await waitUntilReady(runHere, url, 'complete');
      };
      /**
       * Leaves the MiniBrowser as the next visitor must find it: every other tab closed; on each origin this visitor
       * reached, in a page with no script of its own (robots.txt, or a 404 in plain text) loaded after this visitor's
       * pages unloaded, its storage, databases, caches and cookies gone; then the files the web process keeps in memory
       * gone too, by a page that answers `Clear-Site-Data: "cache"` (the partner server's, not found): WebKit drops what
       * it keeps for the pages of that host, the site's as well as the partner's (both on 127.0.0.1), and the next
       * visitor's first load fetches every file again (visitor-isolation.test.ts; without it, 9 of the last visitor's
       * files came from memory). Until then a page sending Cross-Origin-Opener-Policy did it, which makes WebKit start a
       * web process for the next page: 34 tests of four files took 78 s and 57 CPU-s that way, 57 s and 34 CPU-s this way.
       */
      const wipe = async () => {
        for (const handle of (await request('GET', '/window/handles')) as string[]) {
          await request('POST', '/window', { handle });
          reached.add((await runHere('location.origin')) as string);
          if (handle !== mainTab) await request('DELETE', '/window');
        }
        await request('POST', '/window', { handle: mainTab });
        currentTab = mainTab;
        for (const origin of reached) {
          if (!/^https?:/.test(origin)) continue;
          await visit(`${origin}/robots.txt`);
          await request('POST', '/execute/sync', { script: WIPE_ORIGIN, args: [] });
          await request('DELETE', '/cookie');
        }
        await visit(`${partnerUrl()}/wiped?clear-site-data=cache`);
      };
      const tab = (handle: string, main: boolean): Visitor => {
      const send = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number) => {
        if (currentTab !== handle) {
          await request('POST', '/window', { handle });
          currentTab = handle;
        }
        return request(method, path, body, timeoutMs);
      };
      // WebDriver waits for a returned promise.
      const run = (expression: string, timeoutMs?: number) => send('POST', '/execute/sync', { script: `return ${expression}`, args: [] }, timeoutMs);
      const actions = (type: 'key' | 'pointer' | 'wheel', list: Record<string, unknown>[]) =>
        send('POST', '/actions', { actions: [{ type, id: type, ...(type === 'pointer' ? { parameters: { pointerType: 'mouse' } } : {}), actions: list }] });
      const move = (x: number, y: number) => ({ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' });
      const keys = (values: string[]) => actions('key', values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]));
      let closed = false;
      const visitor: Visitor = visitorOf('webkit', {
        run,
        goto: async (url, { load = true } = {}) => {
          if (!load && strategy === 'normal') throw new Error('webkit: goto with { load: false } needs a visitor opened with { actsWhileLoading: true }');
          reached.add(new URL(url).origin);
          // Returns once the load event has come ('normal' strategy), or at once ('none').
          await send('POST', '/url', { url });
          if (strategy === 'none') await waitUntilReady(run, url, load ? 'complete' : 'interactive');
          await run(call(watchErrors, null));
        },
        runInFrame: async (selector, expression) => {
          const element = await send('POST', '/element', { using: 'css selector', value: selector });
          await send('POST', '/frame', { id: element });
          try {
            return await send('POST', '/execute/sync', { script: `return ${expression}`, args: [] });
          } finally {
            await send('POST', '/frame/parent', {});
          }
        },
        addScript: async (source) => void (await send('POST', '/execute/sync', { script: `${source};return 0`, args: [] })),
        beforeScripts: () => Promise.reject(new Error(CANNOT.webkit!.scriptsBeforePage)),
        resize: async (s) => {
          // The window's size includes the toolbar: grow it by whatever the page does not get. Centred on the
          // screen, under the pointer, so that it has the keyboard focus (see SCREEN), however narrow.
          const place = (width: number, height: number) =>
            send('POST', '/window/rect', { width, height, x: Math.max(0, Math.round((SCREEN.width - width) / 2)), y: Math.max(0, Math.round((SCREEN.height - height) / 2)) }) as Promise<{ width: number; height: number }>;
          const pageSize = () => visitor.evaluate(() => [innerWidth, innerHeight] as [number, number]);
          // The page learns its new size a moment after the window has it (seen under load: the old one, for a while):
          // each try waits for the page's own resize event, and the last fails naming the sizes, rather than let a test
          // run at another width than the one it asked for.
          let [width, height] = await pageSize();
          let toolbar = { width: 0, height: 0 };
          for (let tries = 0; width !== s.width || height !== s.height; tries++) {
            if (tries === 3) throw new Error(`webkit: asked for a ${s.width} x ${s.height} page, and it is ${width} x ${height}`);
            await visitor.evaluate(() => {
              const w = window as unknown as { cairnResized?: boolean };
              w.cairnResized = false;
              addEventListener('resize', () => (w.cairnResized = true), { once: true });
            });
            const windowSize = await place(s.width + toolbar.width, s.height + toolbar.height);
            for (const deadline = Date.now() + 10_000; !(await visitor.evaluate(() => (window as unknown as { cairnResized?: boolean }).cairnResized)); await pause(50))
              if (Date.now() > deadline) throw new Error(`webkit: asked for a ${s.width} x ${s.height} page, and it stayed ${width} x ${height} for 10 s`);
            [width, height] = await pageSize();
            toolbar = { width: windowSize.width - width, height: windowSize.height - height };
          }
        },
        clickAt: async (x, y) => void (await actions('pointer', [move(x, y), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }])),
        pointTo: async (x, y) => void (await actions('pointer', [move(x, y)])),
        drag: async ([x1, y1], [x2, y2]) => {
          const steps = [1, 2, 3, 4, 5].map((i) => move(x1 + ((x2 - x1) * i) / 5, y1 + ((y2 - y1) * i) / 5));
          await actions('pointer', [move(x1, y1), { type: 'pointerDown', button: 0 }, ...steps, { type: 'pointerUp', button: 0 }]);
        },
        wheel: async (deltaY) => {
          const [width, height] = await visitor.evaluate(() => [innerWidth, innerHeight]);
          await actions('wheel', [{ type: 'scroll', x: Math.round(width! / 2), y: Math.round(height! / 2), deltaX: 0, deltaY, origin: 'viewport' }]);
        },
        type: async (text) => void (await keys([...text])),
        press: async (key) => {
          if (key === 'Shift+Tab')
            await actions('key', [
              { type: 'keyDown', value: '\uE008' },
              { type: 'keyDown', value: '\uE004' },
              { type: 'keyUp', value: '\uE004' },
              { type: 'keyUp', value: '\uE008' },
            ]);
          else await keys([WEBDRIVER_KEYS[key]]);
        },
        screenshot: async ({ fullPage = false } = {}) => {
          // WebKitGTK's screenshot waits for the page's next frame, and a page at rest draws none: about one screenshot
          // in eight waited 2 s for it, and some never came back (measured). A speck that changes each frame, too faint
          // for any colour to show (alpha 0.001 or 0.002), keeps frames coming while the screens are taken.
          await visitor.evaluate(() => {
            const speck = document.body.appendChild(document.createElement('div'));
            speck.id = 'cairn-test-frames';
            speck.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none';
            let frame = 0;
            const tick = () => {
              if (!speck.isConnected) return;
              speck.style.background = `rgb(0 0 0 / ${frame++ % 2 ? 0.001 : 0.002})`;
              requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          });
          const screen = async () => Buffer.from((await send('GET', '/screenshot')) as string, 'base64');
          try {
            if (!fullPage) return await screen();
            // WebDriver shows only the viewport (an element's screenshot too): the page a screen at a time, top to
            // bottom, the screens put one under the other. The fixed header is in each, over what scrolls under it, as
            // the visitor sees each screen.
            const [height, view] = await visitor.evaluate(() => [document.documentElement.scrollHeight, innerHeight] as [number, number]);
            const screens: Parameters<typeof stackRows>[0] = [];
            for (let y = 0; y < height; y += view) {
              // No frame waited for here: the screenshot waits for the next one, and draws the page where it is scrolled
              // to (two frames waited here as well cost the screens of every-route.test.ts 20 s a run in WebKit).
              const scrolled = await visitor.evaluate((top) => {
                scrollTo({ top, behavior: 'instant' });
                return Math.round(scrollY);
              }, y);
              // The last screen, scrolled no further than the page's end, shows some of the one before it again.
              screens.push({ rows: readRows(await screen()), from: y - scrolled, to: y, count: Math.min(view, height - y) });
            }
            await visitor.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
            return stackRows(screens, height);
          } finally {
            await visitor.evaluate(() => document.getElementById('cairn-test-frames')?.remove());
          }
        },
        errors: () => visitor.evaluate(() => [...((window as unknown as { cairnTestErrors?: string[] }).cairnTestErrors ?? [])]),
        warnings: () => visitor.evaluate(() => [...((window as unknown as { cairnTestWarnings?: string[] }).cairnTestWarnings ?? [])]),
        cookies: async () => ((await send('GET', '/cookie')) as { name: string }[]).map((cookie) => cookie.name),
        newTab: async () => {
          // A window of its own: a tab behind the first would never be shown, nor paint.
          const { handle: opened } = (await send('POST', '/window/new', { type: 'window' })) as { handle: string };
          ownTabs.add(opened);
          const added = tab(opened, false);
          await added.resize(size);
          return added;
        },
        openedTabs: async () => ((await send('GET', '/window/handles')) as string[]).filter((other) => !ownTabs.has(other)).map((other) => tab(other, false)),
        close: async () => {
          if (closed) return;
          closed = true;
          if (!main) return void (await send('DELETE', '/window'));
          if (current === visitor) current = null;
          try {
            await wipe();
            kept.set(key, { session: session!, settings, closedAt: Date.now() });
          } catch (error) {
            // A MiniBrowser that cannot be wiped is not used again.
            await request('DELETE', '').catch(() => {});
            console.warn(`webkit: a closed visitor's MiniBrowser could not be wiped (${String(error).slice(0, 160)}); it was closed instead`);
          }
        },
      });
      return visitor;
      };
      const visitor = tab(currentTab, true);
      current = visitor;
      await visitor.resize(size);
      return visitor;
    },
  };
}

/**
 * How long one look at a loading page may take. Seen twice in full runs under load (never alone, 50 tries under two
 * busy loops): WebKit's WebDriver left one `execute/sync` sent while a page loaded under the 'none' strategy unanswered
 * for good (the page had answered ten looks before it). The look is lost, not the page: a look that does not answer in
 * this time has failed, the next one goes, and the report counts it (RETRY_MARK).
 */
const LOOK_MS = 5_000;

/**
 * Polls the page (through `run`, each look bounded by LOOK_MS) until the document at `url` is `ready`: parsed
 * ('interactive') or loaded ('complete'). A look during the navigation may fail, or go unanswered.
 */
async function waitUntilReady(run: (expression: string, timeoutMs: number) => Promise<unknown>, url: string, ready: 'interactive' | 'complete') {
  // What the last look saw (or why it failed), and how many looks answered: said in the failure, which is rare.
  let last: unknown = 'no look answered';
  let answered = 0;
  let unanswered = 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(50)) {
    const state = await run(`[location.href, document.readyState]`, LOOK_MS).catch((error: unknown) => {
      if (String(error).includes('TimeoutError')) unanswered++;
      return `a look failed: ${String(error).slice(0, 160)}`;
    });
    if (Array.isArray(state)) answered++;
    last = state;
    if (Array.isArray(state) && state[0] === url && (state[1] === 'complete' || state[1] === ready)) {
      if (unanswered) console.warn(`${RETRY_MARK} webkit: ${unanswered} look(s) at ${url} while it loaded went unanswered for ${LOOK_MS / 1000} s; the next answered`);
      return;
    }
  }
  throw new Error(`webkit: ${url} was not ${ready === 'complete' ? 'loaded' : 'parsed'} within 30 s (${answered} looks answered, ${unanswered} went unanswered; the last saw ${JSON.stringify(last)})`);
}
