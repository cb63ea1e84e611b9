/**
 * One visitor, three engines: Chromium (Debian's, through playwright-core),
 * Firefox (Debian's ESR, over WebDriver BiDi through puppeteer-core) and
 * WebKit (Debian's WebKitGTK MiniBrowser, over W3C WebDriver). A test written
 * against `Visitor` runs in each; what an engine's protocol cannot do, the
 * test skips there by name (see `CANNOT`).
 *
 * Every action is what a visitor does: a real pointer click at the middle of
 * what they see (refused if something else covers it), real key presses.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { CHROMIUM_ARGS, profilesDir } from '../browser/browser';
import type { Engine } from './engine-choice';
import { SCREEN, WebKitDriver } from './webdriver';

export { ENGINES, type Engine } from './engine-choice';

export interface Size {
  width: number;
  height: number;
}

/**
 * An element as a visitor finds it: a CSS selector, or a path of selectors where each one
 * after the first is looked for in the shadow root of the one before (`['#form', 'input[name=email]']`).
 */
export type Target = string | string[];

export type Key = 'Enter' | 'Escape' | 'Tab' | 'Shift+Tab' | 'Space' | 'Backspace' | 'ArrowRight' | 'End';

export interface VisitorOptions {
  /** The visitor's system colour scheme (what `prefers-color-scheme` answers). */
  colorScheme?: 'light' | 'dark';
  /** Windows' high contrast, as `forced-colors: active`: not in WebKit, which has no such mode (see `CANNOT`). */
  forcedColors?: boolean;
  /** The system asks for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean;
  /** The browser's default font size, in px, as a visitor sets it in its settings: not in WebKit here (see `CANNOT`). */
  defaultFontSize?: number;
  /** `false`: the page's own scripts do not run, as for a visitor who turned JavaScript off (the test's `evaluate` still does). */
  javaScript?: boolean;
  /**
   * `'blocked'`: the browser refuses the site any storage. In Chromium and Firefox, their 'block all cookies' setting
   * (touching `localStorage` throws a SecurityError); in WebKitGTK, its local storage turned off (`localStorage` is
   * null, as in an Android WebView without DOM storage), with cookies refused.
   */
  storage?: 'blocked';
}

/** What an engine here cannot do, and why: a test that needs it is skipped there, under a name that says so. */
export const CANNOT: Partial<Record<Engine, Partial<Record<'forcedColors' | 'defaultFontSize' | 'consoleWhileLoading' | 'pasteData', string>>>> = {
  firefox: {
    pasteData: 'Firefox gives a paste event made by a script no clipboard data, and the tests cannot fill its clipboard',
  },
  webkit: {
    forcedColors: 'WebKit has no forced-colours mode (nor has Safari)',
    defaultFontSize: "WebKitGTK's MiniBrowser lets automation set no default font size",
    consoleWhileLoading: 'WebDriver classic reports no console, and the watch in the page starts only once it has loaded',
  },
};

export interface Visitor {
  readonly engine: Engine;
  /**
   * Goes to `url`, and returns once the page has loaded; with `{ load: false }`, once its HTML is in (DOMContentLoaded),
   * whatever a late file still holds back (a script the page asked for before its load event delays that event, in
   * Firefox).
   */
  goto(url: string, options?: { load?: boolean }): Promise<void>;
  /** Runs `fn` in the page (it may return a promise) and gives back its JSON-able result. `fn` is sent as its source: it sees only `arg`. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Runs a script's source in the page (a library such as axe-core), whatever the page's Content-Security-Policy. */
  addScript(source: string): Promise<void>;
  /** Runs `fn` on the target element (null when there is none), as `evaluate` does. */
  on<R>(target: Target, fn: (el: Element | null) => R | Promise<R>): Promise<Awaited<R>>;
  /** The viewport's size in CSS pixels. */
  resize(size: Size): Promise<void>;
  /** Scrolls the target into view, waits until it is what the pointer would hit there, and clicks it. */
  click(target: Target): Promise<void>;
  /** A pointer click at a point of the viewport, on whatever is there (a dialog's backdrop, say). */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the pointer to a point of the viewport, pressing nothing (a hover). */
  pointTo(x: number, y: number): Promise<void>;
  /** Presses the pointer's button at `from`, moves it in steps to `to` and lets go there (selecting text, say). */
  drag(from: [number, number], to: [number, number]): Promise<void>;
  /** Turns the mouse wheel over the middle of the viewport, `deltaY` pixels down. */
  wheel(deltaY: number): Promise<void>;
  /** Types into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Uncaught errors and console errors so far (WebKit: those after `goto` returned, see `watchErrors`). */
  errors(): Promise<string[]>;
  /** Console warnings so far (WebKit: those after `goto` returned, as for `errors`). */
  warnings(): Promise<string[]>;
  /** The names of the cookies the browser keeps for the page's address, HttpOnly ones too (which `document.cookie` hides). */
  cookies(): Promise<string[]>;
  /** A new tab of the same browser, as the visitor opens one: it shares this visitor's storage. */
  newTab(): Promise<Visitor>;
  /** The tabs the pages opened themselves (a link with target="_blank"), still open; `close` closes one. */
  openedTabs(): Promise<Visitor[]>;
  /** Closes this tab; the visitor's first tab closes the whole browser window or context, with every other tab. */
  close(): Promise<void>;
}

/** The element at the end of `path`, looking into each shadow root on the way (runs in the page). */
function find(path: string[]): Element | null {
  let scope: Document | ShadowRoot | Element = document;
  let el: Element | null = null;
  for (const selector of path) {
    el = scope.querySelector(selector);
    if (!el) return null;
    scope = el.shadowRoot ?? el;
  }
  return el;
}

const pathOf = (target: Target) => (typeof target === 'string' ? [target] : target);

/**
 * Page code as one expression: `fn` called with `arg`. Sent as source over each engine's protocol, which runs it
 * whatever the page's Content-Security-Policy; inside the page, `new Function` would be refused.
 */
const call = (fn: Function, arg: unknown) => `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;
const callOn = (target: Target, fn: Function) => `(${fn.toString()})(${call(find, pathOf(target))})`;
/**
 * The result comes back as JSON, read here: each protocol has its own serialisation otherwise
 * (WebDriver BiDi stops at a depth, and Firefox's left nested objects undefined).
 */
const asJson = (expression: string) =>
  // A value at once, a promise only when the page code gave one: with the page's JavaScript off, Firefox runs no promise callback.
  `((value) => (value instanceof Promise ? value.then((v) => JSON.stringify({ value: v })) : JSON.stringify({ value })))(${expression})`;
const fromJson = (json: unknown) => (JSON.parse(json as string) as { value?: unknown }).value;

/** Where the target's middle is once scrolled into view, and what the pointer would hit there. */
function locate(target: Element | null) {
  if (!target) return { found: false, hit: false, x: 0, y: 0, what: 'nothing matches' };
  // At once, whatever the page's own scroll-behavior (Bootstrap's is smooth): a moving target would be missed.
  target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  // A link that wraps onto a second line has two boxes, and nothing of it at the middle of both: its first line's middle.
  const rect = target.getClientRects()[0] ?? target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  const contains = (outer: Element, inner: Element | null): boolean => {
    for (let node: Node | null = inner; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) if (node === outer) return true;
    return false;
  };
  const what = hit ? `${hit.localName}${hit.id ? `#${hit.id}` : ''}${hit.className && typeof hit.className === 'string' ? `.${hit.className.split(' ')[0]}` : ''}` : 'nothing';
  const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  return { found: true, hit: inView && rect.width > 0 && rect.height > 0 && contains(target, hit), x, y, what: inView ? what : 'the edge of the screen' };
}

/**
 * Collects uncaught errors, logged ones and logged warnings in a page whose engine reports none over its protocol
 * (WebKit over WebDriver classic).
 */
function watchErrors() {
  const w = window as unknown as { cairnTestErrors?: string[]; cairnTestWarnings?: string[] };
  if (w.cairnTestErrors) return;
  const errors: string[] = (w.cairnTestErrors = []);
  const warnings: string[] = (w.cairnTestWarnings = []);
  addEventListener('error', (e) => errors.push(e.message));
  addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
  // And what the page logs as an error, as the other engines' consoles report it.
  const logError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    logError.apply(console, args);
  };
  const logWarning = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    logWarning.apply(console, args);
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the page (through `run`) until the document at `url` has been parsed; a look during the navigation may fail. */
async function waitUntilParsed(run: (expression: string) => Promise<unknown>, url: string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(50)) {
    const state = await run(`[location.href, document.readyState]`).catch(() => null);
    if (Array.isArray(state) && state[0] === url && state[1] !== 'loading') return;
  }
  throw new Error(`webkit: ${url} was not parsed within 30 s`);
}

/** Waits for the target to be there, uncovered and still; then clicks its middle. */
async function clickTarget(visitor: Visitor, target: Target) {
  const path = pathOf(target);
  let last = { found: false, hit: false, x: 0, y: 0, what: '' };
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await pause(50)) {
    const before = last;
    last = await visitor.on(target, locate);
    // Where it was a moment ago too: not sliding in (a drawer) or scrolling.
    if (last.hit && last.x === before.x && last.y === before.y) return visitor.clickAt(last.x, last.y);
  }
  throw new Error(`${visitor.engine}: cannot click ${path.join(' → ')}: ${last.found ? `${last.what} is on top of it` : last.what}`);
}

/** What each engine's protocol does itself; `visitorOf` builds the rest of a `Visitor` on it. */
type Protocol = Omit<Visitor, 'engine' | 'evaluate' | 'on' | 'click'> & {
  /** Runs an expression in the page, whatever its CSP, and gives back its value (a promise awaited). */
  run(expression: string): Promise<unknown>;
};

function visitorOf(engine: Engine, { run, ...protocol }: Protocol): Visitor {
  const visitor: Visitor = {
    engine,
    ...protocol,
    evaluate: async (fn, arg) => fromJson(await run(asJson(call(fn, arg)))) as never,
    on: async (target, fn) => fromJson(await run(asJson(callOn(target, fn)))) as never,
    click: (target) => clickTarget(visitor, target),
  };
  return visitor;
}

/** What a Playwright page and a Puppeteer page both offer, and all a visitor needs of them. */
interface ScriptedPage {
  goto(url: string, options?: { waitUntil: 'load' | 'domcontentloaded' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<unknown>; move(x: number, y: number, options?: { steps: number }): Promise<unknown>; down(): Promise<unknown>; up(): Promise<unknown> };
  keyboard: { type(text: string): Promise<unknown>; press(key: string): Promise<unknown>; down(key: string): Promise<unknown>; up(key: string): Promise<unknown> };
  screenshot(): Promise<Uint8Array>;
  on(event: 'console', listener: (message: { type(): string; text(): string }) => void): unknown;
  on(event: 'pageerror', listener: (error: unknown) => void): unknown;
}

/** A visitor on a Playwright (Chromium) or Puppeteer (Firefox) page: the two differ only in how they resize and turn the wheel. */
function pageVisitor(
  engine: Engine,
  page: ScriptedPage,
  {
    resize,
    wheel,
    cookies,
    newTab,
    openedTabs,
    close,
  }: {
    resize: (size: Size) => Promise<unknown>;
    wheel: (deltaY: number) => Promise<unknown>;
    cookies: () => Promise<string[]>;
    newTab: () => Promise<Visitor>;
    openedTabs: () => Promise<Visitor[]>;
    close: () => Promise<unknown>;
  },
): Visitor {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    // Playwright's name for it, and Puppeteer's.
    if (m.type() === 'warning' || m.type() === 'warn') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  return visitorOf(engine, {
    run: (expression) => page.evaluate(expression),
    goto: async (url, { load = true } = {}) => void (await page.goto(url, { waitUntil: load ? 'load' : 'domcontentloaded' })),
    addScript: async (source) => void (await page.evaluate(`${source};0`)),
    resize: async (size) => void (await resize(size)),
    clickAt: async (x, y) => void (await page.mouse.click(x, y)),
    pointTo: async (x, y) => void (await page.mouse.move(x, y)),
    drag: async ([x1, y1], [x2, y2]) => {
      await page.mouse.move(x1, y1);
      await page.mouse.down();
      await page.mouse.move(x2, y2, { steps: 5 });
      await page.mouse.up();
    },
    wheel: async (deltaY) => void (await wheel(deltaY)),
    type: async (text) => void (await page.keyboard.type(text)),
    press: async (key) => {
      if (key !== 'Shift+Tab') return void (await page.keyboard.press(key === 'Space' ? ' ' : key));
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    errors: async () => [...errors],
    warnings: async () => [...warnings],
    cookies,
    newTab,
    openedTabs,
    close: async () => void (await close()),
  });
}

// Chromium, through playwright-core.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A new Chromium profile with every cookie and all site storage blocked (chrome://settings/cookies, 'Block all cookies'). */
function blockingProfile() {
  const profile = mkdtempSync(join(profilesDir(), 'chromium-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  return profile;
}

async function chromiumEngine() {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    alive: () => browser.isConnected(),
    closeVisitors: async () => void (await Promise.all(browser.contexts().map((context) => context.close()))),
    // Playwright's own handler for this process's exit ends it.
    kill: () => {},
    async open(size: Size, options: VisitorOptions): Promise<Visitor> {
      const contextOptions = {
        viewport: size,
        colorScheme: options.colorScheme ?? 'light',
        forcedColors: options.forcedColors ? 'active' : 'none',
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: options.javaScript ?? true,
      } as const;
      // Blocking cookies is a setting of the profile: a browser of its own, on a profile that says so.
      const context = options.storage === 'blocked' ? await chromium.launchPersistentContext(blockingProfile(), { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...contextOptions }) : await browser.newContext(contextOptions);
      const page = context.pages()[0] ?? (await context.newPage());
      // The setting lasts as long as the DevTools session that made it: it stays open with the page.
      if (options.defaultFontSize) await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: options.defaultFontSize } });
      const ownTabs = new Set([page]);
      const tab = (tabPage: PlaywrightPage, main: boolean): Visitor =>
        pageVisitor('chromium', tabPage as unknown as ScriptedPage, {
          resize: (s) => tabPage.setViewportSize(s),
          wheel: async (deltaY) => {
            const { width, height } = tabPage.viewportSize()!;
            await tabPage.mouse.move(width / 2, height / 2);
            await tabPage.mouse.wheel(0, deltaY);
          },
          cookies: async () => (await context.cookies(tabPage.url())).map((cookie) => cookie.name),
          newTab: async () => {
            const added = await context.newPage();
            ownTabs.add(added);
            return tab(added, false);
          },
          openedTabs: async () => context.pages().filter((other) => !ownTabs.has(other)).map((other) => tab(other, false)),
          close: () => (main ? context.close() : tabPage.close()),
        });
      return tab(page, true);
    },
  };
}

// Firefox, over WebDriver BiDi. Colour scheme, forced colours, motion, font size, JavaScript and storage are preferences: a visitor with other ones gets a browser of its own.
async function firefoxEngine() {
  const launch = ({ colorScheme = 'light', forcedColors = false, reducedMotion = false, defaultFontSize = 16, javaScript = true, storage }: VisitorOptions) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
      headless: true,
      // Where the run's end removes it (global-setup.ts): puppeteer removes its own only on a `close` that awaits.
      userDataDir: mkdtempSync(join(profilesDir(), 'firefox-')),
      extraPrefsFirefox: {
        // 0 dark, 1 light: what the system would say.
        'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
        // 2: always the system's colours, not the page's (what high contrast does).
        'browser.display.document_color_use': forcedColors ? 2 : 0,
        'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
        'font.size.variable.x-western': defaultFontSize,
        'javascript.enabled': javaScript,
        // 2: 'Block all cookies', which refuses site storage too (otherwise Firefox's own default).
        ...(storage === 'blocked' ? { 'network.cookie.cookieBehavior': 2 } : {}),
      },
    });
  const keyOf = ({ colorScheme = 'light', forcedColors = false, reducedMotion = false, defaultFontSize = 16, javaScript = true, storage }: VisitorOptions) =>
    `${colorScheme} ${forcedColors} ${reducedMotion} ${defaultFontSize} ${javaScript} ${storage}`;
  const browsers = new Map<string, Promise<PuppeteerBrowser>>();
  const launched: PuppeteerBrowser[] = [];
  const browserFor = (options: VisitorOptions) => {
    const key = keyOf(options);
    if (!browsers.has(key)) browsers.set(key, launch(options).then((browser) => (launched.push(browser), browser)));
    return browsers.get(key)!;
  };
  await browserFor({});
  return {
    alive: () => launched.every((browser) => browser.connected),
    closeVisitors: async () =>
      void (await Promise.all(launched.flatMap((browser) => browser.browserContexts().filter((context) => context !== browser.defaultBrowserContext()).map((context) => context.close())))),
    kill: () => {
      for (const browser of launched) {
        const pid = browser.process()?.pid;
        try {
          // Its own process group (puppeteer starts it so): Firefox and every process it started.
          if (pid) process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
    async open(size: Size, options: VisitorOptions): Promise<Visitor> {
      const context = await (await browserFor(options)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      const ownTabs = new Set([page]);
      const tab = (tabPage: PuppeteerPage, main: boolean): Visitor =>
        pageVisitor('firefox', tabPage as unknown as ScriptedPage, {
          resize: (s) => tabPage.setViewport(s),
          wheel: async (deltaY) => {
            const { width, height } = tabPage.viewport()!;
            await tabPage.mouse.move(width / 2, height / 2);
            await tabPage.mouse.wheel({ deltaY });
          },
          // (The page's own, over WebDriver BiDi's storage.getCookies: HttpOnly ones too.)
          cookies: async () => (await tabPage.cookies()).map((cookie) => cookie.name),
          newTab: async () => {
            const added = await context.newPage();
            ownTabs.add(added);
            await added.setViewport(size);
            return tab(added, false);
          },
          openedTabs: async () => (await context.pages()).filter((other) => !ownTabs.has(other)).map((other) => tab(other, false)),
          close: () => (main ? context.close() : tabPage.close()),
        });
      return tab(page, true);
    },
  };
}

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

// WebKit, over W3C WebDriver. One MiniBrowser at a time (a WebKitWebDriver serves one session); a driver a motion setting.
async function webkitEngine() {
  const drivers = new Map<boolean, Promise<WebKitDriver>>();
  const started: WebKitDriver[] = [];
  const driverFor = (reducedMotion: boolean) => {
    if (!drivers.has(reducedMotion))
      drivers.set(
        reducedMotion,
        WebKitDriver.start({ XDG_CONFIG_HOME: gtkConfig(reducedMotion), ...WEBKIT_RENDERER }).then((driver) => (started.push(driver), driver)),
      );
    return drivers.get(reducedMotion)!;
  };
  await driverFor(false);
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
      await current?.close();
      const motion = options.reducedMotion ?? false;
      // Without the page's scripts, WebDriver's own still run (WebKitGTK's enable-javascript-markup).
      const args = [
        WEBKIT_FEATURES,
        ...(options.colorScheme === 'dark' ? ['--dark-mode'] : []),
        ...(options.javaScript === false ? ['--enable-javascript-markup=false'] : []),
        ...(options.storage === 'blocked' ? ['--enable-html5-local-storage=false', '--cookies-policy=never'] : []),
      ];
      let driver = await driverFor(motion);
      let session: string;
      try {
        session = await driver.newSession(args);
      } catch {
        // Seen under load: a new MiniBrowser that never answered. Once more, from a fresh driver.
        driver.stop();
        drivers.delete(motion);
        driver = await driverFor(motion);
        session = await driver.newSession(args);
      }
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
          if (load) await send('POST', '/url', { url });
          else {
            // WebDriver's own navigation waits for the load event: a script of ours navigates instead, and the page is
            // polled until its HTML is in.
            await send('POST', '/execute/sync', { script: 'location.assign(arguments[0]); return 0', args: [url] });
            await waitUntilParsed(run, url);
          }
          await run(call(watchErrors, null));
        },
        addScript: async (source) => void (await send('POST', '/execute/sync', { script: `${source};return 0`, args: [] })),
        resize: async (s) => {
          // The window's size includes the toolbar: grow it by whatever the page does not get. Centred on the
          // screen, under the pointer, so that it has the keyboard focus (see SCREEN), however narrow.
          const place = (width: number, height: number) =>
            send('POST', '/window/rect', { width, height, x: Math.max(0, Math.round((SCREEN.width - width) / 2)), y: Math.max(0, Math.round((SCREEN.height - height) / 2)) });
          // The page learns its new size a moment after the window has it (seen under load: the old, larger one).
          const pageSize = async (fits: (width: number, height: number) => boolean) => {
            let size = [0, 0];
            for (const deadline = Date.now() + 2000; Date.now() < deadline; await pause(50)) {
              size = await visitor.evaluate(() => [innerWidth, innerHeight]);
              if (fits(size[0]!, size[1]!)) break;
            }
            return size as [number, number];
          };
          await place(s.width, s.height);
          const [width, height] = await pageSize((width, height) => width <= s.width && height <= s.height);
          if (width !== s.width || height !== s.height) {
            await place(s.width * 2 - width, s.height * 2 - height);
            await pageSize((width, height) => width === s.width && height === s.height);
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

/** An engine as started: visitors opened from it, and ended with this process. */
interface StartedEngine {
  open(size: Size, options: VisitorOptions): Promise<Visitor>;
  /** Whether it still answers (a browser can crash); a test file after it then starts a new one. */
  alive(): boolean;
  /** Closes every visitor still open, at the end of a test file. */
  closeVisitors(): Promise<void>;
  /** Ends its browsers at once, synchronously: this process is exiting. */
  kill(): void;
}

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
