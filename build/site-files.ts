/** sitemap.xml, robots.txt, and what static hosts read: the production headers and `_redirects`. */
import { pageScriptsLoaderText } from '../host/page-scripts';
import { speculationRulesText } from '../host/speculation-rules';
import { site } from '../widgets/content/site';
import { cspHash } from './page-policy';
import { embedVersion, publishedVersions } from './releases';
import type { RouteFile } from './routes';
import { compileSiteStyles } from './widget-styles';

export const sitemap = (routes: RouteFile[], lastmod: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${routes
  .filter((r) => r.indexed)
  .map((r) => `  <url><loc>${site.url}${r.path}</loc><lastmod>${lastmod}</lastmod></url>`)
  .join('\n')}
</urlset>
`;

/** security.txt stays valid this long after the build that writes it: under the year RFC 9116 allows, renewed by every build. */
export const SECURITY_TXT_VALID_DAYS = 364;

/**
 * /.well-known/security.txt (RFC 9116): where to report a flaw in the site or in the widgets that run on
 * partners' pages. Written by every build, so its Expires moves on with each deploy and never lapses on a live site.
 */
export const securityTxt = (built: Date) => `# Found a security flaw in ${site.url} or in the ${site.name} widgets on a partner's site? Please tell us.
Contact: mailto:${site.securityEmail}
Expires: ${new Date(built.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000).toISOString()}
Preferred-Languages: en
Canonical: ${site.url}/.well-known/security.txt
`;

export const robots = () => `User-agent: *
Allow: /

Sitemap: ${site.url}/sitemap.xml
`;

/**
 * The strict policy the hosted site runs under: nothing inline but the loader of the page's scripts and the
 * speculation rules (host/page-scripts.ts, host/speculation-rules.ts), each screen's page styles and every
 * widget's (build/widget-styles.ts), each allowed by its hash; and nothing from elsewhere but EmailJS (the local
 * outbox is on the site's own origin). Forms may post to `mailto:`: without JavaScript the enquiry form opens the
 * visitor's e-mail program. A page is sent the part of it that names its own inline code (build/page-policy.ts).
 */
function contentSecurityPolicy(emailJsOrigin = 'https://api.emailjs.com') {
  const styles = compileSiteStyles();
  return [
    "default-src 'self'",
    `script-src 'self' ${[pageScriptsLoaderText, speculationRulesText].map(cspHash).join(' ')}`,
    `style-src 'self' ${[...new Set([...Object.values(styles.pages), ...Object.values(styles.widgets).map((widgets) => widgets.css)])].map(cspHash).join(' ')}`,
    "img-src 'self' data:",
    `connect-src 'self' ${emailJsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

/**
 * One rule of the production headers: a path in the `_headers` syntax, `/dir/*` (anything
 * under dir), `/dir/:file` (a file directly in dir) or one file's path, and the headers it adds. `_headers`,
 * deploy/nginx.conf and deploy/Caddyfile are all written from these (build/deploy-configs.ts).
 */
export interface HeaderRule {
  path: string;
  /** Why, in one line: a comment above the rule in every config. */
  why: string;
  headers: Record<string, string>;
}

const immutable = 'public, max-age=31536000, immutable';
/** What a partner page needs to load a file from us: CORS for module scripts, CORP under `Cross-Origin-Embedder-Policy: require-corp`. */
const embeddable = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

/**
 * Every production header. No header name is in two rules that match one path:
 * Netlify and Cloudflare Pages would send both values, joined by a comma.
 *
 * No `Cross-Origin-Opener-Policy`: it keeps other sites' windows from holding a reference to ours, and the site has
 * nothing there to guard (no login, no cookie; the form's draft is the visitor's own), while it costs every landing:
 * a page that sends it cannot take over the renderer of the page before it, and Chromium starts it in a process of its
 * own (Chrome on Android isolates a site that sends it). Measured with Lighthouse, which loads a page after its
 * `about:blank`, at 4x CPU, 7 runs of /services and of /about each alternated with and without it: the page's first
 * script context, set up as the navigation commits, 12-15 ms -> 6 ms (medians); TBT over 0 ms in 11 of 13 runs with it
 * (2-78 ms; a 14th run lost its trace's start), 0 in all 14 without. X-Frame-Options and `frame-ancestors` still keep
 * the pages out of other sites' frames; MDN's HTTP Observatory does not score it.
 */
export function headerRules(csp: string): HeaderRule[] {
  return [
    {
      path: '/*',
      why: 'every response: Mozilla HTTP Observatory A+',
      headers: {
        'Content-Security-Policy': csp,
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
        'X-Frame-Options': 'DENY',
      },
    },
    {
      path: '/assets/*',
      why: 'content-hashed: a new build writes new names; partner pages show the logo sprite from here',
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': immutable },
    },
    { path: '/embed/:file', why: 'the evergreen partner embed: a release reaches partners within minutes', headers: { ...embeddable, 'Cache-Control': 'public, max-age=300' } },
    { path: '/embed/chunks/*', why: 'content-hashed chunks the embed imports', headers: { ...embeddable, 'Cache-Control': immutable } },
    ...[...new Set([...publishedVersions(), embedVersion])].map((version) => ({
      path: `/embed/${version}/*`,
      why: `the pinned, integrity-checked embed of release ${version}: never changed once published`,
      headers: { ...embeddable, 'Cache-Control': immutable },
    })),
    { path: '/images/*', why: 'the images widgets show on partner pages', headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'public, max-age=86400' } },
    { path: '/.well-known/security.txt', why: 'RFC 9116 asks for plain text in UTF-8, whatever type the host gives .txt', headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  ];
}

/** The rules for this build: the CSP names the EmailJS origin it is built for (see the README). */
export const productionHeaderRules = () => headerRules(contentSecurityPolicy(process.env.VITE_EMAILJS_ORIGIN || undefined));

/** The `_headers` file Netlify and Cloudflare Pages read (and build/serve.ts). */
export const headersFile = (rules: HeaderRule[]) =>
  rules.map((rule) => [`# ${rule.why}`, rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';

/**
 * The `_redirects` file Netlify reads: an unknown service gets services/404.html with status
 * 404 (files that exist win over it). Cloudflare Pages finds the nearest 404.html by itself
 * and skips this line, as it allows no status 404 here.
 */
export const redirectsFile = () => `# Unknown services: the services 404 page, status 404 (Netlify; Cloudflare Pages does this unasked)
/services/*  /services/404.html  404
`;
