import { useEffect, useRef } from 'react';

interface Props {
  score: number;
  firstTryCorrect: number;
  questions: number;
  engagement: number;
  done: boolean;
  onContinue(): void;
}

/** 'Cultural Journey Complete!': the questions' score and the engagement, then Continue. */
export function JourneyComplete({ score, firstTryCorrect, questions, engagement, done, onContinue }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="space-y-4 text-center" aria-labelledby="journey-complete">
      <p className="text-5xl" aria-hidden="true">
        🌍
      </p>
      <h2 id="journey-complete" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold text-ink sm:text-3xl">
        Cultural Journey Complete!
      </h2>
      <dl className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <div className="rounded-xl bg-forest-50 p-3">
          <dt className="text-sm text-muted">Questions right first time</dt>
          <dd className="text-xl font-bold text-forest-700">
            {firstTryCorrect} of {questions} ({score}%)
          </dd>
        </div>
        <div className="rounded-xl bg-sun-300/20 p-3">
          <dt className="text-sm text-muted">Cultural engagement</dt>
          <dd className="text-xl font-bold text-ink">{engagement}%</dd>
        </div>
      </dl>
      <button type="button" className="btn-primary w-full sm:w-auto" onClick={onContinue} disabled={done}>
        Continue <span aria-hidden="true">→</span>
      </button>
    </section>
  );
}
