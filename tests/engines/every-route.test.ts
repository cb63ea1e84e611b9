/**
 * Every route in Chromium, Firefox and WebKit, as a visitor sees it: on a phone (360 px) read to the bottom (every
 * widget loaded), then the window widened through 320, 768, 1024 and 1440 px. At each width, the layout rules
 * (layout-rules.ts: no text overflowing or cut off, no controls overlapping, targets of 24 px, no word broken) and
 * nothing wider than the screen; at 360, 768 and 1440 px, the page's screenshot against its engine's baseline
 * (screenshots.ts); at 360 and 1440 px, no accessibility violation (axe-core: what each engine computes, names,
 * roles, colours, is what it checks). And once a route: its heading, the privacy notice linked from its footer, no
 * cookie, and on the way down no error, no missing file, nothing fetched from another origin. One visit a route for
 * all of these: each visit costs the suite more than its checks.
 *
 * axe-core reads every kind of page in Firefox and WebKit, and all seven service pages only in Chromium: the six
 * others are the same template with other words, and what an engine could do differently with them is what it does
 * with the one read (the longest heading). Their looks and layout, words and all, are checked in every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useEngine, type Visitor } from './engines';
import { faultsOf } from './layout-rules';
import { atRest, screenAsAccepted, scrollBarAreas, withEveryPartShown } from './screenshots';
import { PHONE, ROUTES, TEMPLATE_ROUTES, axeViolations, cookiesOf, horizontalOverflow, partnerPage, visitSite } from './visitor-helpers';

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

/**
 * A page with one of each layout fault the rules look for, and beside each, the same thing where it is allowed: text
 * in a box that scrolls, a small link inside a sentence, a lone small button with room around it, a long word in code,
 * text hidden for screen readers.
 */
const FAULTY_PAGE = `<style>
  .box { width: 120px; white-space: nowrap; }
  .clip { width: 120px; overflow: hidden; white-space: nowrap; }
  .scroll { width: 120px; overflow: auto; white-space: nowrap; }
  .narrow { width: 60px; overflow-wrap: anywhere; font-size: 20px; }
  .pair { position: relative; height: 40px; }
  .pair button { position: absolute; top: 0; left: 0; width: 60px; height: 30px; }
  .pair button + button { left: 40px; }
  .small { width: 16px; height: 16px; padding: 0; border: 0; margin: 0; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style>
<p class="box" id="overflows">Far too long for its box</p>
<p class="clip" id="clips">Cut off by its box, being too long</p>
<p class="scroll">Reached by scrolling, this one</p>
<p class="narrow" id="narrow">Unbreakable</p>
<pre class="narrow"><code>Unbreakable</code></pre>
<div class="pair"><button>One</button><button>Two</button></div>
<p><button class="small" id="small-a"></button><button class="small" id="small-b"></button></p>
<p style="margin-top: 60px"><button class="small" aria-label="Alone"></button></p>
<p>A sentence with <a href="#">a link</a> in it.</p>
<span class="hidden">Words for a screen reader that would not fit</span>`;

/** The widths every route is laid out at, and those it is also pictured at (and read by axe-core). */
const WIDTHS = [360, 320, 768, 1024, 1440];
const PICTURED = new Set([360, 768, 1440]);
const READ_BY_AXE = new Set([360, 1440]);

/** A screenshot's name: the route (`home` for `/`) and the width. */
const screenName = (path: string, width: number) => `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}`;

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);
    // One visitor for every route, one after the other: a window each would cost a browser's start in WebKit.
    let visitor: Visitor;
    beforeAll(async () => {
      visitor = await browser.open(PHONE);
    });
    afterAll(() => visitor?.close());
    const axeRoutes = new Set(engine === 'chromium' ? ROUTES : TEMPLATE_ROUTES);

    it('finds each kind of layout fault on a page made with one of each, and none where each is allowed', async () => {
      await visitor.goto(await partnerPage('layout-faults', FAULTY_PAGE, { csp: '' }));
      await visitor.resize(PHONE);
      const faults = await faultsOf(visitor);
      expect(faults).toEqual([
        expect.stringMatching(/^overflow: "Far too long for its box" overflows its p#overflows/),
        expect.stringMatching(/^overflow: "Cut off by its box, being too long" is cut off by p#clips/),
        expect.stringMatching(/^overlap: button "One" and button "Two"/),
        expect.stringMatching(/^target size: button#small-a.small "" is 16 x 16 px, near another control/),
        expect.stringMatching(/^target size: button#small-b.small "" is 16 x 16 px, near another control/),
        expect.stringMatching(/^broken word: "Unbreakable" in p#narrow/),
      ]);
    });

    for (const route of ROUTES)
      it(`${route.path}: read to the bottom with no error, no missing file, nothing from another origin, no cookie; its heading and privacy link; at ${WIDTHS.join(', ')} px the layout rules, at ${[...PICTURED].join(', ')} px its screens as accepted${axeRoutes.has(route) ? ', at 360 and 1440 px no accessibility violation' : ''}`, { timeout: 120_000 }, async () => {
        await visitor.resize(PHONE);
        // Errors add up over the visitor's pages (in Chromium and Firefox): this route's are those after the last
        // route's checks (axe-core's own inline styles, which the site's CSP refuses, are in the console).
        const seen = (await visitor.errors()).length;
        await visitSite(visitor, route.path);
        // Read top to bottom, every widget awake: nothing was fetched from another origin (no CDN, no tracker).
        const foreign = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((url) => new URL(url).origin !== location.origin));
        expect(foreign).toEqual([]);
        // Nor an error on the way: a missing file on any page is one. A 404 page's own document is reported once
        // by Chromium and Firefox, and only there, only that.
        expect(ownErrors((await visitor.errors()).slice(seen), route.status)).toEqual([]);
        // Nor a missing file, whether or not the engine tells its console: no image shown broken, nothing fetched
        // with an error status (where the engine gives the status).
        expect(await missingFiles(visitor)).toEqual([]);
        expect(await visitor.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBe(route.h1);
        const privacyLinks = await visitor.evaluate(() =>
          [...document.querySelectorAll('footer a')].filter((a) => a.textContent!.trim() === 'Privacy notice').map((a) => ({ href: a.getAttribute('href'), shown: a.checkVisibility() })),
        );
        expect(privacyLinks).toEqual([{ href: '/privacy', shown: true }]);
        // No cookie, every widget awake, HttpOnly ones included.
        expect(await cookiesOf(visitor)).toEqual([]);
        const found: Record<string, string[]> = {};
        const changed: string[] = [];
        for (const width of WIDTHS) {
          // The same page in a window of another width, as a visitor's would be (the layout is the CSS's).
          await visitor.resize({ width, height: PHONE.height });
          // Each part laid out, as when the visitor reaches it: the parts below the first screen are laid out only near
          // the window (laterPart, host/styles.ts), and a part not laid out has no boxes to find a fault in, no colours
          // to read. (What a checker finds on the page as it loads: site-layout.test.ts.)
          await withEveryPartShown(visitor, async () => {
            const faults = [...(await horizontalOverflow(visitor)), ...(await faultsOf(visitor))];
            if (faults.length) found[`${width} px`] = faults;
            if (PICTURED.has(width)) {
              await atRest(visitor);
              const bars = await scrollBarAreas(visitor);
              const screen = await screenAsAccepted(engine, screenName(route.path, width), () => visitor.screenshot({ fullPage: true }), bars);
              if (screen) changed.push(screen);
            }
            if (READ_BY_AXE.has(width) && axeRoutes.has(route)) {
              const violations = await axeViolations(visitor);
              if (violations.length) found[`${width} px, axe-core`] = violations;
            }
          });
        }
        expect(found).toEqual({});
        expect(changed).toEqual([]);
      });
  });
