/**
 * Every route in Chromium, and every kind of page in Firefox and WebKit (of the
 * seven service pages, one template, the one with the longest heading), on a
 * phone (360 px) read to the bottom (every widget loaded), then with the window
 * widened to 1440 px: its heading, nothing wider than the screen, the privacy
 * notice linked from its footer, no cookie, no accessibility violation (axe-core:
 * what each engine computes, names, roles, colours, is what it checks), and on the
 * way down no error nor anything fetched from another origin. One visit a route
 * for all of these: each visit costs the suite more than its checks.
 *
 * The six other service pages are the same template with other words: what an
 * engine could do differently with them is what it does with the one read here.
 * Their illustrations are on /services too, shown and checked there in every
 * engine; a missing file is missing in every engine, and Chromium reads all seven.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, PHONE, ROUTES, TEMPLATE_ROUTES, axeViolations, cookiesOf, horizontalOverflow, visitSite } from './visitor-helpers';

/**
 * The page's errors less, on a 404 page, the one report of its own document's status (Chromium: 'Failed to load
 * resource: the server responded with a status of 404 (Not Found)'; Firefox names the status too), at most once.
 */
function ownErrors(errors: string[], status: number) {
  if (status !== 404) return errors;
  const at = errors.findIndex((e) => /\b404\b|Not Found/.test(e));
  return at < 0 ? errors : errors.filter((_, i) => i !== at);
}

/** Images the page shows broken (in the page and in every shadow root), and files fetched with a status of 400 or more. */
const missingFiles = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const scopes = [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
    const broken = scopes.flatMap((scope) => [...scope.querySelectorAll('img')]).filter((img) => img.checkVisibility() && img.complete && img.naturalWidth === 0);
    const failed = performance.getEntriesByType('resource').filter((e) => ((e as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0) >= 400);
    return [...broken.map((img) => `broken image ${img.currentSrc || img.src}`), ...failed.map((e) => `${e.name} answered ${(e as PerformanceResourceTiming & { responseStatus: number }).responseStatus}`)];
  });

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    const pages = engine === 'chromium' ? ROUTES : TEMPLATE_ROUTES;
    it(`shows ${engine === 'chromium' ? 'every route' : 'every kind of page'} at 360 and 1440 px with its heading, nothing wider than the screen, the privacy notice in its footer, no cookie and no accessibility violation (axe-core), read to the bottom with no error, no missing file and nothing fetched from another origin`, { timeout: 360_000 }, async () => {
      const visitor = await browser.open(PHONE);
      try {
        const found: Record<string, string[]> = {};
        // Errors add up over the visit: each route's are those after the last route's axe-core run (whose own
        // inline styles the site's CSP refuses, in the console).
        let seen = 0;
        for (const route of pages) {
          await visitSite(visitor, route.path);
          // Read top to bottom, every widget awake: nothing was fetched from another origin (no CDN, no tracker).
          const foreign = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((url) => new URL(url).origin !== location.origin));
          expect([route.path, foreign]).toEqual([route.path, []]);
          // Nor an error on the way: a missing file on any page is one. A 404 page's own document is reported once
          // by Chromium and Firefox, and only there, only that.
          expect([route.path, ownErrors((await visitor.errors()).slice(seen), route.status)]).toEqual([route.path, []]);
          // Nor a missing file, whether or not the engine tells its console: no image shown broken, nothing fetched
          // with an error status (where the engine gives the status).
          expect([route.path, await missingFiles(visitor)]).toEqual([route.path, []]);
          expect(await visitor.evaluate(() => document.querySelector('h1')?.textContent?.trim()), route.path).toBe(route.h1);
          const privacyLinks = await visitor.evaluate(() =>
            [...document.querySelectorAll('footer a')].filter((a) => a.textContent!.trim() === 'Privacy notice').map((a) => ({ href: a.getAttribute('href'), shown: a.checkVisibility() })),
          );
          expect([route.path, privacyLinks]).toEqual([route.path, [{ href: '/privacy', shown: true }]]);
          // No cookie, every widget awake, HttpOnly ones included.
          expect([route.path, await cookiesOf(visitor)]).toEqual([route.path, []]);
          for (const [label, size] of [['360 px', PHONE], ['1440 px', DESKTOP]] as const) {
            // The same page on a desktop: the window widened, as a visitor's would be (the layout is the CSS's).
            if (size === DESKTOP) await visitor.resize(DESKTOP);
            expect(await horizontalOverflow(visitor), `${route.path} at ${label}`).toEqual([]);
            const violations = await axeViolations(visitor);
            if (violations.length) found[`${route.path} at ${label}`] = violations;
          }
          await visitor.resize(PHONE);
          seen = (await visitor.errors()).length;
        }
        expect(found).toEqual({});
      } finally {
        await visitor.close();
      }
    });
  });
