/** sitemap.xml, robots.txt, and what static hosts read: the production headers and `_redirects`. */
import { createHash } from 'node:crypto';
import { pageScriptsLoaderText } from '../host/page-scripts';
import { speculationRulesText } from '../host/speculation-rules';
import { site } from '../widgets/content/site';
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

/** How a CSP allows one inline element: the hash of its text, to the byte. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What a policy allows inline, by hash: scripts' texts and styles' texts. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/**
 * The strict policy the hosted site runs under: nothing inline but what `inline` names, each
 * allowed by its hash; and nothing from elsewhere but EmailJS (the local outbox is on the site's own
 * origin). Forms may post to `mailto:`: without JavaScript the enquiry form opens the visitor's e-mail
 * program.
 */
function contentSecurityPolicy(inline: InlineCode, emailJsOrigin = process.env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com') {
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.scripts.map(cspHash).join(' ')}`,
    `style-src 'self' ${inline.styles.map(cspHash).join(' ')}`,
    "img-src 'self' data:",
    `connect-src 'self' ${emailJsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Everything any page of the site has inline: the loader of the page's scripts and the speculation rules
 * (host/page-scripts.ts, host/speculation-rules.ts), each screen's page styles and every widget's (build/widget-styles.ts).
 */
function siteInlineCode(): InlineCode {
  const styles = compileSiteStyles();
  return { scripts: [pageScriptsLoaderText, speculationRulesText], styles: [...new Set([...Object.values(styles.pages), ...Object.values(styles.widgets)])] };
}

/**
 * What one page, as the build wrote it, has inline: each `<style>` (its widgets' shadow roots' too) and each
 * `<script>` that runs (not a JSON-LD data block, which no policy covers), in order, each once. Our pages only:
 * their raw text elements hold no `</style>` or `</script>` of their own.
 */
export function inlineCodeOf(html: string): InlineCode {
  const texts = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map(([, text]) => text!))];
  return {
    scripts: texts(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    styles: texts(/<style>([\s\S]*?)<\/style>/g),
  };
}

/** One page's policy: the site's, allowing only what that page has inline (nginx and Caddy send it: build/deploy-configs.ts). */
export const pagePolicy = (html: string) => contentSecurityPolicy(inlineCodeOf(html));

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
        'Cross-Origin-Opener-Policy': 'same-origin',
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

/**
 * The rules for this build: the CSP names the EmailJS origin it is built for (see the README), and every inline
 * style and script of the site (a page's own, smaller, is nginx's and Caddy's: `pagePolicy`).
 */
export const productionHeaderRules = () => headerRules(contentSecurityPolicy(siteInlineCode()));

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
