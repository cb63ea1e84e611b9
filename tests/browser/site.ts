/**
 * What the site tests share: the route table with each page's expected
 * heading, and a few ways of looking at a page the way a visitor would.
 */
import { expect } from 'vitest';
import type { Locator, Request, Response } from 'playwright-core';
import { pages } from '../../widgets/content/pages';
import { serviceBySlug } from '../../widgets/content/services';
import { siteUrl, type VisitorPage } from './browser';

export interface SiteRoute {
  path: string;
  status: 200 | 404;
  h1: string;
}

/** The spec's seven slugs, written out: a renamed slug in the content must fail the tests. */
export const SPEC_SLUGS = ['web-development', 'mobile-development', 'ui-ux-design', 'game-development', 'iot-devices', 'ai-ml', 'devops-cloud'];

export const routes: SiteRoute[] = [
  { path: '/', status: 200, h1: pages.home.hero.title },
  { path: '/services', status: 200, h1: pages.services.hero.title },
  ...SPEC_SLUGS.map((slug) => ({ path: `/services/${slug}`, status: 200 as const, h1: serviceBySlug(slug)?.title ?? `no service has the slug ${slug}` })),
  { path: '/about', status: 200, h1: pages.about.hero.title },
  { path: '/contact', status: 200, h1: pages.contact.hero.title },
  { path: '/partners', status: 200, h1: 'Put our widgets on your site' },
  { path: '/privacy', status: 200, h1: 'Privacy notice' },
  { path: '/no-such-page', status: 404, h1: 'Oops! Page not found' },
  { path: '/services/nope', status: 404, h1: 'Service Not Found' },
];

/**
 * Every route, but of the seven service pages (one template) only the one with the longest heading, the likeliest to
 * overflow: for the checks that read each page twice (at a large text size and the usual one).
 */
export const templateRoutes = (() => {
  const service = (route: SiteRoute) => route.path.startsWith('/services/') && route.status === 200;
  const longest = routes.filter(service).reduce((a, b) => (b.h1.length > a.h1.length ? b : a));
  return routes.filter((route) => !service(route) || route === longest);
})();

/**
 * Chromium reports a page served with status 404 as a failed resource, in the
 * console, as an error. It is the one error a 404 page may show, once.
 */
export const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Opens `path` and waits until the network is quiet (scripts, styles, widgets
 * hydrated); or only for the load event, when the page's own script is all
 * that matters (module scripts have run by then).
 */
export async function visit(page: VisitorPage, path: string, waitUntil: 'networkidle' | 'load' = 'networkidle'): Promise<Response> {
  const response = await page.goto(`${siteUrl()}${path}`, { waitUntil });
  if (!response) throw new Error(`no response for ${path}`);
  return response;
}

/**
 * Scrolls through the whole page a screen at a time, so everything lazy
 * loads, ends at the bottom, and waits until the network has been quiet for
 * 300 ms (what networkidle means, once more, for the requests scrolling started).
 */
export async function scrollThrough(page: VisitorPage) {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() - quietSince < 300) {
      if (Date.now() > deadline) throw new Error(`still loading after scrolling: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Trimmed, whitespace-collapsed text of every element the locator matches. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The page's console errors, less the one a 404 document brings with it. */
export function unexpectedErrors(page: VisitorPage, status: number): string[] {
  const errors = [...page.errors];
  if (status === 404) {
    const at = errors.indexOf(DOCUMENT_404);
    expect(at, 'a 404 page reports its own status once').toBeGreaterThanOrEqual(0);
    errors.splice(at, 1);
  }
  return errors;
}

