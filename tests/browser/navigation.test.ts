/**
 * Every click inside the site is instant: the browser's speculation rules
 * (inline in the page, allowed by their hash in our CSP) fetch an
 * internal page as soon as the visitor shows intent, and the page they lead to
 * is shown at once, with no cross-fade to hold its first paint. Chromium never
 * activates a prerender while automation is attached, so these tests watch the
 * speculative requests arrive at the server, and the prefetched page being used.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../build/serve';
import { DESKTOP, closePage, openPage, useBrowser, type VisitorPage } from './browser';

useBrowser();

const root = new URL('../..', import.meta.url).pathname;

/** Our own copy of the site server, so that the test can see each request's headers as the server does. */
let server: Server;
let site = '';
const seen: { path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = await serve({ dist: join(root, 'dist'), port: 0, outboxFile: join(mkdtempSync(join(tmpdir(), 'cairn-outbox-')), 'enquiries.jsonl') });
  server.on('request', (request) => seen.push({ path: (request.url ?? '').split('?')[0]!, headers: request.headers }));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  site = `http://127.0.0.1:${address.port}`;
});
// The browser may keep a connection open (a prefetch's): closed with the server, not waited for.
afterAll(() => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())));

const speculative = (path: string) => seen.filter((r) => r.path === path && /prefetch/.test(String(r.headers['sec-purpose'] ?? '')));

/** The rule sets Chromium loaded for the page, with any error it found in them (DevTools' Preload domain). */
async function watchRuleSets(page: VisitorPage) {
  const ruleSets: { id: string; url?: string; errorType?: string; errorMessage?: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  await cdp.send('Preload.enable');
  return ruleSets;
}

describe('speculation rules', () => {
  it("are inline at the end of the page, allowed by their hash beside the loader's, and nothing else inline, with no request of their own", async () => {
    const page = await fetch(`${site}/`);
    const html = await page.text();
    const inline = [...html.matchAll(/<script([^>]*)>([^<]+)<\/script>/g)].filter(([, attributes]) => !/application\/ld\+json/.test(attributes!));
    // Beside the rules, the one inline script is the loader of the page's own scripts (host/page-scripts.ts, tested in islands.test.ts).
    expect(inline.map(([, attributes]) => attributes!.trim().replace(/^type="module" data-scripts=.*/, 'module loader'))).toEqual(['module loader', 'type="speculationrules"']);
    const text = inline[1]![2]!;
    expect(JSON.parse(text)).toMatchObject({ prefetch: [{ eagerness: 'eager' }], prerender: [{ eagerness: 'moderate' }] });
    expect(html.indexOf('type="speculationrules"')).toBeGreaterThan(html.indexOf('<main'));
    const hashes = inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    const scriptSrc = (page.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(page.headers.get('speculation-rules')).toBeNull();
  });

  it("load without an error under the site policy (rule sets reported by Chromium's Preload protocol: Chromium only)", async () => {
    const page = await openPage(DESKTOP);
    try {
      const ruleSets = await watchRuleSets(page);
      await page.goto(`${site}/`);
      await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
      // Chromium reports a rule set again as it updates it: each one once, in its last state, inline (no URL) and sound.
      const latest = [...new Map(ruleSets.map((r) => [r.id, r])).values()];
      expect(latest.map((r) => [r.url ?? 'inline', r.errorType ?? null])).toEqual([['inline', null]]);
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("make hovering an internal link fetch that page ahead, and the click then uses it (speculation rules: Chromium's alone)", async () => {
    const page = await openPage(DESKTOP);
    try {
      await page.goto(`${site}/`);
      await page.waitForLoadState('networkidle');
      expect(speculative('/about')).toEqual([]);
      await page.locator('#site-nav a[href="/about"]').hover();
      await expect.poll(() => speculative('/about').length).toBeGreaterThan(0);
      const requestsBefore = seen.filter((r) => r.path === '/about').length;
      await page.locator('#site-nav a[href="/about"]').click();
      await page.waitForURL(`${site}/about`);
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).toBe('navigational-prefetch');
      expect(seen.filter((r) => r.path === '/about').length).toBe(requestsBefore);
    } finally {
      await closePage(page);
    }
  });
});

describe('moving between our pages', () => {
  /** Whether the page a click on the header's Contact link lands on is revealed with a view transition. */
  async function landsWithTransition(page: VisitorPage) {
    type Revealed = { revealed?: boolean };
    await page.addInitScript(() => addEventListener('pagereveal', (e) => ((window as Revealed).revealed = (e as Event & { viewTransition: unknown }).viewTransition != null)));
    await page.goto(`${site}/services`);
    await page.locator('#site-nav a[href="/contact"]').click();
    await page.waitForURL(`${site}/contact`);
    await page.waitForFunction(() => (window as Revealed).revealed !== undefined);
    return page.evaluate(() => (window as Revealed).revealed);
  }

  // A cross-document view transition holds the next page's first paint until the old page is captured and the new
  // one drawn: 350 ms more from click to paint at 4x CPU. Chromium alone has them (not Firefox ESR; off in WebKit's
  // MiniBrowser here, see docs/embed.md).
  it('shows the next page at once: no cross-fade (view transition) for a visitor whatever their motion setting', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await openPage(DESKTOP, { reducedMotion });
      try {
        expect(await landsWithTransition(page), reducedMotion).toBe(false);
      } finally {
        await closePage(page);
      }
    }
  });
});
