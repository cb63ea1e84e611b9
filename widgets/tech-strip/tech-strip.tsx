import type { Technology } from '../content/types';
import { techStripCopy } from '../content/widget-copy';
import { logoSpriteUrl, logoUrl } from '../shared/links';

export interface TechStripProps {
  technologies: Technology[];
  /**
   * How each logo is drawn: 'sprite' (the hosted site), a window on one image of them all; 'images' (partners' pages),
   * an `<img>` of a file each. See build/logos.ts.
   */
  logos: 'sprite' | 'images';
}

// Standing still (for reduced motion, or paused: `[:checked~div_&]:`, inside the strip that follows the ticked box), the
// logos wrap into rows and the copy goes. A sibling selector, not `.group:has(:checked)`: WebKit (WebKitGTK 2.50) matches
// that in a shadow root but does not restyle when the box is ticked, so the strip went on moving (tests/engines/a11y-motion).
// Written out in full: the build finds class names in string literals (build/styles.ts).
const stillLogos =
  'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 [:checked~div_&]:shrink [:checked~div_&]:flex-wrap [:checked~div_&]:justify-center [:checked~div_&]:pr-0';
const stillCopy = 'motion-reduce:hidden [:checked~div_&]:hidden';

/**
 * In a visitor's high-contrast colours, each logo keeps its brand colours on a white plate of its own: the cards take
 * the visitor's background, and on a black one the black logos (Next.js, Django...) vanished.
 */
const plate = 'forced-colors:bg-white forced-colors:[forced-color-adjust:none]';

/** Each logo's side, in px: in the sprite, a logo's width. */
const LOGO_PX = 28;

/** One logo, 28 px square, decoration beside the technology's name; `index`, its technology's place in the content. */
function Logo({ slug, index, logos }: { slug: string; index: number; logos: TechStripProps['logos'] }) {
  if (logos === 'sprite') {
    // The sprite has every logo side by side, in the content's order (build/logos.ts). This image draws its first
    // `index + 1` logos at the strip's size (`object-cover`, from the left), pinned by its right edge in a logo-sized
    // window that shows the last of them: this one. Its place is in its width, an attribute (the page's policy allows
    // no style attribute). Low priority: fetched after what the first paint needs (build/logos.ts says why).
    return (
      <span aria-hidden="true" className={`relative block h-7 w-7 shrink-0 overflow-hidden ${plate}`}>
        <img
          src={logoSpriteUrl()}
          alt=""
          width={(index + 1) * LOGO_PX}
          height={LOGO_PX}
          fetchPriority="low"
          className="absolute right-0 top-0 h-7 max-w-none object-cover object-left"
        />
      </span>
    );
  }
  // Not lazy: in a clipped, moving strip each lazy logo would start loading only as it came on screen, blank until then.
  return <img src={logoUrl(slug)} alt="" width={LOGO_PX} height={LOGO_PX} fetchPriority="low" className={`h-7 w-7 ${plate}`} />;
}

function Logos({ technologies, logos, copy }: TechStripProps & { copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center gap-4 pr-4 ${copy ? stillCopy : stillLogos}`}
      aria-hidden={copy ? 'true' : undefined}
    >
      {technologies.map((tech, index) => (
        <li key={tech.name} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-surface px-4 py-3 shadow-sm">
          <Logo slug={tech.logo} index={index} logos={logos} />
          <span className="whitespace-nowrap text-sm font-semibold text-slate-700">{tech.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A strip of technology logos that scrolls in a loop: the list is drawn twice
 * and moved by half its width. A checkbox before it pauses it (no script
 * needed: a sibling selector; with a script, the element remembers the choice: see element.ts); it
 * stops on hover too. Paused, or for reduced motion, it stands still with
 * every logo in view, once.
 */
export function TechStrip({ technologies, logos }: TechStripProps) {
  return (
    // The box is a sibling of its label and of the strip, so that `:checked ~` reaches both: drawn inside the label's
    // pill, before its words, which wrap beside it rather than apart from it at a large text size (one grid row). The
    // pill has the cards' surface: on a partner's dark page its words were slate on the page's black.
    <div className="group grid grid-cols-[1fr_auto_auto] items-center">
      <input id="pause" type="checkbox" className="peer relative left-7 col-start-2 mb-3 h-4 w-4 cursor-pointer motion-reduce:hidden" />
      <label htmlFor="pause" className="col-start-3 mb-3 cursor-pointer rounded-lg bg-surface py-2 pl-9 pr-3 text-sm text-slate-700 hover:bg-slate-100 peer-hover:bg-slate-100 motion-reduce:hidden">
        {techStripCopy.pause}
      </label>
      <div
        part="strip"
        role="region"
        aria-label={techStripCopy.label}
        className="col-span-3 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none] [:checked~&]:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none [:checked~div_&]:w-auto [:checked~div_&]:animate-none">
          <Logos technologies={technologies} logos={logos} copy={false} />
          <Logos technologies={technologies} logos={logos} copy />
        </div>
      </div>
    </div>
  );
}
