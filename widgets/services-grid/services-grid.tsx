import type { ServiceSummary } from '../content/types';
import { widgetCopy } from '../content/widget-copy';
import { Glyph, serviceIcons } from '../shared/icons';
import { pageUrl, servicePath } from '../shared/links';
import { ArrowRight } from 'lucide';

export interface ServicesGridProps {
  services: ServiceSummary[];
  /** How many technology tags each card shows. */
  maxTags?: number;
}

/** One service card, linking to the service's page. */
export function ServiceCard({ service, maxTags = 4 }: { service: ServiceSummary; maxTags?: number }) {
  return (
    <li className="flex w-full sm:w-[calc((100%_-_1.25rem)/2)] lg:w-[calc((100%_-_2.5rem)/3)] xl:w-[calc((100%_-_3.75rem)/4)]">
      <article
        part="card"
        className="group relative flex w-full flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-sm transition-shadow hover:border-brand/40 hover:shadow-lg"
      >
        <span className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand/10 text-brand">
          <Glyph icon={serviceIcons[service.icon]} className="h-6 w-6" />
        </span>
        <h3 className="text-lg font-semibold text-ink">
          <a
            href={pageUrl(servicePath(service.slug))}
            className="after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {service.name}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-base leading-relaxed text-slate-600">{service.description}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${service.name} technologies`}>
          {service.technologies.slice(0, maxTags).map((tech) => (
            <li key={tech} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
              {tech}
            </li>
          ))}
        </ul>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
          {widgetCopy.viewDetails}
          <Glyph icon={ArrowRight} className="h-4 w-4" />
        </span>
      </article>
    </li>
  );
}

/**
 * A grid of service cards, each linking to its detail page: rows of up to two, three or four as the width allows
 * (each card a fixed share of the row, less the gaps), a shorter last row centred rather than leaving places empty.
 */
export function ServicesGrid({ services, maxTags = 4 }: ServicesGridProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-5" part="list">
      {services.map((service) => (
        <ServiceCard key={service.slug} service={service} maxTags={maxTags} />
      ))}
    </ul>
  );
}
