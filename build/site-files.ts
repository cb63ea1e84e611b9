/** sitemap.xml, robots.txt and the production headers file (`_headers`). */
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

export const headersFile = (csp: string) => `/*
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
`;
