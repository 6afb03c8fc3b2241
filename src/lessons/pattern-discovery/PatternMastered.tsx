import type { RefObject } from 'react';

interface Props {
  targetPattern: string;
  summary: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onContinue(): void;
}

/** The final screen: 'Pattern Mastered!', the pattern, the lesson's summary and Continue. */
export default function PatternMastered({ targetPattern, summary, headingRef, onContinue }: Props) {
  return (
    <section aria-labelledby="pattern-mastered" className="text-center">
      <p className="text-5xl" aria-hidden="true">
        🏆
      </p>
      <h2 id="pattern-mastered" ref={headingRef} tabIndex={-1} className="mt-2 font-display text-2xl font-bold">
        Pattern Mastered!
      </h2>
      <div className="mx-auto mt-4 max-w-prose rounded-xl border-2 border-forest-600 bg-forest-50 p-4 text-left text-forest-900">
        <p className="font-bold">The pattern</p>
        <p className="mt-1 text-lg">{targetPattern}</p>
      </div>
      <p className="mx-auto mt-4 max-w-prose text-left leading-relaxed">{summary}</p>
      <button type="button" className="btn-primary mt-6" onClick={onContinue}>
        Continue <span aria-hidden="true">→</span>
      </button>
    </section>
  );
}
