/**
 * Chromium browser contexts kept and used again, one visitor at a time, wiped between visitors: for the Chromium of
 * tests/engines/ (chromium.ts) and of tests/browser/ (browser.ts's openPage).
 *
 * A new tab's renderer process costs Chromium about 2 CPU-s to start here, more than most of what a test then does in
 * it (measured: a visitor loading two pages, 3.8 CPU-s in a new context, 1.6 in a kept one). So each context keeps one
 * empty tab on our sites (`keeper`) and Chromium runs the tabs of a site in one process (`--process-per-site`, in
 * `KEPT_CONTEXT_ARGS`): a visitor's tab finds that process started. When a visitor is done, its tabs close and
 * everything the context kept of it is wiped before the next visitor has it (`wipe`): cookies, every kind of storage of
 * each origin it reached, the HTTP cache, permissions. tests/engines/visitor-isolation.test.ts shows the next visitor
 * finds nothing of the one before.
 */
import { inject } from 'vitest';
import type { BrowserContext, BrowserContextOptions, CDPSession, Browser, Page } from 'playwright-core';

/** What the Chromium that keeps contexts is started with, beside CHROMIUM_ARGS: one renderer process for a site's tabs. */
export const KEPT_CONTEXT_ARGS = ['--process-per-site'];

/**
 * What the whole browser lets every page do without asking, and the headless shell (browser.ts's CHROMIUM_PATH)
 * refuses unless it is granted: writing to the clipboard, as a copy button does. Granted in every context, as the
 * permissions of its options are, and again after each wipe.
 */
const BROWSER_DEFAULT_PERMISSIONS = ['clipboard-write'];

/** A browser context kept for visitors with the same options, one at a time. */
export interface KeptContext {
  context: BrowserContext;
  /** What its pages may do without asking: the whole browser's defaults, and those of its options. */
  permissions: string[];
  /** The empty tab on our sites that keeps their renderer process started, and the DevTools session the wipe goes through. */
  keeper: Page;
  session: CDPSession;
  /** Every origin a frame of this context has shown since the last wipe. */
  origins: Set<string>;
}

async function keptContext(browser: Browser, options: BrowserContextOptions): Promise<KeptContext> {
  const permissions = [...BROWSER_DEFAULT_PERMISSIONS, ...(options.permissions ?? [])];
  const context = await browser.newContext({ ...options, permissions });
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
  return { context, permissions, keeper, session: await context.newCDPSession(keeper), origins };
}

/** Forgets the last visitor: its tabs closed, then what the browser kept for it anywhere in the context. */
async function wipe(kept: KeptContext) {
  await Promise.all(kept.context.pages().filter((page) => page !== kept.keeper).map((page) => page.close()));
  await kept.session.send('Network.clearBrowserCache');
  for (const origin of kept.origins) await kept.session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  kept.origins.clear();
  await kept.context.clearCookies();
  // Every permission a test granted is taken back, and those the context has for every visitor given again.
  await kept.context.clearPermissions();
  await kept.context.grantPermissions(kept.permissions);
}

/** The kept contexts of one browser, by their options. */
export function keptContexts(browser: () => Browser) {
  /** Contexts no visitor has now, by their options. */
  const idle = new Map<string, KeptContext[]>();
  return {
    /** A wiped context with these options, kept or new, for one visitor; `done` wipes it and keeps it for the next. */
    async take(options: BrowserContextOptions): Promise<KeptContext & { done: () => Promise<void> }> {
      const key = JSON.stringify(options);
      const kept = idle.get(key)?.pop() ?? (await keptContext(browser(), options));
      let given = false;
      const done = async () => {
        if (given) return;
        given = true;
        try {
          await wipe(kept);
          // A context closed meanwhile (its browser's, or a test file's end) is not kept.
          if (!kept.keeper.isClosed()) idle.set(key, [...(idle.get(key) ?? []), kept]);
        } catch (error) {
          // A context that cannot be wiped is not used again.
          await kept.context.close().catch(() => {});
          console.warn(`chromium: a closed visitor's browser context could not be wiped (${String(error).slice(0, 160)}); it was closed instead`);
        }
      };
      return { ...kept, done };
    },
    /** Whether no visitor has this context now. */
    isIdle: (context: BrowserContext) => [...idle.values()].some((list) => list.some((kept) => kept.context === context)),
    /** Forgets every kept context (their browser is closing them). */
    clear: () => idle.clear(),
  };
}
