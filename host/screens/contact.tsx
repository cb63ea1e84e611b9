import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { contactQuestions } from '../../widgets/content/company';
import { pages } from '../../widgets/content/pages';
import { services } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { Icon } from '../icons';
import { servicePath } from '../../widgets/shared/links';
import { Head } from '../page-context';
import { Breakable, ButtonLink, PageHero, Section } from '../ui';
import { Widget } from '../widget';
import * as w from '../widgets';

const cards = [
  { icon: Phone, label: ui.contact.phone, value: site.phone, href: `tel:${site.phone.replace(/\s/g, '')}` },
  { icon: Mail, label: ui.contact.email, value: site.email, href: `mailto:${site.email}` },
  {
    icon: MapPin,
    label: ui.contact.office,
    value: `${site.office.street}, ${site.office.city} ${site.office.postalCode}, ${site.office.region}`,
  },
  { icon: Clock, label: ui.contact.hours, value: site.hours.label },
];

export function Contact() {
  const { meta, hero } = pages.contact;
  return (
    <>
      <Head path="/contact" {...meta} />
      <PageHero {...hero} />

      <section aria-labelledby="inquiry-heading" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-5 sm:px-8 lg:grid-cols-[1.6fr_1fr]">
          <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <h2 id="inquiry-heading" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
              {ui.contact.formHeading}
            </h2>
            <p className="mb-8 mt-3 text-slate-600">{ui.contact.formLead}</p>
            <Widget of={w.enquiryForm} hydrate />
          </div>
          <div className="space-y-6">
            <h2 className="sr-only">{ui.contact.cardsHeading}</h2>
            <ul className="grid gap-4">
              {cards.map(({ icon, label, value, href }) => (
                <li key={label} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                    <Glyph icon={icon} className="h-5 w-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{label}</h3>
                    {href ? (
                      <a href={href} className="mt-1 block font-semibold text-ink [overflow-wrap:anywhere] hover:text-brand">
                        <Breakable text={value} />
                      </a>
                    ) : (
                      <p className="mt-1 font-semibold text-ink [overflow-wrap:anywhere]">{value}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <div className="rounded-card bg-ink p-6 text-white">
              <h2 className="text-xl font-semibold">{ui.contact.bookHeading}</h2>
              <p className="mt-2 text-slate-300">{ui.contact.bookLead}</p>
              <div className="mt-5">
                <ButtonLink href={site.schedulingUrl} variant="light" external>
                  {ui.contact.bookInstantly}
                </ButtonLink>
              </div>
            </div>
            <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold text-ink">{ui.contact.servicesHeading}</h2>
              <ul className="mt-3 space-y-1">
                {services.map((service) => (
                  <li key={service.slug}>
                    <a href={servicePath(service.slug)} className="flex items-center gap-3 rounded-lg px-2 py-2 text-slate-700 hover:bg-slate-50 hover:text-brand">
                      <Icon name={service.icon} className="h-5 w-5 text-brand" />
                      {service.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <Section id="questions" title={ui.contact.questionsHeading}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {contactQuestions.map((item) => (
            <li key={item.question} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{item.question}</h3>
              <p className="mt-2 text-base leading-relaxed text-slate-600">{item.answer}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
