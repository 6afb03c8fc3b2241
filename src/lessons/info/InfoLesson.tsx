import { useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/components/useHydrated';
import ActionBar from '../shared/ActionBar.tsx';
import type { LessonPlayerProps } from '../types.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';
import { readingOutcome } from '../shared/readingOutcome.ts';
import { readingSteps } from './steps.ts';
import StepBody from './StepBody.tsx';

/**
 * The player of info and cultural-note lessons, one idea per screen: each step shows its paragraph and the phrases it
 * introduces as cards, with a progress bar, Back and Next (Enter or → goes on, ← back); on the last step Next becomes
 * Continue, which completes the lesson once (docs/product/lessons.md §2: reading lessons complete on continue). Every step is laid out
 * in the same place, so the buttons do not jump from one step to the next on a wide screen.
 */
export default function InfoLesson({
  lesson,
  onComplete,
  playSound,
  audio,
}: LessonPlayerProps<'info' | 'cultural-note'>) {
  const paragraphs = useMemo(() => lesson.paragraphs ?? [], [lesson.paragraphs]);
  const steps = useMemo(() => readingSteps(paragraphs), [paragraphs]);
  const total = Math.max(1, steps.length);
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState(false);
  const completed = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const lang = lesson.lang;
  // The server renders the first step only: the page stays small, and React sends the lesson in place rather than as a
  // streamed copy it swaps in later (tests/budgets.test.ts); the other steps join it once the page is live.
  const hydrated = useHydrated();
  const last = index === total - 1;
  const step = steps[index];
  const label = `Step ${index + 1} of ${total}`;

  const goTo = (target: number) => {
    if (target < 0 || target >= total || target === index) return;
    playSound?.('click');
    flushSync(() => setIndex(target));
    // The new step's heading takes the focus, so a screen reader reads where the learner now is.
    heading.current?.focus();
  };

  const finish = () => {
    if (completed.current) return;
    completed.current = true;
    setDone(true);
    playSound?.('success');
    onComplete(readingOutcome());
  };
  const next = () => (last ? finish() : goTo(index + 1));

  useLessonKeys(null, {
    onEnter: next,
    onNext: () => goTo(index + 1),
    onPrevious: () => goTo(index - 1),
  });

  return (
    <article className="space-y-4" aria-labelledby="info-lesson-title">
      <header className="space-y-2">
        {lesson.type === 'cultural-note' && (
          <p className="badge bg-forest-50 text-forest-700">
            <span aria-hidden="true">🌍</span> Cultural note
          </p>
        )}
        <h2 id="info-lesson-title" className="font-display text-2xl font-bold text-ink sm:text-3xl">
          {lesson.title}
        </h2>
      </header>
      <div>
        {step?.heading === undefined ? (
          <h3 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-clay-700">
            {label}
          </h3>
        ) : (
          <p className="text-sm font-semibold text-clay-700" aria-hidden="true">
            {label}
          </p>
        )}
        <div
          role="progressbar"
          aria-label="Lesson progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={label}
          className="mt-1 h-2 overflow-hidden rounded-full bg-sand"
        >
          <div
            className="h-full rounded-full bg-forest-600 transition-[width]"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        {step?.heading !== undefined && (
          <h3 id={headingId} ref={heading} tabIndex={-1} className="mt-3 font-display text-xl font-bold">
            <span className="sr-only">{label}: </span>
            {step.heading}
          </h3>
        )}
      </div>
      {/* Every step sits in the same grid cell from 768 px, so the cell is as tall as the tallest step. */}
      <div className="md:grid">
        {steps.map((s, i) => {
          const phrases = (lesson.phrases ?? []).filter((p) => s.paragraphs.includes(p.paragraph));
          const current = i === index;
          if (!current && !hydrated) return null;
          return (
            <section
              key={i}
              aria-labelledby={current ? headingId : undefined}
              aria-hidden={current ? undefined : true}
              inert={!current}
              data-step={i + 1}
              className={`md:[grid-area:1/1] ${current ? '' : 'hidden md:invisible md:block'}`}
            >
              <StepBody
                paragraphs={s.paragraphs.map((p) => paragraphs[p] ?? '')}
                phrases={phrases}
                words={audio?.words}
                lang={lang}
              />
            </section>
          );
        })}
      </div>
      <nav aria-label="Steps">
        <ActionBar>
          <button type="button" className="btn-ghost mr-auto" onClick={() => goTo(index - 1)} disabled={index === 0}>
            <span aria-hidden="true">←</span> Back
          </button>
          <button type="button" className="btn-primary" onClick={next} disabled={last && done}>
            {last ? 'Continue' : 'Next'} <span aria-hidden="true">→</span>
          </button>
        </ActionBar>
      </nav>
    </article>
  );
}
