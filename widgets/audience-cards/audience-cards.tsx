import { Check } from 'lucide';
import type { AudienceCard } from '../content/types';
import { Glyph, audienceIcons } from '../shared/icons';

export interface AudienceCardsProps {
  audiences: AudienceCard[];
}

/** Who we work with: one card per kind of client, four features each. */
export function AudienceCards({ audiences }: AudienceCardsProps) {
  return (
    <ul part="list" className="grid gap-6 md:grid-cols-3">
      {audiences.map((audience) => (
        <li key={audience.title} part="card" className="flex flex-col rounded-card border border-slate-200 bg-surface p-7 shadow-sm">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent/15 text-teal-700">
            <Glyph icon={audienceIcons[audience.icon]} className="h-6 w-6" />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-ink">{audience.title}</h3>
          <p className="mt-2 text-base leading-relaxed text-slate-600">{audience.description}</p>
          <ul className="mt-5 space-y-2.5">
            {audience.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-base text-slate-700">
                <span className="mt-0.5 shrink-0 text-teal-600">
                  <Glyph icon={Check} className="h-5 w-5" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
