/**
 * The partner kit on a page of another origin, under the strict partner CSP:
 * popup, drawer and launcher modes; prefill, context and the page's UTM
 * parameters; every event; the theme following the system live; test mode.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, holdRequests, nextOutboxAnswer, openPage, partnerUrl, siteUrl, useBrowser, type VisitorPage } from './browser';
import { sentFrom } from './enquiry-helpers';
import { documentedCsp } from '../../host/partners/snippet';

useBrowser();

const EVENTS = ['cairn-ready', 'cairn-open', 'cairn-close', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-enquiry-failed'];

declare global {
  interface Window {
    heard: { type: string; detail: Record<string, unknown> }[];
    dataLayer?: Record<string, unknown>[];
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

const heard = (page: VisitorPage) => page.evaluate(() => window.heard.map((e) => e.type));
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
    await page.context().close();
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
    await page.context().close();
  });
});

describe('prefill, context and the page address', () => {
  it('fills the fields and sends the context, the UTM parameters, gclid and the page without its query, in the request and the events', async () => {
    const page = await openModes(DESKTOP, '&utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=abc123&ref=partner-blog&secret=nope');
    await page.locator('#open-popup').dispatchEvent('click');
    await expect.poll(() => isModal(page, 'popup-form')).toBe(true);
    const form = page.locator('#popup-form');
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Ada Lovelace');
    expect(await form.getByLabel('Project Description').inputValue()).toBe('Analytical engine maintenance');
    await form.getByLabel('Email Address').fill('prefilled@example.com');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => heard(page)).toContain('cairn-enquiry-sent');
    expect(sentFrom('prefilled@example.com')).toHaveLength(1);
    const params = sentFrom('prefilled@example.com')[0]!.body.template_params;
    expect(params).toMatchObject({
      from_name: 'Ada Lovelace',
      partner_id: 'modes',
      context: 'plan=pro&source=webinar',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'abc123',
      ref: 'partner-blog',
      page_url: `${partnerUrl()}/modes.html`,
    });
    expect(params).not.toHaveProperty('secret');
    const sent = await page.evaluate(() => window.heard.find((e) => e.type === 'cairn-enquiry-sent')?.detail);
    expect(sent).toEqual({
      partnerId: 'modes',
      context: { plan: 'pro', source: 'webinar' },
      params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', gclid: 'abc123', ref: 'partner-blog' },
      pageUrl: `${partnerUrl()}/modes.html`,
    });
    await page.context().close();
  });
});

describe('events', () => {
  it('fires ready, open, submit, sent and close in order, each with the partner id, and pushes them to the dataLayer when asked', async () => {
    const page = await openModes(DESKTOP);
    await page.locator('#open-popup').dispatchEvent('click');
    await expect.poll(() => isModal(page, 'popup-form')).toBe(true);
    await page.locator('#popup-form').getByLabel('Email Address').fill('events@example.com');
    await page.locator('#popup-form button[type="submit"]').click();
    await expect.poll(() => heard(page)).toContain('cairn-enquiry-sent');
    await page.keyboard.press('Escape');
    await expect.poll(() => heard(page)).toEqual(['cairn-ready', 'cairn-ready', 'cairn-ready', 'cairn-open', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-close']);
    const details = await page.evaluate(() => window.heard.map((e) => e.detail.partnerId));
    expect(new Set(details)).toEqual(new Set(['modes']));
    // analytics="datalayer" is on the popup form only.
    const layer = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
    expect(layer).toEqual(['cairn-ready', 'cairn-open', 'cairn-enquiry-submit', 'cairn-enquiry-sent', 'cairn-close']);
    await page.context().close();
  });

  it('fires cairn-enquiry-failed with the reason when sending fails', async () => {
    const page = await openModes(DESKTOP);
    await fetch(`${siteUrl()}/__outbox/next`, { method: 'POST', body: JSON.stringify({ status: 500 }) });
    await page.locator('#open-popup').dispatchEvent('click');
    await page.locator('#popup-form').getByLabel('Email Address').fill('events-fail@example.com');
    await page.locator('#popup-form button[type="submit"]').click();
    await expect.poll(() => page.evaluate(() => window.heard.find((e) => e.type === 'cairn-enquiry-failed')?.detail)).toMatchObject({ partnerId: 'modes', reason: expect.stringContaining('500') });
    await page.context().close();
  });
});

describe('theme', () => {
  it('follows the visitor\'s colour scheme live with theme="auto", at the same contrast', async () => {
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
    await page.context().close();
  });
});

/** The pinned release's hashes, as published next to its files. */
const integrity = () =>
  JSON.parse(readFileSync(new URL('../../dist/embed/0.2.3/integrity.json', import.meta.url), 'utf8')) as { version: string; files: Record<string, string> };

describe('pinned, integrity-checked URLs', () => {

  /** A blank page on the partner's origin, under the documented strict CSP, with one script tag. */
  async function pinnedPage(hash: string, version = '0.2.3') {
    const html = `<!doctype html><html lang="en"><title>Pinned</title>
<script type="module" src="${siteUrl()}/embed/${version}/cairn.js" integrity="${hash}" crossorigin="anonymous"></script>
<cairn-services-grid services="ai-ml"></cairn-services-grid><cairn-enquiry-form partner-id="pinned" mode="popup" id="f"></cairn-enquiry-form>`;
    await fetch(`${partnerUrl()}/__pages/pinned`, { method: 'PUT', body: html });
    const page = await openPage(DESKTOP);
    const requests: string[] = [];
    page.on('request', (r) => r.url().startsWith(siteUrl()) && requests.push(new URL(r.url()).pathname));
    await page.goto(`${partnerUrl()}/pasted/pinned?csp=documented`);
    return { page, requests };
  }

  it('publishes each pinned file as one file, with its hash, cached for a year; the evergreen one for minutes', async () => {
    const { version, files } = integrity();
    expect(version).toBe('0.2.3');
    expect(Object.keys(files)).toEqual(['cairn.js', 'enquiry-form.js', 'services-grid.js']);
    for (const [file, hash] of Object.entries(files)) {
      const response = await fetch(`${siteUrl()}/embed/0.2.3/${file}`);
      const code = Buffer.from(await response.arrayBuffer());
      expect(hash).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`);
      expect(code.toString('utf8')).not.toMatch(/\bimport\s*\(|\bfrom\s*["']|\bimport\s*["']/); // no further imports
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${siteUrl()}/embed/cairn.js`)).headers.get('cache-control')).toBe('public, max-age=300');
    const guide = readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8');
    for (const hash of Object.values(files)) expect(guide).toContain(hash);
  });

  // 0.2.0 and 0.2.1 with the hashes their partners were given: still served, byte for byte, after later releases.
  const releases = [
    ['0.2.3', () => integrity().files['cairn.js']!],
    ['0.2.1', () => 'sha384-gH0UOeupsjjlco7oNbfa8Zj+z7SUHbxbUXdPN5myJ7pj7TxqX5Q3ACheYkWW+Zzv'],
    ['0.2.0', () => 'sha384-9rUMCYZvExkOj+5JhZBqB7eQ5Rf/LGOK+Gg38+F23UtXB5rahYBA8sP0NUKh3jiA'],
  ] as const;
  for (const [version, hash] of releases) {
    it(`runs pinned release ${version} with its integrity hash under the strict CSP, dialog included, loading nothing more`, async () => {
      const { page, requests } = await pinnedPage(hash(), version);
      await page.locator('cairn-services-grid article').first().waitFor();
      await page.evaluate(() => (document.getElementById('f') as HTMLElement & { open(): Promise<void> }).open());
      await expect.poll(() => isModal(page, 'f')).toBe(true);
      expect(requests.filter((p) => p.endsWith('.js'))).toEqual([`/embed/${version}/cairn.js`]);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }

  it('refuses to run a pinned script whose hash does not match', async () => {
    const { page } = await pinnedPage(`sha384-${'A'.repeat(64)}`);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => customElements.get('cairn-enquiry-form'))).toBeUndefined();
    expect(page.errors.some((e) => /integrity/i.test(e))).toBe(true);
    await page.context().close();
  });
});

describe('the Content-Security-Policy partners are told to allow', () => {
  const told = "script-src 'self' https://cairnsoftware.co.uk; img-src 'self' https://cairnsoftware.co.uk; connect-src 'self' https://api.emailjs.com";

  it('is in the partner guide as the one list makes it, with no style-src: styles need none', () => {
    expect(readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8')).toContain(`\n${told}\n`);
    expect(documentedCsp('https://cairnsoftware.co.uk', 'https://api.emailjs.com')).toBe(told);
  });

  it('is exactly the policy the test partner pages run under, here with the local outbox for EmailJS', async () => {
    const response = await fetch(`${partnerUrl()}/plain.html?csp=documented`);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${siteUrl()}; img-src 'self' ${siteUrl()}; connect-src 'self' ${siteUrl()}`,
    );
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
    expect(served).toContain(`src="https://cairnsoftware.co.uk/embed/0.2.3/cairn.js" integrity="${files['cairn.js']}" crossorigin="anonymous"`);
  });

  async function copyAndPaste(page: VisitorPage, name: string) {
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.locator('#copy-status').innerText()).toBe('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#snippet-html').innerText());
    await fetch(`${partnerUrl()}/__pages/${name}`, { method: 'PUT', body: `<!doctype html><html lang="en"><title>Blank</title>\n${copied}` });
    const pasted = await openPage(DESKTOP);
    await pasted.goto(`${partnerUrl()}/pasted/${name}?csp=documented`);
    return { copied, pasted };
  }

  it('is linked from the footer, not from the main navigation', async () => {
    const page = await openPage(DESKTOP);
    await page.goto(`${siteUrl()}/`);
    expect(await page.locator('footer a[href="/partners"]').count()).toBe(1);
    expect(await page.locator('header a[href="/partners"]').count()).toBe(0);
    await page.context().close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`previews the chosen services grid, and its copied snippet shows the same grid on a blank page of another origin (${viewport.width} px)`, async () => {
      const page = await configure(viewport);
      await page.locator('select[name="widget"]').selectOption('services-grid');
      await page.locator('input[name="services"][value="ai-ml"]').check();
      await page.locator('input[name="services"][value="devops-cloud"]').check();
      await page.locator('select[name="theme"]').selectOption('dark');
      const titles = (p: VisitorPage) => p.locator('cairn-services-grid article h3').allInnerTexts();
      await expect.poll(() => titles(page)).toEqual(['AI & Machine Learning', 'DevOps & Cloud']);
      const { copied, pasted } = await copyAndPaste(page, `grid-${viewport.width}`);
      expect(copied).toContain(`src="${siteUrl()}/embed/0.2.3/cairn.js" integrity="sha384-`);
      expect(copied).toContain('<cairn-services-grid services="ai-ml,devops-cloud" theme="dark"></cairn-services-grid>');
      await expect.poll(() => titles(pasted)).toEqual(['AI & Machine Learning', 'DevOps & Cloud']);
      expect(pasted.errors).toEqual([]);
      expect(await page.locator('#snippet-csp').innerText()).toBe(`script-src ${siteUrl()}; img-src ${siteUrl()}`);
      await pasted.context().close();
      await page.context().close();
    });
  }

  it('writes a popup form with its opener, the partner id and the colours, and the pasted form opens and sends', async () => {
    const page = await configure();
    await page.locator('select[name="mode"]').selectOption('popup');
    await page.getByLabel('Partner id').fill('configured');
    await page.getByLabel('Brand colour').fill('#7c3aed');
    await expect.poll(() => page.locator('#snippet-css').innerText()).toBe('cairn-enquiry-form { --cairn-brand: #7c3aed; --cairn-brand-strong: #7c3aed; --cairn-focus: #7c3aed; }');
    // The preview is the real element: it opens.
    await page.locator('#preview').getByRole('button', { name: 'Talk to us' }).click();
    await expect.poll(() => page.locator('#preview cairn-enquiry-form dialog').evaluate((d) => d.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    const { pasted } = await copyAndPaste(page, 'popup');
    await pasted.getByRole('button', { name: 'Talk to us' }).click();
    await expect.poll(() => pasted.locator('cairn-enquiry-form dialog').evaluate((d) => d.matches(':modal'))).toBe(true);
    const form = pasted.locator('cairn-enquiry-form');
    await form.getByLabel('Full Name').fill('Configured Partner');
    await form.getByLabel('Email Address').fill('configured@example.com');
    await form.getByLabel('Project Description').fill('From a pasted snippet.');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => sentFrom('configured@example.com').length).toBe(1);
    expect(sentFrom('configured@example.com')[0]!.body.template_params.partner_id).toBe('configured');
    await pasted.context().close();
    await page.context().close();
  });
});
