/**
 * Cache-Control of everything no header rule covers (pages, favicon, sitemap): revalidated on every
 * visit. Netlify and Cloudflare Pages do that by default; nginx, Caddy and `npm start` are told.
 * Its own module, loading no content: `npm run dev` serves the last good pages even while the
 * content it would read is broken.
 */
export const revalidate = 'no-cache';
