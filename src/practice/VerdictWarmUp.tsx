import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PracticeExercise } from '@/domain';
import { whenIdle } from '@/lib/whenIdle';
import { expectedAnswers } from '@/stores/practiceRun';
import Verdict from './Verdict';

/**
 * The first verdict of a page load paid for the browser's first use of the verdict's type sizes, weights and words
 * (the verdict frame's layout took twice as long the first time: about 5 ms more at 4x CPU). While the browser is
 * idle after the first exercise appears, each verdict is laid out once, hidden from sight and from assistive
 * technology, and removed before the frame is painted: the first Check then lays out what the browser has already
 * measured.
 */
export default function VerdictWarmUp({ exercise, lang }: { exercise: PracticeExercise; lang: string | undefined }) {
  const [drawn, setDrawn] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      whenIdle(() => {
        // Drawn, measured (reading the height lays the copies out now) and removed in one task: never painted.
        flushSync(() => setDrawn(true));
        void box.current?.offsetHeight;
        flushSync(() => setDrawn(false));
      }),
    [],
  );
  if (!drawn) return null;
  // The words this exercise's verdict would show: its first expected answer.
  const answer = expectedAnswers(exercise).values().next().value ?? '';
  return (
    <div ref={box} aria-hidden="true" className="invisible absolute inset-x-0 top-0 -z-10" data-verdict-warm-up="">
      <Verdict kind="right" details={[]} answer={answer} lang={lang} />
      <Verdict kind="wrong" details={[]} answer={answer} lang={lang} />
      <Verdict kind="slip" details={['check the tone on the first syllable']} answer={answer} lang={lang} />
    </div>
  );
}
