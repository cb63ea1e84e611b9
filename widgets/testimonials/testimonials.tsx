import { useRef } from 'react';
import { ChevronLeft, ChevronRight, Quote, Star } from 'lucide';
import { Glyph } from '../shared/icons';
import type { Testimonial } from '../content/types';
import { widgetCopy } from '../content/widget-copy';

export interface TestimonialsProps {
  testimonials: Testimonial[];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

/**
 * A horizontal scroller. The list itself takes focus so arrow keys scroll it;
 * the buttons page through it for pointer users.
 */
export function Testimonials({ testimonials }: TestimonialsProps) {
  const scroller = useRef<HTMLUListElement>(null);

  const page = (direction: 1 | -1) => {
    const list = scroller.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="relative">
      <ul
        ref={scroller}
        part="list"
        tabIndex={0}
        aria-label={widgetCopy.testimonials.region}
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-5 overflow-x-auto scroll-smooth px-1 pb-4 pt-1 [scrollbar-width:thin]"
      >
        {testimonials.map((t) => (
          <li key={t.name} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-10px)] lg:w-[calc(33.333%-14px)]">
            <figure part="card" className="flex h-full flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <p className="flex gap-0.5 text-amber-600" role="img" aria-label={widgetCopy.testimonials.rating(t.rating)}>
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Glyph icon={Star} key={i} className="h-4 w-4 fill-current" />
                  ))}
                </p>
                <span className="text-brand/20">
                  <Glyph icon={Quote} className="h-7 w-7" />
                </span>
              </div>
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-sm font-semibold text-brand-strong">
                  {initials(t.name)}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-sm text-slate-500">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end gap-2">
        {([-1, 1] as const).map((direction) => {
          const arrow = direction < 0 ? ChevronLeft : ChevronRight;
          return (
            <button
              key={direction}
              type="button"
              part="button"
              onClick={() => page(direction)}
              aria-label={direction < 0 ? widgetCopy.testimonials.previous : widgetCopy.testimonials.next}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-surface text-ink transition hover:border-brand hover:text-brand"
            >
              <Glyph icon={arrow} className="h-5 w-5" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
