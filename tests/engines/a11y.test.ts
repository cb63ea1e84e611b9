/**
 * axe-core on every route, in Chromium, Firefox and WebKit, on a phone (360 px)
 * once the visitor has scrolled to the bottom (every widget loaded), then with
 * the window widened to 1440 px: what each engine computes (names, roles,
 * colours) is what it checks; and no error, nor anything fetched from another
 * origin, on the way down.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, PHONE, ROUTES, axeViolations, visitSite } from './visitor-helpers';

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('finds no accessibility violation on any route at 360 and 1440 px (axe-core), read to the bottom with no error and nothing fetched from another origin', { timeout: 360_000 }, async () => {
      const visitor = await browser.open(PHONE);
      try {
        const found: Record<string, string[]> = {};
        // Errors add up over the visit: each route's are those after the last route's axe-core run (whose own
        // inline styles the site's CSP refuses, in the console).
        let seen = 0;
        for (const route of ROUTES) {
          await visitSite(visitor, route.path);
          // Read top to bottom, every widget awake: nothing was fetched from another origin (no CDN, no tracker).
          const foreign = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((url) => new URL(url).origin !== location.origin));
          expect([route.path, foreign]).toEqual([route.path, []]);
          // Nor an error on the way (a 404's own document aside, which Chromium and Firefox put in the console).
          expect([route.path, (await visitor.errors()).slice(seen).filter((e) => !/404|Not Found/.test(e))]).toEqual([route.path, []]);
          const violations = await axeViolations(visitor);
          if (violations.length) found[`${route.path} at 360 px`] = violations;
          // The same page on a desktop: the window widened, as a visitor's would be (the layout is the CSS's).
          await visitor.resize(DESKTOP);
          const wide = await axeViolations(visitor);
          if (wide.length) found[`${route.path} at 1440 px`] = wide;
          await visitor.resize(PHONE);
          seen = (await visitor.errors()).length;
        }
        expect(found).toEqual({});
      } finally {
        await visitor.close();
      }
    });
  });
