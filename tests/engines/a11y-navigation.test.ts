/**
 * Getting around the site in Chromium, Firefox and WebKit: zoomed to 400%
 * (WCAG 1.4.10 Reflow), without JavaScript at every width, and by the skip
 * link at every width.
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { SPEC_SLUGS } from '../browser/site';
import { ENGINES, useEngine, type Target, type Visitor } from './engines';
import { waitFor } from './visitor-helpers';

const WIDTHS = [320, 360, 768, 1440];
/** 1280 x 1024 at 400% zoom. */
const ZOOMED = { width: 320, height: 256 };
const MAIN_PAGES = { Home: '/', Services: '/services', 'About Us': '/about', 'Contact Us': '/contact' };
const SERVICE_PAGES = SPEC_SLUGS.map((slug) => `/services/${slug}`);

/** How much of the element the visitor sees: the share of sample points inside the window and not covered by anything else. */
const shareInView = (visitor: Visitor, target: Target) =>
  visitor.on(target, (element) => {
    const box = element!.getBoundingClientRect();
    let seen = 0;
    let all = 0;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        all++;
        const [x, y] = [box.left + box.width * fx, box.top + box.height * fy];
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (top && (top === element || element!.contains(top))) seen++;
      }
    }
    return seen / all;
  });

const menuButtonShown = (visitor: Visitor) => visitor.on('#menu-button', (b) => b!.checkVisibility());

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('zoomed to 400% (320 x 256 px), the open menu shows each link in full as the keyboard reaches it, on / and /about', async () => {
      const visitor = await browser.open(ZOOMED);
      try {
        for (const path of ['/', '/about']) {
          await visitor.goto(`${siteUrl()}${path}`);
          await visitor.on('#menu-button', (b) => (b as HTMLElement).focus());
          await visitor.press('Enter');
          // The page's script (which comes after the first paint) has named the open menu, and moved focus into
          // it if it saw the toggle: a Tab pressed before then could skip Home.
          await waitFor(() => visitor.on('#menu-button', (b) => b!.getAttribute('aria-label')), 'Close menu');
          const seen: Record<string, number> = {};
          for (const [label, href] of Object.entries(MAIN_PAGES)) {
            const link = `#site-nav a[href="${href}"]`;
            const hasFocus = () => visitor.on(link, (a) => a === document.activeElement);
            if (!(await hasFocus())) {
              await visitor.press('Tab');
              // From the menu's button (when the script came after the menu opened, and so moved no focus), Firefox
              // stops first on the list itself: it scrolls at this zoom, and Firefox's keyboard reaches every box that
              // scrolls. The next Tab reaches Home.
              if (await visitor.on('#site-nav', (nav) => nav === document.activeElement)) await visitor.press('Tab');
            }
            await waitFor(async () => [path, label, await hasFocus()], [path, label, true]);
            // The browser scrolls the focused link into view.
            await new Promise((resolve) => setTimeout(resolve, 100));
            seen[label] = await shareInView(visitor, link);
          }
          expect([path, seen]).toEqual([path, { Home: 1, Services: 1, 'About Us': 1, 'Contact Us': 1 }]);
          expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
          await visitor.press('Escape');
        }
      } finally {
        await visitor.close();
      }
    });

    // Which links a page has is its served HTML, the same in every engine and read on every page without a browser
    // (tests/browser/site-html.test.ts); every page is drawn in the one layout (host/app.tsx), whose header and footer
    // hold them. What an engine can change is whether its styles show them at a width: read here on the home page,
    // a 404 page and /contact.
    it(`without JavaScript, at ${WIDTHS.join(', ')} px, the home page, a 404 page and /contact: the four main pages and the seven services linked, in view or a tap away, and the links lead there`, { timeout: 180_000 }, async () => {
      const visitor = await browser.open({ width: WIDTHS[0]!, height: 800 }, { javaScript: false });
      try {
        // The page's own scripts do not run.
        await visitor.goto(`${siteUrl()}/contact`);
        expect(await visitor.evaluate(() => customElements.get('cairn-enquiry-form') === undefined)).toBe(true);
        const missing: string[] = [];
        /** Opens the menu where it is a button, and notes each main or service page the page shown does not link in view. */
        const noteMissing = async (width: number, path: string) => {
          if (await menuButtonShown(visitor)) await visitor.click('#menu-button');
          const reachable = new Set(
            await visitor.evaluate(() => [...document.querySelectorAll('a[href^="/"]')].filter((a) => a.checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href'))),
          );
          for (const href of [...Object.values(MAIN_PAGES), ...SERVICE_PAGES]) if (!reachable.has(href)) missing.push(`${width} px: ${path} → ${href}`);
        };
        for (const width of WIDTHS) {
          await visitor.resize({ width, height: 800 });
          for (const path of ['/', '/no-such-page']) {
            await visitor.goto(`${siteUrl()}${path}`);
            await noteMissing(width, path);
          }
          // From Contact Us to About Us through the header's links.
          await visitor.goto(`${siteUrl()}/contact`);
          await noteMissing(width, '/contact');
          await visitor.click('#site-nav a[href="/about"]');
          await waitFor(() => visitor.evaluate(() => location.pathname), '/about');
          // The URL changes before the new page's HTML is in: its heading is awaited, not read at once.
          await waitFor(() => visitor.on('h1', (h) => h?.checkVisibility() ?? false), true);
        }
        expect(missing).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('reaches the skip link first at every width and zoomed to 400%: in full with its padding, over neither the logo nor the menu, leading to the main area', async () => {
      const sizes = [...WIDTHS.map((width) => ({ width, height: 800 })), ZOOMED];
      const visitor = await browser.open(sizes[0]!);
      try {
        for (const size of sizes) {
          const at = `${size.width} x ${size.height}`;
          await visitor.resize(size);
          await visitor.goto(`${siteUrl()}/services`);
          await visitor.press('Tab');
          const skip = await visitor.evaluate(() => {
            const a = document.activeElement as HTMLAnchorElement;
            const s = getComputedStyle(a);
            const box = a.getBoundingClientRect();
            const overlaps = (selector: string) => {
              const b = document.querySelector(selector)?.getBoundingClientRect();
              return !!b && b.width > 0 && box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
            };
            return {
              windowFocused: document.hasFocus(),
              text: a.innerText,
              href: a.getAttribute('href'),
              padding: Math.min(parseFloat(s.paddingLeft), parseFloat(s.paddingRight), parseFloat(s.paddingTop) * 2, parseFloat(s.paddingBottom) * 2),
              overLogo: overlaps('header a[href="/"]'),
              overMenu: overlaps('#menu-button'),
            };
          });
          // The window has the keyboard focus, as a visitor's does (else no :focus style shows).
          expect([at, skip.windowFocused, skip.text, skip.href, skip.overLogo, skip.overMenu]).toEqual([at, true, 'Skip to main content', '#main', false, false]);
          expect(skip.padding, at).toBeGreaterThanOrEqual(8);
          expect([at, await shareInView(visitor, 'a[href="#main"]')]).toEqual([at, 1]);
          await visitor.press('Enter');
          await waitFor(async () => [at, await visitor.evaluate(() => document.activeElement?.localName)], [at, 'main']);
        }
      } finally {
        await visitor.close();
      }
    });
  });
