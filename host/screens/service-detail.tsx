import { ArrowLeft, Check } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { pages, serviceMeta } from '../../widgets/content/pages';
import { site } from '../../widgets/content/site';
import type { Service } from '../../widgets/content/types';
import { heroGlow } from '../styles';
import { ServiceIllustration } from '../illustration';
import { ui } from '../../widgets/content/ui';
import { servicePath } from '../../widgets/shared/links';
import { Head } from '../page-context';
import { serviceBreadcrumbJsonLd, serviceJsonLd } from '../structured-data';
import { ButtonLink, MessageScreen, Section } from '../ui';
import { Widget } from '../widget';
import * as w from '../widgets';

/** 'Schedule a Consultation' (the external scheduling page) and 'Get a Quote' (/contact). */
function NextSteps({ schedule }: { schedule: 'primary' | 'light' }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={site.schedulingUrl} variant={schedule} external>
        {ui.serviceDetail.scheduleConsultation}
      </ButtonLink>
      <ButtonLink href="/contact" variant="ghost">
        {ui.serviceDetail.getQuote}
      </ButtonLink>
    </div>
  );
}

export function ServiceDetail({ service }: { service: Service }) {
  const path = servicePath(service.slug);
  return (
    <>
      <Head path={path} {...serviceMeta(service)} jsonLd={[serviceJsonLd(service), serviceBreadcrumbJsonLd(service)]} />
      <section className="relative overflow-hidden bg-ink pb-16 pt-28 text-white sm:pb-24 sm:pt-36">
        <div aria-hidden="true" className={`${heroGlow} absolute inset-0`} />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-5 sm:px-8 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <a href="/services" className="inline-flex items-center gap-2 rounded text-sm text-teal-200 hover:text-white">
              <Glyph icon={ArrowLeft} className="h-4 w-4" />
              {ui.serviceDetail.backToServices}
            </a>
            <h1 className="mt-5 text-4xl font-semibold leading-[1.1] tracking-tight sm:text-5xl">{service.title}</h1>
            <p className="mt-6 text-lg leading-relaxed text-slate-300 sm:text-xl">{service.description}</p>
            <div className="mt-9">
              <NextSteps schedule="primary" />
            </div>
          </div>
          <ServiceIllustration image={service.image} alt={service.imageAlt} idPrefix={service.slug} className="aspect-[4/3] h-auto w-full rounded-card bg-white/5" />
        </div>
      </section>

      <section aria-labelledby="overview-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <h2 id="overview-heading" className="sr-only">
            {service.name}
          </h2>
          <div className="space-y-5 text-lg leading-relaxed text-slate-700">
            {service.fullDescription.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <Section id="offer" nearTop tone="tint" title={ui.serviceDetail.offerHeading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {service.features.map((feature) => (
            <li key={feature.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <Glyph icon={Check} className="h-6 w-6 text-teal-600" />
              <h3 className="mt-4 font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-base leading-relaxed text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="technologies" title={ui.serviceDetail.technologiesHeading}>
        <ul className="flex flex-wrap gap-3">
          {service.technologies.map((tech) => (
            <li key={tech} className="rounded-xl border border-slate-200 bg-white px-5 py-3 font-semibold text-slate-800 shadow-sm">
              {tech}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" tone="tint" title={ui.serviceDetail.processHeading}>
        <Widget of={w.processSteps} attributes={{ service: service.slug }} />
      </Section>

      <Section id="audiences" title={ui.services.audienceHeading}>
        <Widget of={w.audienceCards} />
      </Section>

      <Section id="faq" tone="tint" title={ui.services.faqHeading}>
        <div className="max-w-4xl">
          <Widget of={w.faq} />
        </div>
      </Section>

      <Section id="cta" tone="dark" title={ui.serviceDetail.ctaHeading} lead={ui.serviceDetail.ctaLead}>
        <NextSteps schedule="light" />
      </Section>
    </>
  );
}

/** 'Service Not Found' without head tags: the root 404 page shows it too (host/not-found-switch.ts). */
export function ServiceNotFoundMessage() {
  return (
    <MessageScreen
      title={ui.serviceDetail.notFoundTitle}
      text={ui.serviceDetail.notFoundText}
      back={{ href: '/services', label: ui.serviceDetail.backToServices, icon: ArrowLeft }}
    />
  );
}

export function ServiceNotFound() {
  return (
    <>
      <Head path="/services/404" title={`${ui.serviceDetail.notFoundTitle} | ${site.name}`} description={ui.serviceDetail.notFoundText} keywords={pages.notFound.meta.keywords} robots="noindex, follow" />
      <ServiceNotFoundMessage />
    </>
  );
}
