/**
 * A visitor as the engine tests see it, whatever the engine: the `Visitor` each
 * engine's driver (chromium.ts, firefox.ts, webkit.ts) gives, and what they share:
 * page code sent as source, a click at the middle of what the visitor sees
 * (refused if something else covers it), the page's errors.
 */
import type { Engine } from './engine-choice';

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
  /**
   * The test acts on pages before their load event, which a held script may put off (`goto` with `{ load: false }`).
   * WebKit's WebDriver otherwise waits for the load event before every command: there, its commands wait for nothing
   * (page load strategy 'none'; its 'eager' still waited for the load) and `goto` polls the page itself. Chromium and
   * Firefox never wait.
   */
  actsWhileLoading?: boolean;
}

/** The narrowest page WebKit's window gives here (webkit.ts fails on a narrower size rather than test at another). */
export const WEBKIT_NARROWEST = 320;

/** What an engine here cannot do, and why: a test that needs it is skipped there, under a name that says so. */
export const CANNOT: Partial<Record<Engine, Partial<Record<'forcedColors' | 'defaultFontSize' | 'consoleWhileLoading' | 'pasteData' | 'scriptsBeforePage' | 'narrowWindow', string>>>> = {
  firefox: {
    pasteData: 'Firefox gives a paste event made by a script no clipboard data, and the tests cannot fill its clipboard',
  },
  webkit: {
    forcedColors: 'WebKit has no forced-colours mode (nor has Safari)',
    defaultFontSize: "WebKitGTK's MiniBrowser lets automation set no default font size",
    consoleWhileLoading: 'WebDriver classic reports no console, and the watch in the page starts only once it has loaded',
    scriptsBeforePage: "WebDriver classic runs no script in a page before the page's own",
    narrowWindow: `WebKitGTK's MiniBrowser keeps its window at least about 305 px wide, and lets automation zoom no page: a page narrower than ${WEBKIT_NARROWEST} CSS px cannot be had`,
  },
};

export interface Visitor {
  readonly engine: Engine;
  /**
   * Goes to `url`, and returns once the page has loaded; with `{ load: false }`, once its HTML is in (DOMContentLoaded),
   * whatever a late file still holds back (a script the page asked for before its load event delays that event, in
   * Firefox and WebKit). `{ load: false }` needs a visitor opened with `actsWhileLoading`.
   */
  goto(url: string, options?: { load?: boolean }): Promise<void>;
  /** Runs `fn` in the page (it may return a promise) and gives back its JSON-able result. `fn` is sent as its source: it sees only `arg`. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Runs a script's source in the page (a library such as axe-core), whatever the page's Content-Security-Policy. */
  addScript(source: string): Promise<void>;
  /**
   * Runs a script's source in every page this tab loads from now on, before the page's own scripts (to take a browser
   * feature away, say): not in WebKit (see `CANNOT`).
   */
  beforeScripts(source: string): Promise<void>;
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
  /** The viewport as a PNG; `fullPage`, the whole page (WebKit's: its screens one under the other, see webkit.ts). */
  screenshot(options?: { fullPage?: boolean }): Promise<Buffer>;
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
  /**
   * The document in the page's `<iframe>` at `selector`, of any origin, sandboxed or not, as the visitor meets it:
   * `evaluate`, `on`, `click`, `clickAt` and `pointTo` act in the frame (its viewport's points, the page scrolled to
   * show them); keys go wherever the focus is, as ever; the rest is the page's.
   */
  frame(selector: string): Visitor;
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
export const call = (fn: Function, arg: unknown) => `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;
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
export function watchErrors() {
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

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
type Protocol = Omit<Visitor, 'engine' | 'evaluate' | 'on' | 'click' | 'frame'> & {
  /** Runs an expression in the page, whatever its CSP, and gives back its value (a promise awaited). */
  run(expression: string): Promise<unknown>;
  /** Runs an expression in the document of the page's `<iframe>` at `selector`, as `run` does in the page. */
  runInFrame(selector: string, expression: string): Promise<unknown>;
};

export function visitorOf(engine: Engine, { run, runInFrame, ...protocol }: Protocol): Visitor {
  const visitor: Visitor = {
    engine,
    ...protocol,
    evaluate: async (fn, arg) => fromJson(await run(asJson(call(fn, arg)))) as never,
    on: async (target, fn) => fromJson(await run(asJson(callOn(target, fn)))) as never,
    click: (target) => clickTarget(visitor, target),
    frame: (selector) => frameVisitor(visitor, selector, (expression) => runInFrame(selector, expression)),
  };
  return visitor;
}

/** The page's visitor, acting in the document of its `<iframe>` at `selector` (see `Visitor.frame`). */
function frameVisitor(page: Visitor, selector: string, run: (expression: string) => Promise<unknown>): Visitor {
  /** A point of the frame's viewport as a point of the page's, the page scrolled first if it is out of view. */
  const inPage = (x: number, y: number) => page.evaluate(pointInFrame, { selector, x, y });
  return visitorOf(page.engine, {
    ...page,
    run,
    runInFrame: () => Promise.reject(new Error('a frame in a frame is not driven here')),
    clickAt: async (x, y) => {
      await page.clickAt(...(await inPage(x, y)));
      await focusReached(page, selector);
    },
    pointTo: async (x, y) => page.pointTo(...(await inPage(x, y))),
  });
}

/**
 * Waits until the page's focus is in its frame at `selector` after a click there: only then do the keys that follow
 * reach the frame. In Chromium a frame of another origin runs in another process, and the browser learns of the focus
 * the click gave it apart from the click's own answer: the full run at fd3108d, under load, typed the first two
 * letters of a name into the page before the focus had reached the sandboxed frame. A visitor does not type within a
 * millisecond of a click; the page's `activeElement` becomes the frame once the browser has moved the focus there.
 */
async function focusReached(page: Visitor, selector: string) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await pause(20))
    if (await page.evaluate((selector) => document.activeElement === document.querySelector(selector), selector)) return;
  throw new Error(`${page.engine}: a click in the frame at ${selector} left the page's focus outside it`);
}

/** Where the point `x`, `y` of the frame at `selector`'s viewport is in the page's viewport, brought into view (runs in the page). */
function pointInFrame({ selector, x, y }: { selector: string; x: number; y: number }): [number, number] {
  const frame = document.querySelector(selector)!;
  const point = (): [number, number] => {
    const box = frame.getBoundingClientRect();
    const style = getComputedStyle(frame);
    return [box.left + frame.clientLeft + parseFloat(style.paddingLeft) + x, box.top + frame.clientTop + parseFloat(style.paddingTop) + y];
  };
  const [left, top] = point();
  if (left >= 0 && top >= 0 && left < innerWidth && top < innerHeight) return [left, top];
  scrollBy({ left: left - innerWidth / 2, top: top - innerHeight / 2, behavior: 'instant' });
  return point();
}

/** What a Playwright page and a Puppeteer page both offer, and all a visitor needs of them. */
export interface ScriptedPage {
  goto(url: string, options?: { waitUntil: 'load' | 'domcontentloaded' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<unknown>; move(x: number, y: number, options?: { steps: number }): Promise<unknown>; down(): Promise<unknown>; up(): Promise<unknown> };
  keyboard: { type(text: string): Promise<unknown>; press(key: string): Promise<unknown>; down(key: string): Promise<unknown>; up(key: string): Promise<unknown> };
  screenshot(options?: { fullPage?: boolean }): Promise<Uint8Array>;
  on(event: 'console', listener: (message: { type(): string; text(): string }) => void): unknown;
  on(event: 'pageerror', listener: (error: unknown) => void): unknown;
  $(selector: string): Promise<{ contentFrame(): Promise<{ evaluate(expression: string): Promise<unknown> } | null> } | null>;
}

/**
 * A visitor on a Playwright (Chromium) or Puppeteer (Firefox) page: the two differ only in how they resize, turn the
 * wheel and run a script before the page's own.
 */
export function pageVisitor(
  engine: Engine,
  page: ScriptedPage,
  {
    resize,
    wheel,
    beforeScripts,
    cookies,
    newTab,
    openedTabs,
    close,
  }: {
    resize: (size: Size) => Promise<unknown>;
    wheel: (deltaY: number) => Promise<unknown>;
    beforeScripts: (source: string) => Promise<unknown>;
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
    runInFrame: async (selector, expression) => {
      const frame = await (await page.$(selector))?.contentFrame();
      if (!frame) throw new Error(`${engine}: no frame at ${selector}`);
      return frame.evaluate(expression);
    },
    goto: async (url, { load = true } = {}) => void (await page.goto(url, { waitUntil: load ? 'load' : 'domcontentloaded' })),
    addScript: async (source) => void (await page.evaluate(`${source};0`)),
    beforeScripts: async (source) => void (await beforeScripts(source)),
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
    screenshot: async (options) => Buffer.from(await page.screenshot(options)),
    errors: async () => [...errors],
    warnings: async () => [...warnings],
    cookies,
    newTab,
    openedTabs,
    close: async () => void (await close()),
  });
}

/** An engine as started: visitors opened from it, and ended with this process. */
export interface StartedEngine {
  open(size: Size, options: VisitorOptions): Promise<Visitor>;
  /** Whether it still answers (a browser can crash); a test file after it then starts a new one. */
  alive(): boolean;
  /** Closes every visitor still open, at the end of a test file. */
  closeVisitors(): Promise<void>;
  /** Ends its browsers at once, synchronously: this process is exiting. */
  kill(): void;
}
