/**
 * Firefox (Debian's ESR), over WebDriver BiDi through puppeteer-core: a visitor is
 * a browser context; one with other preferences, a browser of its own.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { profilesDir } from '../browser/browser';
import { pageVisitor, type ScriptedPage, type Size, type StartedEngine, type Visitor, type VisitorOptions } from './visitor';

const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * A profile Firefox has already started in once and closed, with no page ever shown in it, where nothing of any site is
 * kept: copied for each browser (puppeteer writes the visitor's preferences into the copy's user.js, which win over
 * the copied prefs.js). Firefox's first start in an empty profile fills it (its databases, add-on registry, startup
 * cache): measured here, 5.8 to 6.4 CPU-s to start in a new profile, 3.8 in a copy of a started one, and a run starts
 * about 14 Firefoxes (one for each part, and one for each test file with other preferences). Made once for this
 * Firefox (its file's path and date name it) in node_modules/.cache, by one part: on a fresh clone both Firefox halves
 * and `waits` start at once, and each used to make its own, two of them for nothing.
 */
async function startedProfile(): Promise<string> {
  const binary = realpathSync(executablePath);
  const template = join(import.meta.dirname, '../../node_modules/.cache/cairn-firefox-profile', `${basename(binary)}-${statSync(binary).mtimeMs}`);
  await madeOnce(template, async (making) => {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, userDataDir: making });
    await browser.close();
  });
  const profile = mkdtempSync(join(profilesDir(), 'firefox-'));
  // Not its lock: a link to the process that last held it.
  cpSync(template, profile, { recursive: true, filter: (source) => !['lock', '.parentlock'].includes(basename(source)) });
  return profile;
}

/**
 * Makes the directory `dir` with `make` unless it is there, one process at a time: the first takes a lock (a directory
 * beside it: making one is atomic), the others wait for its work. A lock older than a minute is a maker that died: the
 * next one takes over. `make` fills a directory of its own, renamed to `dir` once done, so `dir` is never half made.
 */
async function madeOnce(dir: string, make: (making: string) => Promise<void>) {
  const done = () => existsSync(join(dir, 'started'));
  const lock = `${dir}.lock`;
  mkdirSync(dirname(dir), { recursive: true });
  for (const deadline = Date.now() + 120_000; !done(); ) {
    if (Date.now() > deadline) throw new Error(`${dir} was not made within 2 minutes (its lock: ${lock})`);
    try {
      mkdirSync(lock);
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      if (done()) return;
      const making = mkdtempSync(`${dir}.making-`);
      try {
        await make(making);
      } catch (error) {
        rmSync(making, { recursive: true, force: true });
        throw error;
      }
      writeFileSync(join(making, 'started'), '');
      renameSync(making, dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

// Firefox, over WebDriver BiDi. Colour scheme, forced colours, motion, font size, JavaScript and storage are preferences: a visitor with other ones gets a browser of its own.
export async function firefoxEngine(): Promise<StartedEngine> {
  const launch = async ({ colorScheme = 'light', forcedColors = false, reducedMotion = false, defaultFontSize = 16, javaScript = true, storage }: VisitorOptions) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      // No network events nor kept bodies (puppeteer otherwise subscribes to every request's and keeps its body): no
      // test of Firefox's reads a request, and a visitor of / took 22% less CPU without them (0.18 CPU-s).
      networkEnabled: false,
      // Where the run's end removes it (global-setup.ts): puppeteer removes its own only on a `close` that awaits.
      userDataDir: await startedProfile(),
      extraPrefsFirefox: {
        // 0 dark, 1 light: what the system would say.
        'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
        // 2: always the system's colours, not the page's (what high contrast does).
        'browser.display.document_color_use': forcedColors ? 2 : 0,
        // High contrast on a dark system: white on black (Firefox's own colours are black on white otherwise).
        ...(forcedColors && colorScheme === 'dark'
          ? { 'browser.display.background_color': '#000000', 'browser.display.foreground_color': '#ffffff', 'browser.display.background_color.dark': '#000000', 'browser.display.foreground_color.dark': '#ffffff' }
          : {}),
        'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
        'font.size.variable.x-western': defaultFontSize,
        'javascript.enabled': javaScript,
        // 2: 'Block all cookies', which refuses site storage too (otherwise Firefox's own default).
        ...(storage === 'blocked' ? { 'network.cookie.cookieBehavior': 2 } : {}),
        // A start without a process for Firefox's built-in add-ons, nor a content process started ahead of need: 4.5
        // CPU-s, not 5.5, from launch to a first visitor's page (measured, three of each); a visitor's three pages cost
        // the same either way (18 to 20 CPU-s for six).
        'extensions.webextensions.remote': false,
        'dom.ipc.processPrelaunch.enabled': false,
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
  /** Ends `browser` at once: its own process group (puppeteer starts it so), Firefox and every process it started. */
  const stop = (browser: PuppeteerBrowser) => {
    const pid = browser.process()?.pid;
    try {
      if (pid) process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const usual = keyOf({});
  await browserFor({});
  return {
    alive: () => launched.every((browser) => browser.connected),
    closeVisitors: async () => {
      await Promise.all(launched.flatMap((browser) => browser.browserContexts().filter((context) => context !== browser.defaultBrowserContext()).map((context) => context.close())));
      // A describe block (a test file) is done: a browser with other preferences goes too. Most are wanted by one file
      // of a part, and one kept idle to the end of it does work of its own meanwhile (measured: four idle Firefoxes,
      // 0.09 to 0.17 CPU-s a second between them); the next file that wants it starts it again (about 3.8 CPU-s).
      for (const [key, starting] of browsers) {
        if (key === usual) continue;
        browsers.delete(key);
        const browser = await starting.catch(() => null);
        if (!browser) continue;
        launched.splice(launched.indexOf(browser), 1);
        stop(browser);
      }
    },
    kill: () => launched.forEach(stop),
    async open(size: Size, options: VisitorOptions): Promise<Visitor> {
      const context = await (await browserFor(options)).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      const ownTabs = new Set([page]);
      const tab = (tabPage: PuppeteerPage, main: boolean): Visitor =>
        pageVisitor('firefox', tabPage as unknown as ScriptedPage, {
          resize: (s) => tabPage.setViewport(s),
          beforeScripts: (source) => tabPage.evaluateOnNewDocument(source),
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
