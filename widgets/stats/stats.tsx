import type { Statistic } from '../content/types';

export interface StatsProps {
  stats: Statistic[];
}

/**
 * The figures, final: what the served HTML holds and what screen readers only ever hear. The count-up is behaviour
 * on this markup, with no component behind it (count-up.ts, `countUpWhenSeen`): each `data-stat-value` figure is
 * written over as it counts.
 */
export function Stats({ stats }: StatsProps) {
  return (
    <dl part="list" className="grid gap-4 min-[22em]:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} part="card" className="flex flex-col-reverse rounded-card border border-slate-200 bg-surface px-3 py-6 text-center shadow-sm sm:p-6">
          <dt className="mt-2 text-sm text-slate-600 sm:text-base">{stat.label}</dt>
          <dd className="whitespace-nowrap text-4xl font-semibold text-brand tabular-nums sm:text-5xl">
            <span aria-hidden="true" data-stat-value>
              {stat.number}
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
