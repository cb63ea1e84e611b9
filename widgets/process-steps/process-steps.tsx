import type { StageIcon, TitledText } from '../content/types';
import { Glyph, stageIcons } from '../shared/icons';

export interface ProcessStepsProps {
  steps: (TitledText & { icon?: StageIcon })[];
}

/** An ordered list of the stages of our process, numbered. */
export function ProcessSteps({ steps }: ProcessStepsProps) {
  const columns = steps.length === 5 ? 'lg:grid-cols-3 xl:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <ol part="list" className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} part="card" className="relative rounded-card border border-slate-200 bg-surface p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white">
              {step.icon ? <Glyph icon={stageIcons[step.icon]} className="h-5 w-5" /> : String(index + 1).padStart(2, '0')}
            </span>
            <span className="text-xs font-semibold uppercase text-slate-500">Step {index + 1}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-base leading-relaxed text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
