/**
 * dist/ on the web servers it is deployed with: our own (`npm start`), real nginx and Caddy
 * running the shipped deploy/ configurations, and a host that answers every unknown path with
 * the root 404.html (as GitHub Pages and S3 do). Statuses and headers of every route by plain
 * fetch; in Chromium, pages under their CSP, the 404 screens and a cross-origin isolated partner.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedVersions } from '../../build/releases';
import { responseBytes } from '../../build/first-window';
import { parseHeaders } from '../../build/serve';
import { servePartner } from '../../build/partner-server';
import { site } from '../../widgets/content/site';
import { closePage, openPage, siteUrl, useBrowser, type VisitorPage } from './browser';
import { SPEC_SLUGS, texts, unexpectedErrors } from './site';
import { dist, startCaddy, startNginx, type WebServer } from '../../build/web-servers';

useBrowser();

const pages = [
  '/',
  '/services',
  ...SPEC_SLUGS.map((slug) => `/services/${slug}`),
  '/about',
  '/contact',
  '/privacy',
];

/** What Mozilla's HTTP Observatory looks for on every response, besides the CSP. */
const everyResponse = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const immutable = 'public, max-age=31536000, immutable';
const day = 24 * 60 * 60 * 1000;
const embeddable = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/** The CSP as directive -> sources. */
const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!, sources.join(' ')]));

/** Files under dist/<folder>, as URL paths. */
const filesIn = (folder: string) => readdirSync(join(dist, folder), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${folder}/${e.name}`);
/**
 * The pinned releases, as published/embed/ keeps them: every one is checked on every host, and after `npm run release`
 * the new one too, with no test to edit.
 */
const releases = publishedVersions();
/** The files of every pinned release in dist/, as URL paths (none found fails the test that asks). */
function releaseFiles(): string[] {
  expect(releases, 'the releases in published/embed/').not.toEqual([]);
  return releases.flatMap((version) => filesIn(`embed/${version}`));
}
const imagePaths = readdirSync(join(dist, 'images'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => `${join(e.parentPath, e.name).slice(dist.length)}`);

/** The CSP hash of every `<style>` of a page, and of every `<script>` that runs: neither a file nor a JSON-LD data block. */
const inlineHashes = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>|<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, style, script]) => `'sha256-${createHash('sha256').update(style ?? script!).digest('base64')}'`,
  );

const hosts: { name: string; start: () => Promise<WebServer> }[] = [
  { name: 'our server (npm start)', start: async () => ({ url: siteUrl(), stop: async () => {} }) },
  { name: 'nginx with deploy/nginx.conf', start: () => startNginx() },
  { name: 'Caddy with deploy/Caddyfile', start: () => startCaddy() },
];

/** Records CSP violations the page reports, from before its first script. */
async function openWatchedPage(options = {}): Promise<VisitorPage> {
  const page = await openPage(undefined, options);
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return page;
}
const violations = (page: VisitorPage) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

async function expectNotFoundScreen(page: VisitorPage, screen: { title: string; text: string; link: string; href: string }) {
  // By role, so a hidden heading does not count: the root 404 page holds both.
  expect(await texts(page.getByRole('heading', { level: 1 }))).toEqual([screen.title]);
  expect(await page.getByText(screen.text, { exact: true }).isVisible()).toBe(true);
  const link = page.locator('main').getByRole('link', { name: screen.link });
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('href')).toBe(screen.href);
}

const pageNotFound = { title: 'Oops! Page not found', text: "The page you're looking for doesn't exist or has been moved.", link: 'Return to Home', href: '/' };
const serviceNotFound = { title: 'Service Not Found', text: 'The requested service could not be found.', link: 'Back to Services', href: '/services' };

for (const host of hosts) describe(host.name, () => {
  let server: WebServer;
  const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    server = await host.start();
  });
  afterAll(() => server?.stop());

  describe('by plain fetch', () => {
    it('serves every page as HTML with status 200, revalidated on every visit', async () => {
      for (const path of pages) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
      }
    });

    it('revalidates every file no header rule covers, as Netlify and Cloudflare Pages do', async () => {
      for (const path of ['/favicon.svg', '/apple-touch-icon.png', '/robots.txt', '/sitemap.xml', '/.well-known/security.txt']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
      }
    });

    it('serves /.well-known/security.txt (RFC 9116) as UTF-8 plain text: a contact, an expiry within a year of the build, the language and its canonical address', async () => {
      const response = await get('/.well-known/security.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')?.replace(/\s/g, '').toLowerCase()).toBe('text/plain;charset=utf-8');
      const text = await response.text();
      const fields = Object.fromEntries(text.split('\n').filter((line) => line && !line.startsWith('#')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
      expect(fields).toEqual({
        Contact: `mailto:${site.securityEmail}`,
        Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        'Preferred-Languages': 'en',
        Canonical: `${site.url}/.well-known/security.txt`,
      });
      // Written by the build: still valid for most of a year, never more than a year ahead.
      const built = statSync(join(dist, '.well-known/security.txt')).mtimeMs;
      const expires = Date.parse(fields.Expires!);
      expect(expires - built).toBeGreaterThan(300 * day);
      expect(expires - built).toBeLessThanOrEqual(365 * day);
    });

    it('answers unknown paths with status 404 and the matching 404 page', async () => {
      for (const [path, title] of [['/no-such-page', 'Oops! Page not found'], ['/services/unknown-slug', 'Service Not Found']]) {
        const response = await get(path!);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await response.text()).toContain(title);
      }
    });

    it('redirects a trailing slash to the clean URL, keeping the query', async () => {
      for (const [path, target] of [['/about/', '/about'], ['/services/ai-ml/?ref=mail', '/services/ai-ml?ref=mail']]) {
        const response = await get(path!);
        expect(response.status, path).toBe(308);
        const location = new URL(response.headers.get('location')!, server.url);
        expect(`${location.pathname}${location.search}`).toBe(target);
      }
    });

    it("sends the security headers an A+ on Mozilla's HTTP Observatory asks for, on pages, 404s and files, and no opener policy", async () => {
      for (const path of ['/', '/services/ai-ml', '/no-such-page', '/services/unknown-slug', '/embed/cairn.js', imagePaths[0]!]) {
        const response = await get(path);
        for (const [name, value] of Object.entries(everyResponse)) expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
        // A landing page with one starts in a renderer of its own, not the one of the page before (build/site-files.ts).
        expect(response.headers.get('cross-origin-opener-policy'), `Cross-Origin-Opener-Policy on ${path}`).toBeNull();
        const csp = directives(response.headers.get('content-security-policy'));
        expect(csp, `the CSP on ${path}`).toMatchObject({
          'default-src': "'self'",
          // Our own scripts, and two inline blocks by their hashes: the loader of the page's scripts and the speculation rules.
          'script-src': expect.stringMatching(/^'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='$/),
          // Our own, and inline styles by their hashes: the page's, and each widget's in its shadow root.
          'style-src': expect.stringMatching(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/),
          'object-src': "'none'",
          'frame-ancestors': "'none'",
          'base-uri': "'self'",
        });
        expect(csp['form-action'], 'form-action is set').toBeDefined();
        expect(Object.values(csp).join(' ')).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\bhttp:|(^|\s)\*(\s|$)/);
      }
    });

    it("gives each page the site's policy allowing its own inline styles and scripts, by their hashes, and no other", async () => {
      const hashesIn = (policy: string) => new Set(policy.match(/'sha256-[A-Za-z0-9+/]{43}='/g));
      const site = hashesIn(parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')).find((rule) => rule.pattern.test('/'))!.headers.find(([name]) => name === 'Content-Security-Policy')![1]);
      expect(site.size).toBeGreaterThan(10);
      for (const path of pages) {
        const response = await get(path);
        const html = await response.text();
        const inline = inlineHashes(html);
        const policy = hashesIn(response.headers.get('content-security-policy')!);
        expect(inline.length, path).toBeGreaterThan(2);
        expect(inline.filter((hash) => !policy.has(hash)), path).toEqual([]);
        expect(policy, path).toEqual(new Set(inline));
        expect([...policy].filter((hash) => !site.has(hash)), path).toEqual([]);
      }
      // A 404 page: its own inline code is allowed (our server and nginx send the 404 page's own policy, Caddy the site's).
      for (const path of ['/no-such-page', '/services/unknown-slug']) {
        const response = await get(path);
        const policy = hashesIn(response.headers.get('content-security-policy')!);
        const html = await response.text();
        const inline = inlineHashes(html);
        expect(inline.length, path).toBeGreaterThan(1);
        expect(inline.filter((hash) => !policy.has(hash)), path).toEqual([]);
      }
    });

    it('caches content-hashed files and every pinned release for a year, and the evergreen embed scripts for 5 minutes', async () => {
      const hashed = [...filesIn('assets'), ...filesIn('embed/chunks'), ...releaseFiles()];
      expect(hashed.length).toBeGreaterThan(10);
      for (const path of hashed) expect((await get(path)).headers.get('cache-control'), path).toBe(immutable);
      for (const path of ['/embed/cairn.js', '/embed/enquiry-form.js', '/embed/services-grid.js']) {
        expect((await get(path)).headers.get('cache-control'), path).toBe('public, max-age=300');
      }
    });

    it('lets partner pages load the embed scripts (CORS) and every widget image (CORP), even under require-corp', async () => {
      for (const path of ['/embed/cairn.js', '/embed/enquiry-form.js', '/embed/services-grid.js', ...filesIn('embed/chunks'), ...releaseFiles().filter((path) => path.endsWith('.js'))]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^(text|application)\/javascript/);
        expect(Object.fromEntries(Object.keys(embeddable).map((name) => [name, response.headers.get(name)])), path).toEqual(embeddable);
      }
      // The technology logos: a file each, in one content-hashed folder among the assets.
      const folders = readdirSync(join(dist, 'assets')).filter((name) => /^logos-\w+$/.test(name));
      expect(folders).toHaveLength(1);
      const logos = filesIn(`assets/${folders[0]}`).filter((f) => f.endsWith('.svg'));
      expect(logos.length).toBeGreaterThanOrEqual(20);
      expect(imagePaths.length).toBeGreaterThan(10);
      for (const path of [...imagePaths, ...logos]) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      }
    });

    it("compresses pages (their styles are inline), scripts and the logos (partners' files and the site's sprite)", async () => {
      const logo = `/assets/${readdirSync(join(dist, 'assets')).find((name) => /^logos-\w+$/.test(name))}/react.svg`;
      const sprite = `/assets/${readdirSync(join(dist, 'assets')).find((name) => /^logos-\w+\.svg$/.test(name))}`;
      for (const path of ['/', '/services/ai-ml', '/no-such-page', '/embed/cairn.js', logo, sprite]) {
        const response = await get(path, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.headers.get('content-encoding'), path).toBe('gzip');
      }
    });

    it("sends each page to a browser that takes brotli as the build compressed it, at brotli's best: the page, to the byte", async () => {
      for (const path of pages) {
        const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
        const response = await get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
        expect(response.headers.get('content-encoding'), path).toBe('br');
        expect(await response.text(), path).toBe(readFileSync(file, 'utf8'));
        // Our own server compresses as it goes, at the same quality; nginx and Caddy send the build's file.
        if (host.name !== hosts[0]!.name) expect((await responseBytes(`${server.url}${path}`)).content.equals(readFileSync(`${file}.br`)), path).toBe(true);
      }
    });

    it("sends every header dist/_headers lists, on every path it lists it for (nginx and Caddy, a page's own policy on a page)", async () => {
      const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
      // Each page has a policy of its own (checked above), and a 404 page on our server and nginx; files have the site's.
      const ownPolicy = (response: Response, name: string) => name === 'Content-Security-Policy' && !!response.headers.get('content-type')?.startsWith('text/html');
      const samples = [...pages, '/no-such-page', '/services/unknown-slug', ...filesIn('assets'), ...filesIn('embed'), ...filesIn('embed/chunks'), ...releaseFiles(), ...imagePaths, '/favicon.svg', '/robots.txt', '/.well-known/security.txt'];
      let checked = 0;
      for (const rule of rules) {
        const matching = samples.filter((path) => rule.pattern.test(path));
        expect(matching.length, `some file matches ${rule.pattern}`).toBeGreaterThan(0);
        for (const path of matching) {
          const response = await get(path);
          for (const [name, value] of rule.headers) {
            if (ownPolicy(response, name)) continue;
            expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  });

  // Chromium alone: the servers' answers are the same whoever asks (checked above by plain fetch), and every engine test
  // renders the pages under these same headers, which our server sends too (tests/engines/islands.test.ts: the CSP's style hashes).
  describe('in Chromium (the same headers reach Firefox and WebKit from our server in every engine test)', () => {
    let page: VisitorPage;
    beforeAll(async () => {
      page = await openWatchedPage();
    });
    afterAll(() => closePage(page));

    for (const path of ['/', '/services/ai-ml', '/contact']) it(`${path} renders under its CSP, which the browser enforces, with nothing blocked`, async () => {
      page.errors.length = 0;
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await violations(page)).toEqual([]);
      expect(page.errors).toEqual([]);
      // Only a policy the browser received can refuse an inline script.
      const inline = await page.evaluate(() => {
        const script = Object.assign(document.createElement('script'), { textContent: 'document.body.dataset.inline = "ran"' });
        document.body.append(script);
        return document.body.dataset.inline ?? 'refused';
      });
      expect(inline).toBe('refused');
      expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
      // ... and an inline style its hash does not name: the page's own styles are in by their hashes, nothing else.
      const style = await page.evaluate(() => {
        document.head.append(Object.assign(document.createElement('style'), { textContent: 'body{outline:7px solid red}' }));
        return getComputedStyle(document.body).outlineWidth;
      });
      expect(style).not.toBe('7px');
      expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/), expect.stringMatching(/^style-src-elem inline/)]);
    });

    it("gives pages speculation rules that Chromium loads without an error under the CSP the server sends (speculation rules: Chromium's alone)", async () => {
      const fresh = await openPage();
      try {
        const ruleSets: { id: string; url?: string; errorType?: string }[] = [];
        const cdp = await fresh.context().newCDPSession(fresh);
        cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
        await cdp.send('Preload.enable');
        await fresh.goto(`${server.url}/services`);
        await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
        // Chromium reports a rule set again as it updates it: each one once, in its last state.
        const latest = new Map(ruleSets.map((r) => [r.id, r]));
        expect([...latest.values()].map((r) => [r.url ?? 'inline', r.errorType ?? null])).toEqual([['inline', null]]);
        expect(fresh.errors).toEqual([]);
      } finally {
        await closePage(fresh);
      }
    });

    const unknown = [['/no-such-page', pageNotFound], ['/deep/er/path', pageNotFound], ['/services/unknown-slug', serviceNotFound]] as const;
    for (const [path, screen] of unknown) it(`${path} shows '${screen.title}' with status 404`, async () => {
      page.errors.length = 0;
      const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expectNotFoundScreen(page, screen);
      expect(await violations(page)).toEqual([]);
      expect(unexpectedErrors(page, 404)).toEqual([]);
    });

    it('shows every widget with all its images on a partner page that sends Cross-Origin-Embedder-Policy: require-corp', async () => {
      const partner = await servePartner({ siteUrl: server.url, dir: join(new URL('.', import.meta.url).pathname, 'partner') });
      const isolated = await openPage();
      try {
        const response = await isolated.goto(`${partner.url}/isolated.html?coep=require-corp`, { waitUntil: 'networkidle' });
        expect(response?.headers()['cross-origin-embedder-policy']).toBe('require-corp');
        await isolated.locator('cairn-tech-strip img').first().waitFor({ state: 'attached' });
        await isolated.locator('cairn-success-stories dialog[open] img').first().waitFor({ state: 'attached' });
        const images = await isolated.evaluate(async () => {
          const roots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
          const imgs = roots.flatMap((root) => [...root.querySelectorAll('img')]);
          // Lazy images load when the browser chooses to; ask for all of them now.
          for (const img of imgs) img.loading = 'eager';
          const settled = (img: HTMLImageElement) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            });
          await Promise.all(imgs.map((img) => (img.complete ? null : settled(img))));
          const backgrounds = roots.flatMap((root) => [...root.querySelectorAll('*')].map((el) => getComputedStyle(el).backgroundImage).filter((b) => b.includes('url(')));
          return { all: imgs.map((img) => img.src), loaded: imgs.filter((img) => img.naturalWidth > 0).map((img) => img.src), backgrounds };
        });
        // 50 technology logos (the strip repeats its 25 to loop), 3 projects, 3 story posters.
        expect(images.all).toHaveLength(56);
        expect(images.loaded).toEqual(images.all);
        expect(images.backgrounds, 'the widgets use no CSS background images').toEqual([]);
        expect(isolated.errors).toEqual([]);
        // The control: a file of ours without CORP is refused here, so require-corp is in force.
        const control = await isolated.evaluate(
          (src) => new Promise((resolve) => Object.assign(new Image(), { onload: () => resolve('loaded'), onerror: () => resolve('refused'), src })),
          `${server.url}/favicon.svg`,
        );
        expect(control).toBe('refused');
      } finally {
        await closePage(isolated);
        await partner.close();
      }
    });
  });
});

/** GitHub Pages (or S3) as nginx: `/name` is name.html, and every unknown path gets the root 404.html. */
const rootNotFoundOnly = `server {
    listen 80;
    root /var/www/cairn;
    error_page 404 /404.html;
    location / { try_files $uri $uri.html $uri/index.html =404; }
}`;

describe('a host that answers every unknown path with the root 404.html only (GitHub Pages, S3)', () => {
  let server: WebServer;
  beforeAll(async () => {
    server = await startNginx(rootNotFoundOnly);
  });
  afterAll(() => server?.stop());

  for (const javaScriptEnabled of [true, false]) describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    let page: VisitorPage;
    beforeAll(async () => {
      page = await openWatchedPage({ javaScriptEnabled });
    });
    afterAll(() => closePage(page));

    it("shows 'Service Not Found' for an unknown service, with status 404", async () => {
      page.errors.length = 0;
      const response = await page.goto(`${server.url}/services/unknown-slug`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('Oops! Page not found'); // the root 404.html it is
      await expectNotFoundScreen(page, serviceNotFound);
      expect(unexpectedErrors(page, 404)).toEqual([]);
    });

    it("shows 'Oops! Page not found' anywhere else, with status 404", async () => {
      page.errors.length = 0;
      const response = await page.goto(`${server.url}/no-such-page`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expectNotFoundScreen(page, pageNotFound);
      expect(unexpectedErrors(page, 404)).toEqual([]);
    });
  });
});
