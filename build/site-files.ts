/** sitemap.xml, robots.txt, the speculation rules and the production headers file (`_headers`). */
import { site } from '../widgets/content/site';
import type { RouteFile } from './routes';

export const sitemap = (routes: RouteFile[], lastmod: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${routes
  .filter((r) => r.indexed)
  .map((r) => `  <url><loc>${site.url}${r.path}</loc><lastmod>${lastmod}</lastmod></url>`)
  .join('\n')}
</urlset>
`;

export const robots = () => `User-agent: *
Allow: /

Sitemap: ${site.url}/sitemap.xml
`;

/**
 * The strict policy the hosted site runs under: nothing inline, nothing from
 * elsewhere but EmailJS (the local outbox is on the site's own origin).
 * Forms may post to `mailto:`: without JavaScript the enquiry form opens the
 * visitor's e-mail program.
 */
export function contentSecurityPolicy(emailJsOrigin = 'https://api.emailjs.com') {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailJsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "object-src 'none'",
  ].join('; ');
}

/** Where the speculation rules are served: a file, since our policy allows no inline `<script type="speculationrules">`. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Internal pages are fetched before the click: on a short hover or, on phones, once a
 * link has been in view a moment (eager prefetch), and rendered ahead after 200 ms of
 * hover or on pointer down (moderate prerender). Links that open a new tab are left alone.
 */
export function speculationRules() {
  const where = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[target=_blank]' } }] };
  return {
    prefetch: [{ source: 'document', where, eagerness: 'eager' }],
    prerender: [{ source: 'document', where, eagerness: 'moderate' }],
  };
}

/** The pages' own paths (their headers bring the speculation rules), from the route table. */
const pagePatterns = (routes: RouteFile[]) => [...new Set(routes.filter((r) => r.indexed).map((r) => r.path.replace(/^\/services\/.+/, '/services/*')))];

export const headersFile = (csp: string, routes: RouteFile[]) => `/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=()
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/embed/*
  Access-Control-Allow-Origin: *
  Cache-Control: public, max-age=300

/embed/chunks/*
  Cache-Control: public, max-age=31536000, immutable

${SPECULATION_RULES_PATH}
  Content-Type: application/speculationrules+json
${pagePatterns(routes).map((path) => `\n${path}\n  Speculation-Rules: "${SPECULATION_RULES_PATH}"\n`).join('')}`;
