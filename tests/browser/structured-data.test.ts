/**
 * The structured data (JSON-LD) each served page carries for search engines:
 * what the page shows, in the shapes Google's rich-result rules ask for.
 * (The blocks are type-checked against schema.org by `npm run typecheck`.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from './browser';
import { routes } from './site';

const ORIGIN = 'https://cairnsoftware.co.uk';
const SERVICES = {
  'web-development': 'Web Development',
  'mobile-development': 'Mobile Development',
  'ui-ux-design': 'UI/UX Design',
  'game-development': 'Game Development',
  'iot-devices': 'IoT Devices',
  'ai-ml': 'AI & Machine Learning',
  'devops-cloud': 'DevOps & Cloud',
};
const servicePaths = Object.keys(SERVICES).map((slug) => `/services/${slug}`);

type Block = Record<string, unknown> & { '@type': string };

const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const served = new Map<string, { blocks: Block[]; html: string }>();

beforeAll(async () => {
  await Promise.all(
    routes.map(async ({ path }) => {
      const html = await (await fetch(`${siteUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Block);
      served.set(path, { blocks, html });
    }),
  );
});

const blocksOf = (path: string, type: string) => served.get(path)!.blocks.filter((b) => b['@type'] === type);

/** Every value under `key`, however deep, in the page's blocks. */
function valuesOf(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesOf(v, key)]);
  return [];
}

describe('structured data on every page', () => {
  for (const { path } of routes) it(`${path}: every block is schema.org JSON-LD with absolute URLs, and none rates the company itself`, () => {
    const { blocks } = served.get(path)!;
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
    for (const url of [...valuesOf(blocks, 'url'), ...valuesOf(blocks, 'item'), ...valuesOf(blocks, '@id')]) expect(String(url)).toMatch(/^https:\/\//);
    // Google ignores, and may act on, review markup a business publishes about itself.
    const types = valuesOf(blocks, '@type');
    expect(types).not.toContain('Review');
    expect(types).not.toContain('AggregateRating');
    expect(valuesOf(blocks, 'aggregateRating')).toEqual([]);
  });

  it('names the organisation with its catalogue of the seven services, each linking to its page', () => {
    const [organization] = blocksOf('/', 'Organization') as [Block & { hasOfferCatalog: { '@type': string; itemListElement: { '@type': string; itemOffered: Block }[] } }];
    expect(organization['@id']).toBe(`${ORIGIN}/#organization`);
    const catalog = organization.hasOfferCatalog;
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement).toHaveLength(7);
    for (const offer of catalog.itemListElement) expect(offer['@type']).toBe('Offer');
    expect(catalog.itemListElement.map((o) => [o.itemOffered['@type'], o.itemOffered.name, o.itemOffered.url])).toEqual(
      Object.entries(SERVICES).map(([slug, name]) => ['Service', name, `${ORIGIN}/services/${slug}`]),
    );
  });

  it('gives the local business the name and address Google requires', () => {
    const [business] = blocksOf('/', 'ProfessionalService');
    expect(business).toMatchObject({ name: 'Cairn Software', address: { '@type': 'PostalAddress', addressRegion: 'Scotland' } });
  });
});

describe('structured data on the service pages', () => {
  for (const [slug, name] of Object.entries(SERVICES)) describe(`/services/${slug}`, () => {
    const path = `/services/${slug}`;

    it('has a breadcrumb trail Home › Services › the service, each step linking to its page', () => {
      const trails = blocksOf(path, 'BreadcrumbList') as (Block & { itemListElement: Record<string, unknown>[] })[];
      expect(trails).toHaveLength(1);
      expect(trails[0]!.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${ORIGIN}/services` },
        { '@type': 'ListItem', position: 3, name, item: `${ORIGIN}${path}` },
      ]);
    });

    it('describes the service, provided by the organisation, and where it is offered', () => {
      const [service, ...more] = blocksOf(path, 'Service');
      expect(more).toEqual([]);
      expect(service).toMatchObject({ serviceType: name, url: `${ORIGIN}${path}`, provider: { '@id': `${ORIGIN}/#organization` } });
      expect(service!.areaServed).toBe('Worldwide'); // clients in 15+ countries (the spec's About figures)
      expect(blocksOf(path, 'Organization')[0]!['@id']).toBe(`${ORIGIN}/#organization`);
    });
  });

  it('are the only pages with a breadcrumb trail or a Service block', () => {
    for (const { path } of routes.filter((r) => !servicePaths.includes(r.path))) {
      expect(blocksOf(path, 'BreadcrumbList'), path).toEqual([]);
      expect(blocksOf(path, 'Service'), path).toEqual([]);
    }
  });
});

describe('the FAQ as structured data', () => {
  type FaqPage = Block & { mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[] };

  it('is on /services, with the six questions and answers the page shows', () => {
    const [faq, ...more] = blocksOf('/services', 'FAQPage') as FaqPage[];
    expect(more).toEqual([]);
    expect(faq!.mainEntity).toHaveLength(6);
    const body = decode(served.get('/services')!.html);
    for (const question of faq!.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(body, 'the question is on the page').toContain(`${question.name}</h3>`);
      expect(body, 'the answer is on the page').toContain(`${question.acceptedAnswer.text}</p>`);
    }
    expect(faq!.mainEntity[0]!.name).toBe('How long does it take to build an app?');
  });

  // Google: when the same FAQ appears on several pages, mark up one instance for the whole site.
  it('is marked up once for the whole site, though the service pages show the same FAQ', () => {
    const withFaq = routes.filter(({ path }) => blocksOf(path, 'FAQPage').length > 0).map((r) => r.path);
    expect(withFaq).toEqual(['/services']);
    for (const path of servicePaths) expect(served.get(path)!.html).toContain('How long does it take to build an app?');
  });
});
