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
  /** The screen it shows, host/screens/<screen>.tsx (host/app.tsx routes to it): its page styles are that screen's (build/widget-styles.ts). */
  screen: string;
}

export const routes: RouteFile[] = [
  { path: '/', file: 'index.html', indexed: true, screen: 'home' },
  { path: '/services', file: 'services.html', indexed: true, screen: 'services' },
  ...services.map((s) => ({ path: `/services/${s.slug}`, file: `services/${s.slug}.html`, indexed: true, screen: 'service-detail' })),
  { path: '/about', file: 'about.html', indexed: true, screen: 'about' },
  { path: '/contact', file: 'contact.html', indexed: true, screen: 'contact' },
  { path: '/partners', file: 'partners.html', indexed: true, screen: 'partners' },
  { path: '/privacy', file: 'privacy.html', indexed: true, screen: 'privacy' },
  // Served for unknown paths: hosts that pick the nearest one give services/404.html under /services/;
  // hosts with the root one only get both messages there (host/not-found-switch.ts).
  { path: '/404', file: '404.html', indexed: false, screen: 'not-found' },
  { path: '/services/not-a-service', file: 'services/404.html', indexed: false, screen: 'service-detail' },
];
