/**
 * Schema.org blocks (JSON-LD) for search engines, typed with schema-dts so the
 * compiler checks every property against schema.org. Google's rich-result
 * rules shape them: absolute URLs, no reviews of ourselves, one FAQ mark-up.
 */
import type { BreadcrumbList, FAQPage, Offer, Organization, ProfessionalService, Service as ServiceThing, Thing, WebPage, WithContext } from 'schema-dts';
import { faq } from '../widgets/content/faq';
import { services } from '../widgets/content/services';
import { site } from '../widgets/content/site';
import type { Service } from '../widgets/content/types';
import { ui } from '../widgets/content/ui';
import { servicePath } from '../widgets/shared/links';

/** A JSON-LD block as the page carries it. */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org';
const ORGANIZATION = { '@id': `${site.url}/#organization` };
const absolute = (path: string) => `${site.url}${path}`;

const address = {
  '@type': 'PostalAddress',
  streetAddress: site.office.street,
  addressLocality: site.office.city,
  postalCode: site.office.postalCode,
  addressRegion: site.office.region,
  addressCountry: site.office.countryCode,
} as const;

/** The seven services, each as an offer linking to its page. */
const serviceOffers: Offer[] = services.map((s) => ({
  '@type': 'Offer',
  itemOffered: { '@type': 'Service', name: s.name, url: absolute(servicePath(s.slug)) },
}));

export const organizationJsonLd = (): WithContext<Organization> => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  ...ORGANIZATION,
  name: site.name,
  url: site.url,
  logo: absolute('/logo.svg'),
  email: site.email,
  telephone: site.phone,
  foundingDate: String(site.foundedYear),
  address,
  sameAs: Object.values(site.social),
  hasOfferCatalog: { '@type': 'OfferCatalog', name: ui.home.servicesHeading, itemListElement: serviceOffers },
});

export const localBusinessJsonLd = (): WithContext<ProfessionalService> => ({
  '@context': CONTEXT,
  '@type': 'ProfessionalService',
  '@id': `${site.url}/#business`,
  name: site.name,
  url: site.url,
  image: absolute('/og-image.png'),
  telephone: site.phone,
  email: site.email,
  address,
  openingHoursSpecification: {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...site.hours.days],
    opens: site.hours.opens,
    closes: site.hours.closes,
  },
  makesOffer: serviceOffers,
});

export const webPageJsonLd = (path: string, title: string, description: string): WithContext<WebPage> => ({
  '@context': CONTEXT,
  '@type': 'WebPage',
  '@id': `${absolute(path)}#webpage`,
  url: absolute(path),
  name: title,
  description,
  isPartOf: { '@type': 'WebSite', name: site.name, url: site.url },
  publisher: ORGANIZATION,
});

export const serviceJsonLd = (service: Service): WithContext<ServiceThing> => ({
  '@context': CONTEXT,
  '@type': 'Service',
  name: service.title,
  serviceType: service.name,
  description: service.description,
  url: absolute(servicePath(service.slug)),
  provider: ORGANIZATION,
  areaServed: 'Worldwide',
});

/** Home › Services › the service, as the header's links name the first two. */
export const serviceBreadcrumbJsonLd = (service: Service): WithContext<BreadcrumbList> => {
  const trail = [...ui.nav.links.slice(0, 2), { label: service.name, href: servicePath(service.slug) }];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.label, item: absolute(step.href) })),
  };
};

/** The FAQ; Google asks for one mark-up per site when the same FAQ shows on several pages. */
export const faqJsonLd = (): WithContext<FAQPage> => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
});
