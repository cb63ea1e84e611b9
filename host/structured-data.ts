/** Schema.org blocks (JSON-LD) for search engines. */
import { services } from '../widgets/content/services';
import { site } from '../widgets/content/site';
import type { Service } from '../widgets/content/types';
import { servicePath } from '../widgets/shared/links';

const address = {
  '@type': 'PostalAddress',
  streetAddress: site.office.street,
  addressLocality: site.office.city,
  postalCode: site.office.postalCode,
  addressRegion: site.office.region,
  addressCountry: site.office.countryCode,
};

export const organizationJsonLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${site.url}/#organization`,
  name: site.name,
  url: site.url,
  logo: `${site.url}/logo.svg`,
  email: site.email,
  telephone: site.phone,
  foundingDate: String(site.foundedYear),
  address,
  sameAs: Object.values(site.social),
});

export const localBusinessJsonLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': `${site.url}/#business`,
  name: site.name,
  url: site.url,
  image: `${site.url}/og-image.png`,
  telephone: site.phone,
  email: site.email,
  address,
  openingHoursSpecification: {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: site.hours.days,
    opens: site.hours.opens,
    closes: site.hours.closes,
  },
  makesOffer: services.map((s) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: s.name, url: `${site.url}${servicePath(s.slug)}` } })),
});

export const webPageJsonLd = (path: string, title: string, description: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  '@id': `${site.url}${path}#webpage`,
  url: `${site.url}${path}`,
  name: title,
  description,
  isPartOf: { '@type': 'WebSite', name: site.name, url: site.url },
  publisher: { '@id': `${site.url}/#organization` },
});

export const serviceJsonLd = (service: Service) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: service.title,
  serviceType: service.name,
  description: service.description,
  url: `${site.url}${servicePath(service.slug)}`,
  provider: { '@id': `${site.url}/#organization` },
  areaServed: 'Worldwide',
});
