/**
 * The layout every page shares, in Chromium, Firefox and WebKit: the fixed
 * header and its navigation (the small-screen menu by pointer and keyboard), a
 * visible focus at every Tab stop, the footer; and, in Chromium, the current page
 * marked and the links that leave the site. (The skip link: a11y-navigation.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { contrastWithBackdrop } from '../browser/contrast';
import { SPEC_SLUGS } from '../browser/site';
import { site } from '../../widgets/content/site';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, PHONE, axeViolations, horizontalOverflow, pageScriptsRan, tabStops, waitFor } from './visitor-helpers';

/** The external scheduling page (the spec names none: the company's own setting). */
const SCHEDULING_URL = site.schedulingUrl;
const NEW_TAB_HINT = '(opens in a new tab)';

const navLinks = (visitor: Visitor) =>
  visitor.evaluate(() => [...document.querySelectorAll('#site-nav a')].map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href'), current: a.getAttribute('aria-current'), shown: a.checkVisibility() })));
const menuOpen = (visitor: Visitor) => visitor.evaluate(() => (document.getElementById('menu') as HTMLDetailsElement).open);
const shownLinks = async (visitor: Visitor) => (await navLinks(visitor)).filter((l) => l.shown).length;
const focusedText = (visitor: Visitor) => visitor.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('keeps the header fixed at the top while the page scrolls, with a logo linking home and the four links', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/services`);
        expect(await navLinks(visitor)).toEqual([
          { text: 'Home', href: '/', current: null, shown: true },
          { text: 'Services', href: '/services', current: 'page', shown: true },
          { text: 'About Us', href: '/about', current: null, shown: true },
          { text: 'Contact Us', href: '/contact', current: null, shown: true },
        ]);
        expect(await visitor.on('#menu-button', (el) => el!.checkVisibility())).toBe(false);
        expect(await visitor.on('header a[href="/"]', (a) => ({ name: a!.getAttribute('aria-label'), text: a!.textContent, logos: [...a!.querySelectorAll('svg')].map((svg) => svg.getAttribute('aria-hidden')) }))).toEqual({
          name: 'Cairn Software home',
          text: 'Cairn Software',
          logos: ['true'],
        });
        await visitor.evaluate(() => scrollTo({ top: 2500, behavior: 'instant' }));
        await waitFor(() => visitor.evaluate(() => scrollY > 2000), true);
        const box = await visitor.on('body > header', (h) => {
          const r = h!.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, shown: h!.checkVisibility() };
        });
        // As wide as the window, less a classic scroll bar (Firefox's here).
        expect(box).toEqual({ x: 0, y: 0, width: await visitor.evaluate(() => document.documentElement.clientWidth), shown: true });
        // Over the dark hero, at the top: the current link readable.
        await visitor.goto(`${siteUrl()}/about`);
        expect(await visitor.on('#site-nav a[aria-current="page"]', contrastWithBackdrop as (el: Element | null) => number)).toBeGreaterThanOrEqual(4.5);
      } finally {
        await visitor.close();
      }
    });

    for (const path of ['/', '/services/ai-ml', '/contact'])
      it(`shows where the focus is at every stop Tab reaches on ${path}`, { timeout: 120_000 }, async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          await visitor.goto(`${siteUrl()}${path}`);
          await pageScriptsRan(visitor);
          const { stops, unmarked } = await tabStops(visitor);
          // The walk went through the page: past the header's six links and into the page's own.
          expect(stops).toBeGreaterThan(10);
          expect(unmarked).toEqual([]);
        } finally {
          await visitor.close();
        }
      });

    it('opens and closes the small-screen menu by pointer and keyboard, all four links shown only while open (360 px)', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/about`);
        await pageScriptsRan(visitor);
        expect(await visitor.on('#menu-button', (b) => ({ shown: b!.checkVisibility(), controls: b!.getAttribute('aria-controls'), name: b!.getAttribute('aria-label') }))).toEqual({
          shown: true,
          controls: 'site-nav',
          name: 'Open menu',
        });
        expect(await menuOpen(visitor)).toBe(false);
        expect(await shownLinks(visitor)).toBe(0);

        await visitor.click('#menu-button');
        await waitFor(() => menuOpen(visitor), true);
        await waitFor(() => visitor.on('#menu-button', (b) => b!.getAttribute('aria-label')), 'Close menu');
        expect(await shownLinks(visitor)).toBe(4);
        expect(await horizontalOverflow(visitor)).toEqual([]);

        await visitor.press('Escape');
        await waitFor(() => menuOpen(visitor), false);
        expect(await shownLinks(visitor)).toBe(0);
        expect(await visitor.evaluate(() => document.activeElement?.id)).toBe('menu-button');

        // From the keyboard, the focus on the button: Enter opens it on the first link, Tab walks the links, leaving closes it.
        await visitor.press('Enter');
        await waitFor(() => menuOpen(visitor), true);
        await waitFor(() => focusedText(visitor), 'Home');
        for (const label of ['Services', 'About Us', 'Contact Us']) {
          await visitor.press('Tab');
          expect(await focusedText(visitor)).toBe(label);
        }
        expect(await menuOpen(visitor)).toBe(true);
        await visitor.press('Tab');
        await waitFor(() => menuOpen(visitor), false);
        expect(await shownLinks(visitor)).toBe(0);

        // Open, it passes axe-core (whose own inline styles the site's CSP refuses, in the console: errors are read first).
        await visitor.click('#menu-button');
        await waitFor(() => menuOpen(visitor), true);
        expect(await visitor.errors()).toEqual([]);
        expect(await axeViolations(visitor)).toEqual([]);
        // Choosing a link closes it (the navigation that follows held back, to look at the menu).
        await visitor.evaluate(() => addEventListener('click', (event) => event.preventDefault(), { once: true }));
        await visitor.click('#site-nav a[href="/contact"]');
        await waitFor(() => menuOpen(visitor), false);
        expect(await shownLinks(visitor)).toBe(0);
        expect(await visitor.evaluate(() => location.pathname)).toBe('/about');
      } finally {
        await visitor.close();
      }
    });

    it('ends every page with a footer: who we are, the seven services, Get in Touch, the 2024 copyright line', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/about`);
        // Read where the visitor reads it: the footer is laid out as it comes near (Firefox and WebKit give no
        // innerText before).
        await visitor.evaluate(() => document.querySelector('body > footer')!.scrollIntoView({ block: 'end', behavior: 'instant' }));
        await waitFor(() => visitor.on('footer', (f) => (f as HTMLElement).innerText.includes('©')), true);
        const footer = await visitor.on('footer', (f) => ({
          text: (f as HTMLElement).innerText,
          services: [...f!.querySelectorAll('nav a')].map((a) => a.getAttribute('href')),
          headings: [...f!.querySelectorAll('h2, h3')].map((h) => h.textContent!.trim()),
          contact: [...f!.querySelectorAll('a')].filter((a) => a.textContent!.trim() === 'Contact Us').map((a) => a.getAttribute('href')),
          last: (f!.querySelector(':scope > :last-child p') as HTMLElement).innerText.trim(),
        }));
        expect(footer.text).toContain('Cairn Software');
        expect(footer.services).toEqual(SPEC_SLUGS.map((slug) => `/services/${slug}`));
        expect(footer.headings).toContain('Get in Touch');
        expect(footer.contact).toEqual(['/contact']);
        expect(footer.last).toBe('© 2024 Cairn Software. All rights reserved.');
      } finally {
        await visitor.close();
      }
    });

    it('reads right to a contrast checker as it loads: a dark section below the first screen is laid out with the page, the footer is not but its placeholder is as tall', async () => {
      // A checker (axe-core, as Lighthouse and browser extensions run it) reads a page where it stands. The text of a
      // part not laid out yet is laid out for it, but what it finds behind that text is the part's placeholder, or
      // below it the page's white: the light text of a dark section, or of the footer below a placeholder shorter than
      // it (host/styles.ts, `laterFooter`), would "fail". (Every part laid out: every-route.test.ts.)
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/services/web-development`);
        expect(await visitor.evaluate(() => scrollY)).toBe(0);
        expect(await axeViolations(visitor)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it("holds the footer, until it is laid out, in a placeholder at least as tall as it at every width (a checker reads text below a shorter one against the page's white)", async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/privacy`);
        const taller: Record<string, string> = {};
        for (const width of [320, 360, 767, 768, 1023, 1024, 1440]) {
          await visitor.resize({ width, height: PHONE.height });
          await visitor.evaluate(() => document.querySelector('body > footer')!.scrollIntoView({ block: 'end', behavior: 'instant' }));
          await waitFor(() => visitor.on('footer', (f) => (f as HTMLElement).innerText.includes('©')), true);
          const { height, placeholder } = await visitor.on('footer', (f) => ({
            height: f!.getBoundingClientRect().height,
            placeholder: parseFloat(getComputedStyle(f!).containIntrinsicHeight.split(' ').pop()!),
          }));
          if (!(height <= placeholder)) taller[`${width} px`] = `the footer is ${height} px tall, its placeholder ${placeholder} px (host/styles.ts, laterFooter)`;
        }
        expect(taller).toEqual({});
      } finally {
        await visitor.close();
      }
    });

    // What the served HTML and the page's script decide from the address, whatever the engine: which link is marked
    // current (the mark's contrast, painted, is above), and the links that leave the site with their target and rel
    // (a link opening its new tab, as each engine does: privacy.test.ts). Read once, in Chromium.
    if (engine !== 'chromium') return;

    it('marks the current page in the navigation, from the real address on a 404 too', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        // Home only on exactly '/'; the others on their path and anything below it.
        const expected: [string, string | null][] = [
          ['/', 'Home'],
          ['/services', 'Services'],
          ['/services/ai-ml', 'Services'],
          ['/services/nope', 'Services'],
          ['/about', 'About Us'],
          ['/contact', 'Contact Us'],
          ['/contact/extra', 'Contact Us'],
          ['/about-us-nope', null],
          ['/no-such-page', null],
        ];
        for (const [path, label] of expected) {
          await visitor.goto(`${siteUrl()}${path}`);
          // On a 404 the page's script marks the link from the real address, once it has loaded.
          await waitFor(async () => [path, (await navLinks(visitor)).filter((l) => l.current === 'page').map((l) => l.text)], [path, label ? [label] : []]);
        }
      } finally {
        await visitor.close();
      }
    });

    it('opens the scheduling page, and every link that leaves the site, in a new tab without handing over the window', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const scheduling: [string, string[]][] = [
          ['/', []],
          ['/services', ['Schedule a Call', 'Schedule a Call']],
          ['/services/ai-ml', ['Schedule a Consultation', 'Schedule a Consultation']],
          ['/services/web-development', ['Schedule a Consultation', 'Schedule a Consultation']],
          ['/about', ['Schedule a Consultation']],
          ['/contact', ['Book Instantly']],
        ];
        for (const [path, names] of scheduling) {
          await visitor.goto(`${siteUrl()}${path}`);
          const outward = await visitor.evaluate(
            (url) =>
              [...document.querySelectorAll('a')]
                .filter((a) => a.origin !== location.origin && a.protocol.startsWith('http'))
                .map((a) => ({ scheduling: a.href === url, text: a.firstChild?.textContent?.trim(), whole: a.textContent!.replace(/\s+/g, ' ').trim(), target: a.target, opener: /\bnoopener\b/.test(a.rel) })),
            SCHEDULING_URL,
          );
          expect([path, outward.filter((l) => l.scheduling).map((l) => l.text)]).toEqual([path, names]);
          for (const link of outward) expect([path, link.target, link.opener]).toEqual([path, '_blank', true]);
          // Screen readers are told too.
          for (const link of outward.filter((l) => l.scheduling)) expect(link.whole).toBe(`${link.text} ${NEW_TAB_HINT}`);
        }
      } finally {
        await visitor.close();
      }
    });
  });
