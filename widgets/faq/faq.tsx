import { useId } from 'react';
import { ChevronDown } from 'lucide';
import { Glyph } from '../shared/icons';
import type { FaqItem } from '../content/types';

export interface FaqProps {
  items: FaqItem[];
}

/**
 * An accordion built on <details name>: the browser keeps one item open at a
 * time, lets the open one collapse, and needs no script to do it.
 */
export function Faq({ items }: FaqProps) {
  const group = `faq-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div part="list" className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-surface shadow-sm">
      {items.map((item) => (
        <details key={item.question} name={group} part="item" className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <h3 className="text-base sm:text-lg">{item.question}</h3>
            <span className="shrink-0 text-slate-500">
              <Glyph icon={ChevronDown} className="h-5 w-5 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          <p className="pb-5 text-base leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
