import type { Technology } from '../content/types';
import { techStripCopy } from '../content/widget-copy';
import { logoUrl } from '../shared/links';

export interface TechStripProps {
  technologies: Technology[];
}

// Standing still (for reduced motion, or paused: `[.group:has(:checked)_&]:`), the logos wrap into rows and the copy goes.
const stillLogos =
  'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 [.group:has(:checked)_&]:shrink [.group:has(:checked)_&]:flex-wrap [.group:has(:checked)_&]:justify-center [.group:has(:checked)_&]:pr-0';
const stillCopy = 'motion-reduce:hidden [.group:has(:checked)_&]:hidden';

function Logos({ technologies, copy }: TechStripProps & { copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center gap-4 pr-4 ${copy ? stillCopy : stillLogos}`}
      aria-hidden={copy ? 'true' : undefined}
    >
      {technologies.map((tech) => (
        <li key={tech.name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-surface px-4 py-3 shadow-sm">
          {/* Not lazy: in a clipped, moving strip each lazy logo would start loading only as it came on screen, blank until then. */}
          <img src={logoUrl(tech.logo)} alt="" width={28} height={28} fetchPriority="low" className="h-7 w-7" />
          <span className="whitespace-nowrap text-sm font-semibold text-slate-700">{tech.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A strip of technology logos that scrolls in a loop: the list is drawn twice
 * and moved by half its width. A checkbox before it pauses it (no script
 * needed; with one, the element remembers the choice: see element.ts); it
 * stops on hover too. Paused, or for reduced motion, it stands still with
 * every logo in view, once.
 */
export function TechStrip({ technologies }: TechStripProps) {
  return (
    <div className="group flex flex-col">
      <label className="mb-3 inline-flex cursor-pointer items-center gap-2 self-end rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 motion-reduce:hidden">
        <input type="checkbox" className="h-4 w-4" />
        {techStripCopy.pause}
      </label>
      <div
        part="strip"
        role="region"
        aria-label={techStripCopy.label}
        className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none] [.group:has(:checked)_&]:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none [.group:has(:checked)_&]:w-auto [.group:has(:checked)_&]:animate-none">
          <Logos technologies={technologies} copy={false} />
          <Logos technologies={technologies} copy />
        </div>
      </div>
    </div>
  );
}
