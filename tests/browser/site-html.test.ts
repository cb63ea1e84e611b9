/**
 * The served HTML on its own, as a crawler, a link preview or a visitor
 * without JavaScript gets it: each screen's content and head tags, and the
 * site files. (The home page's widgets drawn from their declarative shadow
 * roots with JavaScript off, in three engines: tests/engines/site-screens.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { audiences } from '../../widgets/content/audiences';
import { aboutFigures, certifications, contactQuestions, homeStats, pillars } from '../../widgets/content/company';
import { faq } from '../../widgets/content/faq';
import { pages } from '../../widgets/content/pages';
import { processStages } from '../../widgets/content/process';
import { projects } from '../../widgets/content/projects';
import { serviceBySlug, services as summaries } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { testimonials } from '../../widgets/content/testimonials';
import { ui } from '../../widgets/content/ui';
import { form as messages } from '../../widgets/content/languages/en';
import { servicePath } from '../../widgets/shared/links';
import { FAVICON_PNG, FAVICON_SIZE, FAVICON_SVG, drawSvg } from '../../build/favicon';
import { closePage, openPage, siteUrl, useBrowser } from './browser';
import { SPEC_SLUGS, routes } from './site';

const root = new URL('../..', import.meta.url).pathname;

/** Every service with its page copy. */
const services = summaries.map((s) => serviceBySlug(s.slug)!);


const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The words of the <body>, shadow-root templates included, scripts and styles left out. */
function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'));
  return decode(
    body
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]));

/** The <head>, read as a link preview or a crawler would. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/gi)].map(([tag]) => attributes(tag));
  const links = [...head.matchAll(/<link\s[^>]*>/gi)].map(([tag]) => attributes(tag));
  const meta = (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  const title = [...head.matchAll(/<title>([\s\S]*?)<\/title>/gi)].map(([, t]) => decode(t!));
  return {
    title,
    meta,
    links: (rel: string) => links.filter((l) => l.rel === rel).map((l) => l.href),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(([, json]) => json!),
  };
}

/** What each screen must say in its served HTML, before any script runs. */
const content: Record<string, string[]> = {
  '/': [
    pages.home.hero.title,
    ui.home.getStarted,
    ui.home.servicesHeading,
    ...services.map((s) => s.name),
    ...projects.map((p) => p.title),
    ...testimonials.map((t) => t.name),
    ...homeStats.map((s) => `${s.number}${s.suffix}`),
    ui.home.contactLead,
    messages.fields.name,
  ],
  '/services': [
    pages.services.hero.title,
    ...services.map((s) => s.name),
    ui.services.viewDetails,
    ui.services.scheduleCall,
    ...processStages.map((s) => s.title),
    ...audiences.flatMap((a) => [a.title, ...a.features]),
    ...faq.map((f) => f.question),
  ],
  ...Object.fromEntries(
    services.map((s) => [
      servicePath(s.slug),
      [
        s.title,
        ui.serviceDetail.offerHeading,
        ...s.features.map((f) => f.title),
        ...s.technologies,
        ...s.process.map((p) => p.title),
        ...faq.map((f) => f.question),
        ui.serviceDetail.scheduleConsultation,
        ui.serviceDetail.getQuote,
      ],
    ]),
  ),
  '/about': [pages.about.hero.title, ...aboutFigures.map((f) => `${f.number}${f.suffix}`), ...certifications.map((c) => c.title), ...pillars.map((p) => p.title)],
  '/contact': [
    pages.contact.hero.title,
    'Project Inquiry',
    messages.fields.name,
    messages.fields.description,
    site.phone,
    site.email,
    'Mon-Fri 9AM-6PM (GMT)',
    ui.contact.bookInstantly,
    ...contactQuestions.map((q) => q.question),
  ],
  '/partners': ['Your widget', 'Live preview', 'Your snippet', 'Copy snippet', 'Content-Security-Policy', 'Your visitors and their data'],
  '/privacy': ['Who we are', 'What we collect', 'Your rights', "Information Commissioner's Office"],
  '/no-such-page': ['Oops! Page not found', "The page you're looking for doesn't exist or has been moved.", 'Return to Home'],
  '/services/nope': ['Service Not Found', 'The requested service could not be found.', 'Back to Services'],
};

const served = new Map<string, { status: number; type: string | null; html: string }>();

beforeAll(async () => {
  await Promise.all(
    routes.map(async (route) => {
      const response = await fetch(`${siteUrl()}${route.path}`);
      served.set(route.path, { status: response.status, type: response.headers.get('content-type'), html: await response.text() });
    }),
  );
});

const page = (path: string) => served.get(path)!;
const indexable = routes.filter((r) => r.status === 200);

/**
 * Expects `html` to draw `service`'s illustration in its markup: the picture of public/images/services/, named by its
 * alt text, its ids the page's own (`service.slug-…`), and no request for the file.
 */
function expectIllustrationDrawn(html: string, service: (typeof services)[number]) {
  const drawings = [...html.matchAll(/<svg\s([^>]*)>([\s\S]*?)<\/svg>/gi)].map(([, tag, inner]) => ({ attributes: attributes(`<svg ${tag}>`), inner: inner! }));
  const illustration = drawings.find((drawing) => drawing.attributes['aria-label'] === service.imageAlt);
  expect(illustration?.attributes.role).toBe('img');
  expect(html).not.toMatch(new RegExp(`src="[^"]*${service.image}"`));
  const file = readFileSync(join(root, 'public/images/services', service.image), 'utf8');
  expect(illustration!.attributes.viewBox).toBe(/viewBox="([^"]+)"/.exec(file)![1]);
  // The same drawing: the file's, but for its ids, which the page prefixes so that they are its own.
  const ids = [...file.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id!);
  let drawn = illustration!.inner;
  for (const id of ids) drawn = drawn.replaceAll(`"${service.slug}-${id}"`, `"${id}"`).replaceAll(`#${service.slug}-${id})`, `#${id})`);
  expect(decode(drawn)).toBe(file.slice(file.indexOf('>') + 1, file.lastIndexOf('</svg>')));
  for (const id of ids) expect(html.match(new RegExp(`id="${id}"`, 'g')), `an id "${id}" of its own`).toBeNull();
}

describe('the served HTML, without JavaScript', () => {
  for (const { path, status } of routes) it(`${path} is an HTML document with status ${status}`, () => {
    expect(page(path).status).toBe(status);
    expect(page(path).type).toMatch(/^text\/html/);
    expect(page(path).html).toMatch(/^<!doctype html>\s*<html lang="en-GB">/i);
  });

  for (const { path, h1 } of routes) it(`${path} already holds its screen's content`, () => {
    const html = page(path).html;
    expect(html).toMatch(/<h1[\s>]/);
    const text = bodyText(html);
    expect(text).toContain(h1);
    for (const phrase of content[path]!) expect(text, `${path} says "${phrase}"`).toContain(phrase);
  });

  it('links every page, in its header and footer, to the four main pages and the seven services (each engine shows them at every width: tests/engines/a11y-navigation.test.ts)', () => {
    const wanted = ['/', '/services', '/about', '/contact', ...SPEC_SLUGS.map((slug) => `/services/${slug}`)];
    for (const { path } of routes) {
      const html = page(path).html;
      const linked = new Set([...html.matchAll(/<a\s[^>]*>/gi)].map(([tag]) => attributes(tag).href));
      expect([path, wanted.filter((href) => !linked.has(href))]).toEqual([path, []]);
    }
  });

  it('gives every page its own title and its own description', () => {
    const titles = routes.map((r) => headOf(page(r.path).html).title);
    const descriptions = routes.map((r) => headOf(page(r.path).html).meta('description'));
    for (const [i, route] of routes.entries()) {
      expect(titles[i], `${route.path} has one non-empty <title>`).toHaveLength(1);
      expect(titles[i]![0]).toMatch(/\S/);
      expect(descriptions[i], `${route.path} has one non-empty description`).toHaveLength(1);
      expect(descriptions[i]![0]!.length).toBeGreaterThan(30);
    }
    expect(new Set(titles.flat()).size).toBe(routes.length);
    expect(new Set(descriptions.flat()).size).toBe(routes.length);
    expect(headOf(page('/').html).title).toEqual([pages.home.meta.title]);
    expect(headOf(page('/services/ai-ml').html).title).toEqual([`${services.find((s) => s.slug === 'ai-ml')!.title} | ${site.name}`]);
  });

  for (const { path } of routes) it(`${path} has keywords, social preview tags and a canonical link`, () => {
    const head = headOf(page(path).html);
    const [title] = head.title;
    const [description] = head.meta('description');
    expect(head.meta('keywords'), 'keywords').toHaveLength(1);
    expect(head.meta('keywords')[0]!.split(',').filter((k) => k.trim()).length).toBeGreaterThanOrEqual(3);
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:image')).toEqual([expect.stringMatching(new RegExp(`^${site.url}/\\S+\\.png$`))]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.links('canonical')).toHaveLength(1);
    expect(head.meta('og:url')).toEqual(head.links('canonical'));
  });

  for (const { path } of indexable) it(`${path} is canonical at its own address and open to search engines`, () => {
    const head = headOf(page(path).html);
    expect(head.links('canonical')).toEqual([`${site.url}${path}`]);
    expect(head.meta('robots')).toEqual(['index, follow']);
  });

  for (const { path } of routes.filter((r) => r.status === 404)) it(`${path} asks search engines not to index it`, () => {
    expect(headOf(page(path).html).meta('robots')).toEqual([expect.stringMatching(/^noindex\b/)]);
  });

  for (const { path } of routes) it(`${path} describes the company, the page and the business as JSON-LD`, () => {
    const blocks = headOf(page(path).html).jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>);
    const types = blocks.map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebPage', 'ProfessionalService']));
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    const organization = blocks.find((b) => b['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: site.name, url: site.url, email: site.email, telephone: site.phone });
    const business = blocks.find((b) => b['@type'] === 'ProfessionalService')!;
    expect(business).toMatchObject({ name: site.name, address: { addressLocality: site.office.city, addressRegion: 'Scotland' } });
  });

  for (const service of services) it(`${servicePath(service.slug)} also describes its Service as JSON-LD`, () => {
    const blocks = headOf(page(servicePath(service.slug)).html).jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>);
    const described = blocks.filter((b) => b['@type'] === 'Service');
    expect(described).toEqual([expect.objectContaining({ name: service.title, url: `${site.url}${servicePath(service.slug)}` })]);
  });

  for (const service of services) it(`${servicePath(service.slug)} draws its illustration, its first screen's picture, in the page: the picture of public/images/services/, named by its alt text, with no request for it`, () => {
    expectIllustrationDrawn(page(servicePath(service.slug)).html, service);
  });

  it('/services draws the illustrations of its first two services, laid out with the page, in the page; the others are files, loaded as they come near', () => {
    const html = page('/services').html;
    for (const service of services.slice(0, 2)) expectIllustrationDrawn(html, service);
    for (const service of services.slice(2)) {
      const image = [...html.matchAll(/<img\s[^>]*>/gi)].map(([tag]) => attributes(tag)).find((image) => image.src === `/images/services/${service.image}`);
      expect(image, service.slug).toMatchObject({ alt: service.imageAlt, loading: 'lazy' });
    }
  });

  it("gives all the widgets of a page one sheet, the same text in each shadow root, so that its policy names one hash for them", () => {
    const withWidgets = routes.filter((route) => page(route.path).html.includes('<template shadowrootmode'));
    expect(withWidgets.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/services', '/about', '/contact']));
    for (const route of withWidgets) {
      const roots = [...page(route.path).html.matchAll(/<template shadowrootmode="open">([\s\S]*?)<\/template>/g)].map(([, inner]) => inner!);
      const sheets = roots.map((inner) => [...inner.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!));
      expect(sheets.every((own) => own.length === 1), route.path).toBe(true);
      expect(new Set(sheets.flat()).size, route.path).toBe(1);
    }
  });

  it('serves every social preview image it names, as a PNG', async () => {
    const images = new Set(routes.flatMap((r) => headOf(page(r.path).html).meta('og:image')));
    expect(images.size).toBeGreaterThan(0);
    for (const image of images) {
      const response = await fetch(`${siteUrl()}${new URL(image!).pathname}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    }
    const og = await fetch(`${siteUrl()}/og-image.png`);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/png');
  });
});

describe('the site files', () => {
  useBrowser();

  it('sitemap.xml lists every indexable page and nothing else', async () => {
    const response = await fetch(`${siteUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(listed.sort()).toEqual(indexable.map((r) => `${site.url}${r.path}`).sort());
    // The spec's eleven pages, the partner configurator (/partners) and the privacy notice (/privacy).
    expect(listed).toHaveLength(13);
    expect(listed).toContain(`${site.url}/partners`);
    expect(listed).toContain(`${site.url}/privacy`);
  });

  it('robots.txt allows crawling and points at the sitemap', async () => {
    const response = await fetch(`${siteUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('carries its favicon in the page as a PNG, no request while the page loads: public/favicon.png, public/favicon.svg as Chromium draws it at 32 px (npm run favicon); and serves the touch icon it links to', async () => {
    const head = headOf(page('/').html);
    const [icon] = head.links('icon');
    const file = readFileSync(FAVICON_PNG);
    expect(icon).toBe(`data:image/png;base64,${file.toString('base64')}`);
    for (const route of routes) expect(headOf(page(route.path).html).links('icon'), route.path).toEqual([icon]);
    const picture = PNG.sync.read(file);
    // Each colour the SVG fills with is there, opaque, as the file says it (read from the file, not drawn).
    const svg = readFileSync(FAVICON_SVG, 'utf8');
    const pixels = Array.from({ length: picture.width * picture.height }, (_, at) => [...picture.data.subarray(at * 4, at * 4 + 4)]);
    for (const [, hex] of svg.matchAll(/fill="#([\da-f]{6})"/gi)) {
      const fill = [0, 2, 4].map((at) => parseInt(hex!.slice(at, at + 2), 16));
      expect(pixels.some((pixel) => pixel[3] === 255 && fill.every((value, channel) => Math.abs(value - pixel[channel]!) <= 4)), `#${hex} in public/favicon.png`).toBe(true);
    }
    // The SVG's picture, in a few colours less: each pixel near the drawing's (the drawing itself: on average within
    // 0.5 of each channel, at worst 19; the favicon with two stones' colours swapped, 3.75 and 89; its ground a shade
    // lighter, #1e293b, 9.4 and 28).
    const visitor = await openPage();
    try {
      const drawn = await drawSvg(visitor, svg, FAVICON_SIZE);
      expect([picture.width, picture.height]).toEqual([drawn.width, drawn.height]);
      const differences = drawn.data.map((value, at) => Math.abs(value - picture.data[at]!));
      const mean = differences.reduce((sum, difference) => sum + difference, 0) / differences.length;
      expect(mean, 'the mean difference from public/favicon.svg (npm run favicon draws it again)').toBeLessThanOrEqual(1.5);
      expect(Math.max(...differences), 'the greatest difference from public/favicon.svg (npm run favicon draws it again)').toBeLessThanOrEqual(32);
    } finally {
      await closePage(visitor);
    }
    const [touch] = head.links('apple-touch-icon');
    const touchIcon = await fetch(`${siteUrl()}${touch}`);
    expect(touchIcon.status).toBe(200);
    expect(touchIcon.headers.get('content-type')).toBe('image/png');
  });
});
