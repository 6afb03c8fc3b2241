import { useEffect, useRef } from 'react';
import ActionBar from '../shared/ActionBar.tsx';
import { lastInputWasKeyboard } from '../shared/inputModality.ts';
import type { LessonRecap } from '../types.ts';

interface Props {
  xpEarned: number;
  savedLocally: boolean;
  nextHref: string;
  nextLabel: string;
  /** The language's practice page, offered beside the way on. */
  practiceHref?: string | undefined;
  /** The lesson type's own end: its heading, figures and closing words. */
  recap?: LessonRecap | undefined;
  /** The XP level reached when this lesson raised it, else null. */
  levelUp: number | null;
  /** The unit this lesson finished, else null. */
  unitComplete: string | null;
}

/**
 * The one end screen of a lesson: the type's own heading and figures, XP earned, a level-up or unit-complete
 * moment, and the way on. A keyboard user's focus moves to the way on, so Enter continues; a pointer user's stays put.
 */
export default function CompletionPanel({
  xpEarned,
  savedLocally,
  nextHref,
  nextLabel,
  practiceHref,
  recap,
  levelUp,
  unitComplete,
}: Props) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (lastInputWasKeyboard()) link.current?.focus({ preventScroll: true });
  }, []);
  const title = recap?.title ?? 'Lesson complete!';
  return (
    <section className="card text-center" aria-labelledby="lesson-complete" data-completion-card="">
      <p className="text-5xl" aria-hidden="true">
        {recap?.icon ?? '🎉'}
      </p>
      <h2 id="lesson-complete" className="mt-2 font-display text-2xl font-bold">
        {title}
      </h2>
      {recap && <p className="mt-1 text-muted">Lesson complete!</p>}
      <p className="mt-2 text-lg font-semibold text-forest-700" data-completion-xp="">
        +{xpEarned} XP
      </p>
      {levelUp !== null && (
        <p className="mx-auto mt-3 max-w-md rounded-xl bg-sun-300/40 px-4 py-2 font-semibold" data-moment="level-up">
          <span aria-hidden="true">⬆️ </span>
          {`You reached XP level ${levelUp}!`}
        </p>
      )}
      {unitComplete !== null && (
        <p
          className="mx-auto mt-3 max-w-md rounded-xl bg-forest-50 px-4 py-2 font-semibold text-forest-900"
          data-moment="unit-complete"
        >
          <span aria-hidden="true">🏅 </span>
          {`Unit complete: ${unitComplete}`}
        </p>
      )}
      {savedLocally && (
        <p className="mt-2 text-sm text-muted">
          Progress saved locally. We'll sync with the server when connection is restored.
        </p>
      )}
      <div className="mt-5">
        <ActionBar align="center">
          <a
            ref={link}
            href={nextHref}
            className="btn-primary inline-flex w-full justify-center md:w-auto"
            data-primary-action=""
          >
            {nextLabel} <span aria-hidden="true">→</span>
          </a>
          {practiceHref && (
            <a href={practiceHref} className="btn-secondary inline-flex w-full justify-center md:w-auto">
              Practise now
            </a>
          )}
        </ActionBar>
      </div>
      {recap?.figures && recap.figures.length > 0 && (
        <dl className="mx-auto mt-5 flex max-w-lg flex-wrap justify-center gap-2">
          {recap.figures.map((f) => (
            <div key={f.label} className="min-w-24 rounded-xl bg-sand px-3 py-2">
              <dt className="text-xs text-muted">{f.label}</dt>
              <dd className="text-lg font-bold">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {recap?.details && <div className="mt-4">{recap.details}</div>}
    </section>
  );
}
