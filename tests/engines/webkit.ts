/**
 * WebKit (Debian's WebKitGTK MiniBrowser), over W3C WebDriver (webdriver.ts): a
 * visitor is a MiniBrowser of its own, one at a time (the next one started
 * meanwhile), under a virtual display.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CANNOT, WEBKIT_NARROWEST, call, pause, visitorOf, watchErrors, type Key, type Size, type StartedEngine, type Visitor, type VisitorOptions } from './visitor';
import { RETRY_MARK } from './engine-choice';
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

/** The drivers: a WebKitWebDriver serves one session at a time. Two with motion (one for the spare, see `open`), one without. */
type DriverKey = 'moving' | 'moving, second' | 'still';

// WebKit, over W3C WebDriver. One visitor's MiniBrowser at a time, and the next one's being started.
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
  };
  /**
   * A MiniBrowser with the usual settings, started while the test before runs, on the driver the visitor does not use:
   * most visitors have the usual settings, and find one ready instead of waiting for it (measured: 88 visitors in half
   * of the WebKit run waited 66 s in all, about 0.75 s each; that half, run alone, took 271 s instead of 298 s. In CI,
   * beside another run, both cores are busy anyway: there the gain was within the noise).
   */
  type Spare = { key: DriverKey; session: Promise<string> };
  // Typed by `as`: assigned in `startSpare`, which TypeScript's narrowing does not follow.
  let spare = null as Spare | null;
  const startSpare = (key: DriverKey) => {
    const session = driverFor(key).then((driver) => driver.newSession([WEBKIT_FEATURES]));
    session.catch(() => {});
    spare = { key, session };
  };
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
      const usual = !motion && args.length === 1 && strategy === 'normal';
      // The driver the spare does not hold.
      let key: DriverKey = motion ? 'still' : spare?.key === 'moving' ? 'moving, second' : 'moving';
      let session: string | null = null;
      if (usual && spare) {
        const taken = spare;
        spare = null;
        session = await taken.session.catch((error: unknown) => {
          console.warn(`${RETRY_MARK} webkit: the spare MiniBrowser did not start (${String(error).slice(0, 160)}); started another`);
          return null;
        });
        if (session) key = taken.key;
        else await replace(taken.key);
      }
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
      if (usual) startSpare(key === 'moving' ? 'moving, second' : 'moving');
      // WebDriver classic talks to one tab at a time: each tab's visitor makes its own the current one first.
      const request = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => driver.call(method, `/session/${session}${path}`, body);
      let currentTab = (await request('GET', '/window')) as string;
      const ownTabs = new Set([currentTab]);
      const tab = (handle: string, main: boolean): Visitor => {
      const send = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
        if (currentTab !== handle) {
          await request('POST', '/window', { handle });
          currentTab = handle;
        }
        return request(method, path, body);
      };
      // WebDriver waits for a returned promise.
      const run = (expression: string) => send('POST', '/execute/sync', { script: `return ${expression}`, args: [] });
      const actions = (type: 'key' | 'pointer' | 'wheel', list: Record<string, unknown>[]) =>
        send('POST', '/actions', { actions: [{ type, id: type, ...(type === 'pointer' ? { parameters: { pointerType: 'mouse' } } : {}), actions: list }] });
      const move = (x: number, y: number) => ({ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' });
      const keys = (values: string[]) => actions('key', values.flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]));
      let closed = false;
      const visitor: Visitor = visitorOf('webkit', {
        run,
        goto: async (url, { load = true } = {}) => {
          if (!load && strategy === 'normal') throw new Error('webkit: goto with { load: false } needs a visitor opened with { actsWhileLoading: true }');
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
        screenshot: async () => Buffer.from((await send('GET', '/screenshot')) as string, 'base64'),
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
          await request('DELETE', '');
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
 * Polls the page (through `run`) until the document at `url` is `ready`: parsed ('interactive') or loaded ('complete').
 * A look during the navigation may fail.
 */
async function waitUntilReady(run: (expression: string) => Promise<unknown>, url: string, ready: 'interactive' | 'complete') {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(50)) {
    const state = await run(`[location.href, document.readyState]`).catch(() => null);
    if (Array.isArray(state) && state[0] === url && (state[1] === 'complete' || state[1] === ready)) return;
  }
  throw new Error(`webkit: ${url} was not ${ready === 'complete' ? 'loaded' : 'parsed'} within 30 s`);
}
