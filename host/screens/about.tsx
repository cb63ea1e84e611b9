import type { IconCard } from '../../widgets/content/types';
import { certifications, mission, pillars, principles, techExpertise, vision, whoWeAre } from '../../widgets/content/company';
import { pages } from '../../widgets/content/pages';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { Icon } from '../icons';
import { Head } from '../page-context';
import { ButtonLink, PageHero, Section } from '../ui';
import { Widget } from '../widget';
import * as w from '../widgets';

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
    </div>
  );
}

function IconCards({ cards, columns }: { cards: IconCard[]; columns: string }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand/10 text-brand">
            <Icon name={card.icon} />
          </span>
          <h4 className="mt-4 text-lg font-semibold text-ink">{card.title}</h4>
          <p className="mt-2 text-base leading-relaxed text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function About() {
  const { meta, hero } = pages.about;
  return (
    <>
      <Head path="/about" {...meta} />
      <PageHero {...hero} />

      <Section id="vision" nearTop title={vision.title}>
        <div className="max-w-3xl">
          <Paragraphs paragraphs={vision.paragraphs} />
        </div>
        <div className="mt-12">
          <Widget of={w.stats} attributes={{ set: 'about' }} hydrate />
        </div>
      </Section>

      <Section id="who-we-are" nearTop tone="tint" title={whoWeAre.title}>
        <div className="max-w-3xl">
          <Paragraphs paragraphs={whoWeAre.paragraphs} />
        </div>
        <h3 className="mb-6 mt-14 text-xl font-semibold text-ink">{ui.about.certificationsHeading}</h3>
        <IconCards cards={certifications} columns="lg:grid-cols-3" />
      </Section>

      <Section id="mission" title={mission.title}>
        <div className="max-w-3xl">
          <Paragraphs paragraphs={mission.paragraphs} />
        </div>
        <h3 className="mb-6 mt-14 text-xl font-semibold text-ink">{ui.about.principlesHeading}</h3>
        <IconCards cards={principles} columns="lg:grid-cols-3 xl:grid-cols-5" />
      </Section>

      <Section id="pillars" tone="dark" title={ui.about.pillarsHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-card border border-white/10 bg-white/5 p-7">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-teal-400/15 text-teal-300">
                <Icon name={pillar.icon} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-white">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-300">{pillar.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="expertise" title={ui.about.expertiseHeading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {techExpertise.map((group) => (
            <li key={group.category} className="rounded-card border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{group.category}</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.technologies.map((tech) => (
                  <li key={tech} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                    {tech}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cta" tone="tint" title={ui.about.ctaHeading}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={site.schedulingUrl} external>
            {ui.about.scheduleConsultation}
          </ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            {ui.about.contactUs}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
