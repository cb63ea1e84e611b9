/**
 * Nothing loads before it is needed: a widget's script arrives when the
 * widget comes near the viewport or the visitor first touches it, never with
 * the page; widgets in the first viewport load at once.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, openPage, siteUrl, useBrowser, type VisitorPage } from './browser';
import { closePage, visit } from './site';

useBrowser();

/** Records the site's scripts as the page requests them, by file name without the hash. */
async function recordScripts(page: VisitorPage) {
  const scripts: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.url().startsWith(siteUrl()) && pathname.endsWith('.js')) scripts.push(pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  });
  return scripts;
}

const defined = (page: VisitorPage, tag: string) => page.evaluate((t) => customElements.get(t) !== undefined, tag);

/** Waits as long as a slow machine might take to load a script nobody asked for. */
const settle = (page: VisitorPage) => page.waitForTimeout(1500);

describe('the served pages', () => {
  it('carry no widget script and no module preload: only the loader of the host script, at the end', async () => {
    for (const [path, island] of [['/', 'enquiry-form'], ['/about', 'stats'], ['/contact', 'enquiry-form']]) {
      const html = await (await fetch(`${siteUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.includes('<script type="module"'), path).toBe(false);
      expect(head.includes('modulepreload'), path).toBe(false);
      // Each interactive widget names its script for the island loader.
      expect(new RegExp(`<cairn-${island}[^>]* data-island="/assets/${island}-[\\w-]{8}\\.js[^"]*"`).test(html), path).toBe(true);
      // The one script that runs is the page's loader, after the content, naming the host script alone.
      const scripts = [...html.matchAll(/<script(?! type="application\/ld\+json")(?! type="speculationrules")([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(scripts.map((attributes) => attributes.replace(/-[\w-]{8}\.js/, '.js')), path).toEqual(['type="module" data-scripts="/assets/host.js"']);
      expect(html, path).toContain('</footer>');
      expect(html.indexOf('data-scripts='), path).toBeGreaterThan(html.indexOf('</footer>'));
    }
  });

  for (const [path, expected] of [['/', ['host']], ['/services/ai-ml', ['host']], ['/partners', ['host', 'partners']]] as const) {
    it(`loads the page's own scripts on ${path} only once its first contentful paint is on screen`, async () => {
      const page = await openPage(PHONE);
      try {
        await visit(page, path);
        const timing = () =>
          page.evaluate(() => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
            scripts: performance
              .getEntriesByType('resource')
              .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
              .map((e) => ({ name: new URL(e.name).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''), start: e.startTime })),
          }));
        await expect.poll(async () => (await timing()).scripts.map((s) => s.name)).toEqual(expect.arrayContaining([...expected]));
        const { paint, scripts } = await timing();
        expect(paint, 'the first contentful paint is reported').toBeLessThan(Infinity);
        // The configurator is /partners' own script, on no other page.
        expect(scripts.some((s) => s.name === 'partners'), 'the configurator script').toBe(path === '/partners');
        // Not one of our scripts, the page's or a widget's, is fetched before the first paint.
        for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(paint);
        expect(page.errors).toEqual([]);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('the home page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`loads only the host script until the visitor scrolls (${viewport.width} px)`, async () => {
      const page = await openPage(viewport);
      const scripts = await recordScripts(page);
      try {
        await visit(page, '/');
        await settle(page);
        expect(scripts).toEqual(['host']);
        expect(await defined(page, 'cairn-stats')).toBe(false);
        // The statistics show their figures as served, and the form works as served (it posts to mailto:).
        expect(await page.locator('cairn-stats span[data-stat-value]').first().innerText()).toBe('80+');
        expect(page.errors).toEqual([]);
      } finally {
        await closePage(page);
      }
    });
  }

  it('loads the testimonials when they come near, and not the form further down', async () => {
    const page = await openPage(DESKTOP);
    const scripts = await recordScripts(page);
    try {
      await visit(page, '/');
      // Just below the fold: within a screen of the viewport, not yet in it.
      await page.evaluate(() => window.scrollBy(0, document.querySelector('cairn-testimonials')!.getBoundingClientRect().top - innerHeight - 200));
      await expect.poll(() => defined(page, 'cairn-testimonials')).toBe(true);
      expect(await page.locator('cairn-testimonials').evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
      await settle(page);
      expect(scripts).toContain('testimonials');
      expect(scripts).not.toContain('enquiry-form');
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  for (const [interaction, touch] of [
    ['focus', (el: HTMLElement) => el.shadowRoot!.querySelector('input')!.focus({ preventScroll: true })],
    ['pointer', (el: HTMLElement) => void el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))],
    ['key', (el: HTMLElement) => void el.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }))],
  ] as const) {
    it(`loads the form at the visitor's first ${interaction} on it, far below the viewport`, async () => {
      const page = await openPage(DESKTOP);
      const scripts = await recordScripts(page);
      try {
        await visit(page, '/');
        await settle(page);
        expect(await defined(page, 'cairn-enquiry-form')).toBe(false);
        await page.locator('cairn-enquiry-form').evaluate(touch);
        await expect.poll(() => defined(page, 'cairn-enquiry-form')).toBe(true);
        expect(scripts).toContain('enquiry-form');
        expect(scripts).not.toContain('stats');
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('the styles of a page', () => {
  it('come in one request, which the page and every widget shadow root share', async () => {
    const page = await openPage(PHONE);
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    try {
      await visit(page, '/');
      await settle(page);
      expect(stylesheets).toHaveLength(1);
      const linked = await page.evaluate(() => [...document.querySelectorAll('*')].flatMap((el) => [...(el.shadowRoot?.querySelectorAll('link[rel="stylesheet"]') ?? [])].map((l) => l.getAttribute('href'))));
      expect(linked.length).toBeGreaterThanOrEqual(6);
      expect(new Set(linked)).toEqual(new Set(stylesheets));
    } finally {
      await closePage(page);
    }
  });
});

describe('a widget in the first viewport', () => {
  it('loads at once: the contact form on a desktop', async () => {
    const page = await openPage(DESKTOP);
    try {
      await visit(page, '/contact');
      await expect.poll(() => defined(page, 'cairn-enquiry-form')).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
