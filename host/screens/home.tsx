import { CheckCircle2 } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { pages } from '../../widgets/content/pages';
import { site } from '../../widgets/content/site';
import { heroGlow } from '../styles';
import { ui } from '../../widgets/content/ui';
import { Head } from '../page-context';
import { ButtonLink, Section } from '../ui';
import { Widget } from '../widget';
import * as w from '../widgets';

const highlights = ['Senior engineers on every project', 'Fixed-scope or dedicated teams', `Reply within ${site.replyWithinHours} hours`];

export function Home() {
  const { meta, hero } = pages.home;
  return (
    <>
      <Head path="/" {...meta} />
      <section className="relative overflow-hidden bg-ink pb-20 pt-32 text-white sm:pb-28 sm:pt-44">
        <div aria-hidden="true" className={`${heroGlow} absolute inset-0`} />
        <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-5 sm:px-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-teal-200">{hero.eyebrow}</p>
            <h1 className="mt-6 max-w-4xl text-4xl font-semibold leading-[1.08] tracking-tight sm:text-6xl 2xl:text-7xl">{hero.title}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{hero.lead}</p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/contact">{ui.home.getStarted}</ButtonLink>
              <ButtonLink href="/services" variant="ghost">
                {ui.home.viewAllServices}
              </ButtonLink>
            </div>
            <ul className="mt-12 flex flex-col gap-3 text-slate-300 sm:flex-row sm:flex-wrap sm:gap-x-8">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-2 sm:whitespace-nowrap">
                  <Glyph icon={CheckCircle2} className="h-5 w-5 text-teal-300" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {/* What the company builds, beside the words on a wide screen: a picture the page's style draws (never fetched
              on a phone, and smaller than the headline, which stays the largest thing painted). */}
          <div aria-hidden="true" className="hidden aspect-[56/46] bg-[url(/images/hero.svg)] bg-contain bg-center bg-no-repeat lg:block" />
        </div>
      </section>

      <Section id="services" nearTop title={ui.home.servicesHeading} lead={ui.home.servicesLead}>
        <Widget of={w.servicesGrid} />
        <div className="mt-10">
          <ButtonLink href="/services" variant="secondary">
            {ui.home.viewAllServices}
          </ButtonLink>
        </div>
      </Section>

      <Section id="projects" tone="tint" title={ui.home.projectsHeading} lead={ui.home.projectsLead}>
        <Widget of={w.featuredProjects} />
      </Section>

      <Section id="testimonials" title={ui.home.testimonialsHeading} lead={ui.home.testimonialsLead}>
        <Widget of={w.testimonials} hydrate />
      </Section>

      <Section id="why" tone="tint" title={ui.home.statsHeading} lead={ui.home.statsLead}>
        <Widget of={w.stats} attributes={{ set: 'home' }} hydrate />
      </Section>

      <Section id="technologies" title={ui.home.techHeading}>
        <Widget of={w.techStrip} hydrate />
      </Section>

      <Section id="contact" tone="tint" title={ui.home.contactHeading} lead={ui.home.contactLead} holdsForm>
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <Widget of={w.enquiryForm} hydrate />
        </div>
      </Section>
    </>
  );
}
