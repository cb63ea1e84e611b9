/**
 * Chromium (Debian's headless shell, tests/browser/browser.ts), through playwright-core: a visitor is a tab of its own
 * in a browser context that no other visitor uses while it is open, kept and wiped between visitors
 * (tests/browser/kept-contexts.ts); one whose storage is blocked, the whole browser on a profile of its own.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER_ARGS, CHROMIUM_BROWSER_PATH, CHROMIUM_PATH, profilesDir } from '../browser/browser';
import { KEPT_CONTEXT_ARGS, keptContexts } from '../browser/kept-contexts';
import { pageVisitor, type ScriptedPage, type Size, type StartedEngine, type Visitor, type VisitorOptions } from './visitor';

/** A new Chromium profile with every cookie and all site storage blocked (chrome://settings/cookies, 'Block all cookies'). */
function blockingProfile() {
  const profile = mkdtempSync(join(profilesDir(), 'chromium-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  return profile;
}

export async function chromiumEngine(): Promise<StartedEngine> {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...KEPT_CONTEXT_ARGS] });
  const kept = keptContexts(() => browser);
  return {
    alive: () => browser.isConnected(),
    // What a test file left open; the kept contexts, wiped, stay for the next file.
    closeVisitors: async () => void (await Promise.all(browser.contexts().filter((context) => !kept.isIdle(context)).map((context) => context.close()))),
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
      const ownTabs = new Set<PlaywrightPage>();
      let page: PlaywrightPage;
      let context: BrowserContext;
      let done: () => Promise<void>;
      if (options.storage === 'blocked') {
        // Blocking cookies is a setting of the whole browser's profile (the shell has no such setting): the whole
        // browser, on a profile that says so.
        context = await chromium.launchPersistentContext(blockingProfile(), { executablePath: CHROMIUM_BROWSER_PATH, args: CHROMIUM_BROWSER_ARGS, ...contextOptions });
        page = context.pages()[0] ?? (await context.newPage());
        done = () => context.close();
      } else {
        const visitorContext = await kept.take(contextOptions);
        context = visitorContext.context;
        ownTabs.add(visitorContext.keeper);
        page = await context.newPage();
        done = visitorContext.done;
      }
      // The setting lasts as long as the DevTools session that made it: it stays open with the page.
      if (options.defaultFontSize) await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: options.defaultFontSize } });
      ownTabs.add(page);
      const tab = (tabPage: PlaywrightPage, main: boolean): Visitor =>
        pageVisitor('chromium', tabPage as unknown as ScriptedPage, {
          resize: (s) => tabPage.setViewportSize(s),
          beforeScripts: (source) => tabPage.addInitScript(source),
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
          close: () => (main ? done() : tabPage.close()),
        });
      return tab(page, true);
    },
  };
}
