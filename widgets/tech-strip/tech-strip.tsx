import type { Technology } from '../content/types';
import { widgetCopy } from '../content/widget-copy';
import { logoUrl } from '../shared/links';

export interface TechStripProps {
  technologies: Technology[];
}

function Logos({ technologies, copy }: TechStripProps & { copy: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-4 pr-4" aria-hidden={copy ? 'true' : undefined}>
      {technologies.map((tech) => (
        <li key={tech.name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-surface px-4 py-3 shadow-sm" title={tech.description}>
          <img src={logoUrl(tech.logo)} alt="" width={28} height={28} loading="lazy" decoding="async" className="h-7 w-7" />
          <span className="whitespace-nowrap text-sm font-semibold text-slate-700">{tech.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A strip of technology logos that scrolls in a loop: the list is drawn twice
 * and moved by half its width. It stops on hover and for reduced motion.
 */
export function TechStrip({ technologies }: TechStripProps) {
  return (
    <div
      part="strip"
      role="region"
      aria-label={widgetCopy.techStrip.label}
      className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none motion-reduce:w-auto motion-reduce:flex-wrap">
        <Logos technologies={technologies} copy={false} />
        <Logos technologies={technologies} copy />
      </div>
    </div>
  );
}
