/** The host's few building blocks: sections, headings and button links. */
import type { ReactNode } from 'react';
import { ArrowRight, ExternalLink, type IconNode } from 'lucide';
import { Glyph } from '../widgets/shared/icons';
import { heroGlow, laterPart } from './styles';
import { ui } from '../widgets/content/ui';
import { newTab } from '../widgets/shared/links';

export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  holdsForm = false,
  nearTop = false,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'tint' | 'dark';
  /**
   * A form is laid out with the page: WebKit scrolls to a field focused in a part not laid out yet, even when the
   * focus asks it not to. Any other light section is laid out as it comes near the window (`laterPart`); a dark one
   * with the page (host/styles.ts says why).
   */
  holdsForm?: boolean;
  /**
   * A section that starts within a screen and a half of the page's top on a phone (the first after the hero; on /about
   * the second too): laid out with the page. Chromium lays out in the first frame every `laterPart` that near the
   * window, but only after a first layout without it, a second pass of the same frame; and a placeholder far shorter
   * than the section (40rem) brought the part after it that near too, laid out and dropped again.
   */
  nearTop?: boolean;
  children: ReactNode;
}) {
  const tones = { white: 'bg-white', tint: 'bg-slate-50', dark: 'bg-ink text-white' };
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} ${holdsForm || nearTop || tone === 'dark' ? '' : laterPart} py-16 sm:py-24`}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mb-10 max-w-3xl sm:mb-14">
          {eyebrow && <p className={`text-sm font-semibold uppercase tracking-wider ${tone === 'dark' ? 'text-teal-300' : 'text-brand'}`}>{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {lead && <p className={`mt-4 text-lg leading-relaxed ${tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}`}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

// Every button has a border, transparent where the colour does the work: forced colours draw it.
const buttonStyles = {
  primary: 'border-transparent bg-brand text-white shadow-sm hover:bg-brand-strong',
  secondary: 'border-slate-300 bg-white text-ink hover:border-brand hover:text-brand',
  light: 'border-transparent bg-white text-ink hover:bg-slate-100',
  ghost: 'border-white/30 text-white hover:bg-white/10',
};

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  external = false,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
  /** Opens in a new tab, safely, and says so to screen readers. */
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? newTab : {})}
      className={`inline-flex min-h-[48px] items-center justify-center gap-2 rounded-lg border px-6 py-3 text-base font-semibold transition ${buttonStyles[variant]}`}
    >
      {children}
      {external ? (
        <>
          <Glyph icon={ExternalLink} className="h-4 w-4" />
          <span className="sr-only"> {ui.newTabHint}</span>
        </>
      ) : (
        <Glyph icon={ArrowRight} className="h-4 w-4" />
      )}
    </a>
  );
}

export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-ink pb-20 pt-32 text-white sm:pb-28 sm:pt-40">
      <div aria-hidden="true" className={`${heroGlow} absolute inset-0`} />
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-teal-200">{eyebrow}</p>
        <h1 className="mt-5 max-w-4xl text-4xl font-semibold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{lead}</p>
        {children && <div className="mt-9 flex flex-col gap-3 sm:flex-row">{children}</div>}
      </div>
    </section>
  );
}

/** A screen that only says something went astray, and offers the way back (the 404 screens). */
export function MessageScreen({ kicker, title, text, back }: { kicker?: string; title: string; text: string; back: { href: string; label: string; icon: IconNode } }) {
  return (
    <section className="flex min-h-[70vh] items-center bg-white pb-20 pt-32">
      <div className="mx-auto max-w-xl px-5 text-center">
        {kicker && <p className="mb-4 text-6xl font-semibold tracking-tight text-brand">{kicker}</p>}
        {/* data-not-found: host/client.ts logs the path the visitor tried */}
        <h1 className="text-4xl font-semibold tracking-tight text-ink" data-not-found>
          {title}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{text}</p>
        <div className="mt-8">
          <a href={back.href} className="inline-flex min-h-[48px] items-center gap-2 rounded-lg border border-transparent bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-strong">
            <Glyph icon={back.icon} className="h-4 w-4" />
            {back.label}
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * Text that may hold a web or e-mail address, with the places an address may break marked (`<wbr>`: after `@`, `//`
 * and `/`, before a dot): on a narrow screen the address wraps at one of them, never in the middle of a word, as
 * `overflow-wrap: anywhere` alone would break it ('cairnsoftwar' / 'e.co.uk').
 */
export function Breakable({ text }: { text: string }) {
  return text.split(/(\S+(?:@|:\/\/)\S+)/).map((part, i) =>
    i % 2 === 0
      ? part
      : part
          .split(/(?<=@|\/)(?!\/)|(?=\.\w)/)
          .flatMap((piece, j) => (j === 0 ? [piece] : [<wbr key={`${i}-${j}`} />, piece])),
  );
}
