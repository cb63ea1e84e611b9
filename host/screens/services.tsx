import { pages } from '../../widgets/content/pages';
import { serviceDetails } from '../../widgets/content/service-details';
import { services } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { Icon } from '../icons';
import { ServiceIllustration } from '../illustration';
import { imageUrl, servicePath } from '../../widgets/shared/links';
import { Head } from '../page-context';
import { faqJsonLd } from '../structured-data';
import { ButtonLink, PageHero, Section } from '../ui';
import { Widget } from '../widget';
import * as w from '../widgets';

/**
 * The services near the top, laid out with the page: the first two, 791 and 1597 px down a phone's page (412 x 823).
 * Their illustrations are drawn in the markup (host/illustration.tsx): as files (the first eager, the second lazy but
 * near), both were fetched and built as SVG documents on the main thread before the heading's paint was shown, and
 * Lighthouse's simulated phone put both requests and both documents in /services' LCP (its pessimistic estimate takes
 * every request and layout that came before the paint was shown): LCP above FCP in most runs.
 */
const SERVICES_NEAR_TOP = 2;

/**
 * A service from the third on, laid out as it comes near, like a `laterPart` (host/styles.ts): the list starts near the
 * top (its section is laid out with the page, `nearTop`), and its seven services end 6,300 px down a phone's page, all
 * laid out before the first paint (412 x 823, twice 11 loads each alternated: style and layout before it 19-20.5 ms of
 * CPU with them all, 15.3-16.2 without the five). Each placeholder is about the service's height at each width (700-770
 * px on a phone, 430-500 from `md`), so that the page keeps its length as they come in; its illustration is a file,
 * loaded as it comes near. Utility classes, not a rule of host/styles.ts: this page's stylesheet alone carries them
 * (goober's rules are in every page's, `/`'s first round trip included).
 */
const laterService = '[content-visibility:auto] [contain-intrinsic-size:auto_44rem] md:[contain-intrinsic-size:auto_28rem]';

export function Services() {
  const { meta, hero } = pages.services;
  return (
    <>
      <Head path="/services" {...meta} jsonLd={[faqJsonLd()]} />
      <PageHero {...hero}>
        <ButtonLink href={site.schedulingUrl} external>
          {ui.services.scheduleCall}
        </ButtonLink>
      </PageHero>

      <Section id="all-services" nearTop title={ui.services.listHeading}>
        <ul className="space-y-16 sm:space-y-24">
          {services.map((service, index) => (
            <li key={service.slug} className={`grid items-center gap-8 md:grid-cols-2 md:gap-14 ${index >= SERVICES_NEAR_TOP ? laterService : ''}`}>
              {index < SERVICES_NEAR_TOP ? (
                <ServiceIllustration
                  image={serviceDetails[service.slug].image}
                  alt={serviceDetails[service.slug].imageAlt}
                  idPrefix={service.slug}
                  className={`aspect-[4/3] h-auto w-full rounded-card bg-slate-50 ${index % 2 ? 'md:order-2' : ''}`}
                />
              ) : (
                <img
                  src={imageUrl(`services/${serviceDetails[service.slug].image}`)}
                  alt={serviceDetails[service.slug].imageAlt}
                  width={640}
                  height={480}
                  loading="lazy"
                  fetchPriority="low"
                  decoding="async"
                  className={`aspect-[4/3] w-full rounded-card bg-slate-50 ${index % 2 ? 'md:order-2' : ''}`}
                />
              )}
              <div>
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand/10 text-brand">
                  <Icon name={service.icon} />
                </span>
                <h3 className="mt-5 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{service.name}</h3>
                <p className="mt-4 text-lg leading-relaxed text-slate-600">{service.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${service.name} technologies`}>
                  {service.technologies.map((tech) => (
                    <li key={tech} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                      {tech}
                    </li>
                  ))}
                </ul>
                <div className="mt-7">
                  <a
                    href={servicePath(service.slug)}
                    className="inline-flex min-h-[48px] items-center gap-2 rounded-lg border border-transparent bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong"
                  >
                    {ui.services.viewDetails}
                    <span className="sr-only">{` about ${service.name}`}</span>
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="schedule" tone="dark" title={ui.services.scheduleCall} lead={ui.services.scheduleLead}>
        <ButtonLink href={site.schedulingUrl} variant="light" external>
          {ui.services.scheduleCall}
        </ButtonLink>
      </Section>

      <Section id="process" title={ui.services.processHeading} lead={ui.services.processLead}>
        <Widget of={w.processSteps} />
      </Section>

      <Section id="audiences" tone="tint" title={ui.services.audienceHeading} lead={ui.services.audienceLead}>
        <Widget of={w.audienceCards} />
      </Section>

      <Section id="faq" title={ui.services.faqHeading}>
        <div className="max-w-4xl">
          <Widget of={w.faq} />
        </div>
      </Section>
    </>
  );
}
