/**
 * Chromium (Debian's), through playwright-core: a visitor is a tab of its own in a browser context that no other
 * visitor uses while it is open; one whose storage is blocked, a browser on a profile of its own.
 *
 * Contexts are kept and used again. A new tab's renderer process costs Chromium about 2 CPU-s to start here, more
 * than most of what a test then does in it (measured: a visitor loading two pages, 3.8 CPU-s in a new context, 1.6 in
 * a kept one). So each context keeps one empty tab on our sites (`keeper`) and Chromium runs the tabs of a site in one
 * process (`--process-per-site`): a visitor's tab finds that process started. When a visitor closes, its tabs close
 * and everything the context kept of it is wiped before the next visitor has it (`wipe`): cookies, every kind of
 * storage of each origin it reached, the HTTP cache, permissions. tests/engines/visitor-isolation.test.ts shows the
 * next visitor finds nothing of the one before.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { chromium, type BrowserContext, type CDPSession, type Browser as PlaywrightBrowser, type Page as PlaywrightPage } from 'playwright-core';
import { CHROMIUM_ARGS, profilesDir } from '../browser/browser';
import { pageVisitor, type ScriptedPage, type Size, type StartedEngine, type Visitor, type VisitorOptions } from './visitor';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A new Chromium profile with every cookie and all site storage blocked (chrome://settings/cookies, 'Block all cookies'). */
function blockingProfile() {
  const profile = mkdtempSync(join(profilesDir(), 'chromium-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  return profile;
}

/** A browser context kept for visitors with the same options, one at a time. */
interface KeptContext {
  context: BrowserContext;
  /** The empty tab on our sites that keeps their renderer process started, and the DevTools session the wipe goes through. */
  keeper: PlaywrightPage;
  session: CDPSession;
  /** Every origin a frame of this context has shown since the last wipe. */
  origins: Set<string>;
}

async function keptContext(browser: PlaywrightBrowser, options: Parameters<PlaywrightBrowser['newContext']>[0]): Promise<KeptContext> {
  const context = await browser.newContext(options);
  const origins = new Set<string>();
  const keeper = await context.newPage();
  // An empty document from our sites' host (the site and the partner pages are both on 127.0.0.1), made here, not served.
  await keeper.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>keeper</title>' }));
  await keeper.goto(`${inject('siteUrl')}/__keeper`);
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const origin = new URL(frame.url()).origin;
      if (origin !== 'null') origins.add(origin);
    }),
  );
  return { context, keeper, session: await context.newCDPSession(keeper), origins };
}

/** Forgets the last visitor: its tabs closed, then what the browser kept for it anywhere in the context. */
async function wipe(kept: KeptContext) {
  await Promise.all(kept.context.pages().filter((page) => page !== kept.keeper).map((page) => page.close()));
  await kept.session.send('Network.clearBrowserCache');
  for (const origin of kept.origins) await kept.session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  kept.origins.clear();
  await kept.context.clearCookies();
  await kept.context.clearPermissions();
}

export async function chromiumEngine(): Promise<StartedEngine> {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--process-per-site'] });
  /** Contexts no visitor has now, by their options. */
  const idle = new Map<string, KeptContext[]>();
  return {
    alive: () => browser.isConnected(),
    closeVisitors: async () => {
      idle.clear();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
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
        // Blocking cookies is a setting of the profile: a browser of its own, on a profile that says so.
        context = await chromium.launchPersistentContext(blockingProfile(), { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...contextOptions });
        page = context.pages()[0] ?? (await context.newPage());
        done = () => context.close();
      } else {
        const key = JSON.stringify(contextOptions);
        const kept = idle.get(key)?.pop() ?? (await keptContext(browser, contextOptions));
        context = kept.context;
        ownTabs.add(kept.keeper);
        page = await context.newPage();
        done = async () => {
          try {
            await wipe(kept);
            idle.set(key, [...(idle.get(key) ?? []), kept]);
          } catch (error) {
            // A context that cannot be wiped is not used again.
            await context.close().catch(() => {});
            console.warn(`chromium: a closed visitor's browser context could not be wiped (${String(error).slice(0, 160)}); it was closed instead`);
          }
        };
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
