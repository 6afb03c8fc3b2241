import type { ReactNode, RefObject } from 'react';
import type { PlayableLesson } from '../types.ts';
import ExampleList from './ExampleList.tsx';

type Step = PlayableLesson<'pattern-discovery'>['steps'][number];

const kinds: Record<Step['type'], { icon: string; label: string }> = {
  observation: { icon: '👀', label: 'Observation' },
  discovery: { icon: '🔍', label: 'Discovery' },
  explanation: { icon: '📘', label: 'Explanation' },
  practice: { icon: '✏️', label: 'Practice' },
};

interface Props {
  step: Step;
  number: number;
  total: number;
  lang: string | undefined;
  /** The discovery step's pattern is showing. */
  revealed: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  patternRef: RefObject<HTMLDivElement | null>;
  onReveal(): void;
  /** The step's question, when it has one. */
  children?: ReactNode;
}

/** One step: its kind, text and examples; a discovery step hides its pattern behind 'Show Pattern'. */
export default function StepView({
  step,
  number,
  total,
  lang,
  revealed,
  headingRef,
  patternRef,
  onReveal,
  children,
}: Props) {
  const kind = kinds[step.type];
  return (
    <article aria-labelledby={`step-${step.id}`}>
      <h2
        id={`step-${step.id}`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-xl font-bold"
      >
        <span className="sr-only">
          Step {number} of {total}:{' '}
        </span>
        <span aria-hidden="true">{kind.icon}</span>
        {kind.label}
      </h2>
      <p className="mt-2 text-lg leading-relaxed">{step.content}</p>
      <ExampleList examples={step.examples} lang={lang} />
      {step.type === 'discovery' && step.pattern && (
        <div className="mt-4">
          {revealed ? (
            <div
              ref={patternRef}
              tabIndex={-1}
              role="region"
              aria-label="Pattern"
              className="rounded-xl border-2 border-forest-600 bg-forest-50 p-4 text-forest-900"
            >
              <p className="font-bold">
                <span aria-hidden="true">💡 </span>Pattern
              </p>
              <p className="mt-1 text-lg leading-relaxed">{step.pattern}</p>
            </div>
          ) : (
            <button type="button" className="btn-secondary" onClick={onReveal}>
              <span aria-hidden="true">🔍</span> Show Pattern
            </button>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
