/**
 * Each page's own Content-Security-Policy: the site's (dist/_headers, build/site-files.ts), with only the
 * hashes of the inline styles and scripts that page has. `/` names 9 of the site's 19 (each screen has page
 * styles of its own), 536 B fewer in its every response. Our server (build/serve.ts) and nginx and Caddy
 * (build/deploy-configs.ts) send it; Netlify and Cloudflare Pages cannot (a page's own policy in `_headers`
 * would be sent beside the site's), so there a page has the site's.
 */
import { createHash } from 'node:crypto';

/** How a CSP allows one inline element: the hash of its text, to the byte. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The hashes of what one page, as the build wrote it, has inline: each `<style>` (its widgets' shadow roots'
 * too) and each `<script>` that runs (not a JSON-LD data block, which no policy covers). Our pages only:
 * their raw text elements hold no `</style>` or `</script>` of their own.
 */
export function inlineHashes(html: string): Set<string> {
  const inline = /<style>([\s\S]*?)<\/style>|<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;
  return new Set([...html.matchAll(inline)].map(([, style, script]) => cspHash((style ?? script)!)));
}

/** `sitePolicy` for the page `html`: in script-src and style-src, only the hashes of what the page has inline. */
export function pagePolicy(sitePolicy: string, html: string): string {
  const own = inlineHashes(html);
  return sitePolicy
    .split('; ')
    .map((directive) => (/^(script|style)-src /.test(directive) ? directive.split(' ').filter((source) => !source.startsWith("'sha256-") || own.has(source)).join(' ') : directive))
    .join('; ');
}
