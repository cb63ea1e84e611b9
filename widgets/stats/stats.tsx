import { useEffect, useRef, useState } from 'react';
import type { Statistic } from '../content/types';
import { COUNT_DURATION_MS, VISIBLE_THRESHOLD, countAt } from './count-up';

export interface StatsProps {
  stats: Statistic[];
}

/**
 * Figures that count up once, when 30% of the block is in view. The served
 * HTML holds the final figures; screen readers only ever hear those. The
 * script loads before the block comes into view and shows 0 until the count.
 */
export function Stats({ stats }: StatsProps) {
  const block = useRef<HTMLDListElement>(null);
  // null: show the final figures (server render, reduced motion, finished).
  const [elapsed, setElapsed] = useState<number | null>(null);

  useEffect(() => {
    const element = block.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let waiting = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (!waiting) {
          // A block already in view when the script arrives keeps its figures: resetting them would jump under the visitor's eyes.
          if (entry.isIntersecting) return observer.disconnect();
          waiting = true;
          return setElapsed(0);
        }
        if (entry.intersectionRatio < VISIBLE_THRESHOLD) return;
        observer.disconnect(); // once, never again
        const start = performance.now();
        const tick = (now: number) => {
          const time = now - start;
          setElapsed(time >= COUNT_DURATION_MS ? null : time);
          if (time < COUNT_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, VISIBLE_THRESHOLD] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <dl ref={block} part="list" className="grid gap-4 min-[22em]:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} part="card" className="flex flex-col-reverse rounded-card border border-slate-200 bg-surface px-3 py-6 text-center shadow-sm sm:p-6">
          <dt className="mt-2 text-sm font-medium text-slate-600 sm:text-base">{stat.label}</dt>
          <dd className="whitespace-nowrap text-4xl font-bold text-brand tabular-nums sm:text-5xl">
            <span aria-hidden="true" data-stat-value>
              {elapsed === null ? stat.number : countAt(stat.number, elapsed)}
              {stat.suffix}
            </span>
            <span className="sr-only">
              {stat.number}
              {stat.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
