/**
 * The partner kit, in Chromium: what needs its protocol (requests refused or
 * held on cue, the colour scheme changed live, the clipboard read back), and
 * what the server publishes (pinned files, the documented policy, the snippet
 * served before any script). The kit as partners and visitors use it, its
 * modes, prefill, events, configurator and pinned releases, is proven in three
 * engines: tests/engines/partner-kit.test.ts and partner-modes.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, closePage, holdRequests, openPage, partnerUrl, siteUrl, useBrowser, type VisitorPage } from './browser';
import { embedVersion } from '../../build/releases';
import { documentedCsp } from '../../host/partners/snippet';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';

useBrowser();

const EVENTS = ['cairn-ready', 'cairn-open', 'cairn-close', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-enquiry-failed'];

declare global {
  interface Window {
    heard: { type: string; detail: Record<string, unknown> }[];
    violations: string[];
  }
}

async function openModes(viewport = DESKTOP, query = '') {
  const page = await openPage(viewport);
  await page.addInitScript((names) => {
    window.heard = [];
    window.violations = [];
    for (const name of names) document.addEventListener(name, (e) => window.heard.push({ type: e.type, detail: (e as CustomEvent).detail }));
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  }, EVENTS);
  await page.goto(`${partnerUrl()}/modes.html?csp=documented${query}`);
  await expect.poll(() => page.evaluate(() => window.heard.filter((e) => e.type === 'cairn-ready').length)).toBe(3);
  return page;
}

const dialogOf = (page: VisitorPage, id: string) => page.locator(`#${id} dialog`);
const isModal = (page: VisitorPage, id: string) => dialogOf(page, id).evaluate((d) => d.matches(':modal'));

// The popup, drawer and launcher as visitors use them run in all three engines (tests/engines/partner-modes.test.ts);
// here, what needs a request refused or held on cue.
describe('display modes when their code fails or comes late', () => {
  it("shows a popup form inline when the popup code cannot load, and a later open() opens it as a popup (requests refused by Playwright's interception: Chromium only)", async () => {
    const page = await openPage(DESKTOP);
    await page.route('**/embed/chunks/dialog-*.js', (route) => route.abort());
    await page.goto(`${partnerUrl()}/modes.html?csp=documented`);
    // The form is in the page, where the visitor can use it, not hidden behind a dialog that never comes.
    await expect.poll(() => page.locator('#popup-form').getByLabel('Email Address').isVisible()).toBe(true);
    await page.unroute('**/embed/chunks/dialog-*.js');
    await page.evaluate(() => (document.getElementById('popup-form') as HTMLElement & { open(): Promise<void> }).open());
    await expect.poll(() => isModal(page, 'popup-form')).toBe(true);
    await closePage(page);
  });

  it("opens the popup from a click made before its code has arrived, and the drawer from a link without following it (requests held by Playwright's interception: Chromium only)", async () => {
    const page = await openPage(DESKTOP);
    // The popup and drawer code on a slow connection: held until the clicks are made.
    const release = await holdRequests(page, /\/embed\/chunks\/dialog-[\w-]+\.js$/);
    await page.goto(`${partnerUrl()}/modes.html?csp=documented`);
    await page.locator('#open-popup').click();
    expect(await page.locator('#popup-form dialog').count()).toBe(0); // the code has not arrived
    release();
    await expect.poll(() => isModal(page, 'popup-form')).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('#open-drawer').click();
    await expect.poll(() => isModal(page, 'drawer-form')).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    await closePage(page);
  });
});

describe('theme', () => {
  it('follows the visitor\'s colour scheme live with theme="auto", at the same contrast (the scheme changed while the page is open, by Chromium\'s emulation: Chromium only)', async () => {
    const page = await openModes(DESKTOP);
    await page.evaluate(() => (document.getElementById('drawer-form') as HTMLElement & { open(): Promise<void> }).open());
    const label = page.locator('#drawer-form label').first();
    // As rgb(), whatever notation the browser computes (colour-mix gives color(srgb …)).
    const colours = () =>
      page.locator('#drawer-form dialog').evaluate((d) =>
        [getComputedStyle(d).backgroundColor, getComputedStyle(d.querySelector('label')!).color].map((c) => {
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.fillStyle = c;
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
          return `rgb(${r}, ${g}, ${b})`;
        }),
      );
    expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(15, 23, 42)']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(colours).toEqual(['rgb(15, 23, 42)', 'rgb(241, 245, 249)']);
    expect(await label.isVisible()).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(colours).toEqual(['rgb(255, 255, 255)', 'rgb(15, 23, 42)']);
    await closePage(page);
  });
});

/** This build's release: the version package.json names (after `npm run release` of the next, that one, with no test to edit). */
const current = embedVersion;

/** The pinned release's hashes, as published next to its files. */
const integrity = () =>
  JSON.parse(readFileSync(new URL(`../../dist/embed/${current}/integrity.json`, import.meta.url), 'utf8')) as { version: string; files: Record<string, string> };

describe('pinned, integrity-checked URLs', () => {
  it('publishes each pinned file as one file, with its hash, cached for a year; the evergreen one for minutes', async () => {
    const { version, files } = integrity();
    expect(version).toBe(current);
    expect(Object.keys(files)).toEqual(['cairn.js', 'enquiry-form.js', 'services-grid.js']);
    for (const [file, hash] of Object.entries(files)) {
      const response = await fetch(`${siteUrl()}/embed/${current}/${file}`);
      const code = Buffer.from(await response.arrayBuffer());
      expect(hash).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`);
      expect(code.toString('utf8')).not.toMatch(/\bimport\s*\(|\bfrom\s*["']|\bimport\s*["']/); // no further imports
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${siteUrl()}/embed/cairn.js`)).headers.get('cache-control')).toBe('public, max-age=300');
    const guide = readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8');
    for (const hash of Object.values(files)) expect(guide).toContain(hash);
  });
});

describe('the Content-Security-Policy partners are told to allow', () => {
  const emailJs = 'https://api.emailjs.com';
  const told = `script-src 'self' ${site.url}; img-src 'self' ${site.url}; connect-src 'self' ${emailJs}`;

  it('is in the partner guide as the one list makes it, with no style-src: styles need none', () => {
    expect(readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8')).toContain(`\n${told}\n`);
    expect(documentedCsp(site.url, emailJs)).toBe(told);
  });

  // That this policy is enough, the widgets running under it with no violation, is proven on the test partner pages
  // served with it (?csp=documented): tests/engines/partner-kit.test.ts and partner-modes.test.ts, in three engines.
  it('is what the configurator at /partners, as our server serves it before any script runs, gives for its first choice, the enquiry form', async () => {
    const html = await (await fetch(`${siteUrl()}/partners`)).text();
    const shown = html.match(/<code id="snippet-csp">([^<]*)<\/code>/)?.[1];
    // The configurator leaves out the partner's own 'self'; built for the local outbox, the form sends to our own origin.
    expect(shown).toBe(told.replaceAll(" 'self'", '').replace(emailJs, site.url));
  });
});

describe('the configurator at /partners', () => {
  async function configure(viewport = DESKTOP) {
    const page = await openPage(viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${siteUrl()}/partners`);
    // The configurator's script has run: the preview shows the real form.
    await expect.poll(() => page.locator('#preview cairn-enquiry-form').count()).toBe(1);
    return page;
  }

  it("serves the snippet pinned to this release's hash, before any script runs", async () => {
    const html = await (await fetch(`${siteUrl()}/partners`)).text();
    const { files } = integrity();
    const start = html.indexOf('id="snippet-html"');
    const served = html.slice(start, html.indexOf('</code>', start)).replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    expect(served).toContain(`src="${site.url}/embed/${current}/cairn.js" integrity="${files['cairn.js']}" crossorigin="anonymous"`);
  });

  it("puts exactly the snippet it shows on the clipboard (read back with a permission only Chromium's automation grants: Chromium only)", async () => {
    const page = await configure();
    await page.locator('select[name="widget"]').selectOption('services-grid');
    await page.locator('input[name="services"][value="ai-ml"]').check();
    await page.getByRole('button', { name: ui.partners.copy }).click();
    await expect.poll(() => page.locator('#copy-status').innerText()).toBe(ui.partners.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#snippet-html').innerText());
    expect(copied).toContain('<cairn-services-grid services="ai-ml"></cairn-services-grid>');
    await closePage(page);
  });
});
