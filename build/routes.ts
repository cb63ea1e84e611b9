/**
 * Every page the site pre-renders, and the file each is written to. Pages are
 * `name.html`, not `name/index.html`: static hosts (Netlify, Cloudflare Pages,
 * GitHub Pages) serve `/name` from `name.html` but redirect `/name` to `/name/` for a folder.
 */
import { services } from '../widgets/content/services';

export interface RouteFile {
  path: string;
  file: string;
  /** Listed in sitemap.xml. */
  indexed: boolean;
}

export const routes: RouteFile[] = [
  { path: '/', file: 'index.html', indexed: true },
  { path: '/services', file: 'services.html', indexed: true },
  ...services.map((s) => ({ path: `/services/${s.slug}`, file: `services/${s.slug}.html`, indexed: true })),
  { path: '/about', file: 'about.html', indexed: true },
  { path: '/contact', file: 'contact.html', indexed: true },
  { path: '/partners', file: 'partners.html', indexed: true },
  { path: '/privacy', file: 'privacy.html', indexed: true },
  // Served for unknown paths: hosts that pick the nearest one give services/404.html under /services/;
  // hosts with the root one only get both messages there (host/not-found-switch.ts).
  { path: '/404', file: '404.html', indexed: false },
  { path: '/services/not-a-service', file: 'services/404.html', indexed: false },
];
