import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '@/lib/afterPaint';
import type { LessonPlayerProps } from '../types.ts';
import CheckActions from '../shared/CheckActions';
import CheckFeedback from '../shared/CheckFeedback';
import { focusUnlessFocused } from '../shared/focus.ts';
import {
  advance,
  exerciseOutcome,
  isLastItem,
  recordCheck,
  retry,
  startExercise,
  takeHint,
} from '../shared/exercise.ts';
import { optionToRuleOut } from './hints.ts';
import QuizOptions from './QuizOptions';
import { quizRecap } from './QuizRecap';
import { optionsInPlayOrder } from './shuffle.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';

/** Spec 001 §2 quiz: one question at a time; choose, Check, 'Correct' or 'Try Again' with the explanation, retry, continue. */
export default function QuizLesson({
  lesson,
  hintsEnabled,
  outOfHearts,
  onMistake,
  onComplete,
  playSound,
  seed = lesson.id,
}: LessonPlayerProps<'quiz'>) {
  const questions = lesson.questions;
  const [run, setRun] = useState(() => startExercise(questions.length));
  const [selected, setSelected] = useState<number | null>(null);
  const [ruledOut, setRuledOut] = useState<readonly number[]>([]);
  const [finished, setFinished] = useState(false);
  // The options follow a verdict one frame later: the verdict's own frame restyles the feedback and the button, not
  // every option too (their colours, marks and disabled state), as the practice page's options do
  // (src/practice/CheckButton.tsx). A press on an option in that frame chooses nothing: the answer is checked.
  const [optionsFollow, setOptionsFollow] = useState(true);
  const reported = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'heading' | null>(null);
  const headingId = useId();

  useEffect(() => {
    const target = focusNext.current === 'heading' ? heading.current : null;
    focusNext.current = null;
    focusUnlessFocused(target);
  });

  const question = questions[run.index] ?? questions[0]!;
  const options = useMemo(() => optionsInPlayOrder(question.options, seed, run.index), [question, seed, run.index]);
  const chosen = selected === null ? undefined : options[selected];
  const canCheck = run.phase === 'answering' && chosen !== undefined && !outOfHearts;
  const hint = hintsEnabled && run.phase === 'answering' ? optionToRuleOut(options, selected, ruledOut) : null;

  const choose = (index: number) => {
    if (run.phase !== 'answering' || outOfHearts || index >= options.length || ruledOut.includes(index)) return;
    setSelected(index);
    playSound?.('click');
  };
  const check = () => {
    if (!canCheck) return;
    setRun(recordCheck(run, chosen.isCorrect));
    if (!chosen.isCorrect) onMistake();
    playSound?.(chosen.isCorrect ? 'correct' : 'incorrect');
    setOptionsFollow(false);
    // Once the verdict is painted: the options show it, and Retry or Continue (the same button) takes the focus.
    afterPaint(() => {
      flushSync(() => setOptionsFollow(true));
      focusUnlessFocused(action.current);
    });
  };
  const tryAgain = () => {
    setRun(retry(run));
    setSelected(null);
    focusNext.current = 'heading';
  };
  const next = () => {
    if (!isLastItem(run)) {
      setRun(advance(run));
      setSelected(null);
      setRuledOut([]);
      focusNext.current = 'heading';
    } else if (!reported.current) {
      reported.current = true;
      setFinished(true);
      playSound?.('success');
      onComplete({ ...exerciseOutcome(run), missedQuestions: run.missedItems }, quizRecap(questions, run.missedItems));
    }
  };
  const showHint = () => {
    if (hint === null) return;
    const now = [...ruledOut, hint];
    setRuledOut(now);
    setRun(takeHint(run));
    playSound?.('click');
    if (optionToRuleOut(options, selected, now) === null) focusNext.current = 'heading';
  };
  const primary = () => (run.phase === 'answering' ? check() : run.phase === 'wrong' ? tryAgain() : next());

  useLessonKeys(root, {
    onNumber: (option) => {
      choose(option);
      // Keep focus on the chosen option when it was on another one, so the next Enter checks rather than re-chooses.
      if (document.activeElement?.hasAttribute('data-option'))
        root.current?.querySelector<HTMLElement>(`[data-option="${option}"]`)?.focus();
    },
    onEnter: primary,
  });

  const feedback = chosen?.explanation ?? question.explanation;
  return (
    <div ref={root}>
      <p className="text-sm font-semibold text-muted">
        Question {run.index + 1} of {questions.length}
      </p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold outline-none md:text-2xl">
        {question.question}
      </h2>
      <QuizOptions
        options={options}
        labelledBy={headingId}
        selected={selected}
        phase={optionsFollow ? run.phase : 'answering'}
        ruledOut={ruledOut}
        locked={outOfHearts}
        onChoose={choose}
        onEnterChosen={check}
      />
      <CheckActions
        feedback={
          <CheckFeedback
            verdict={run.phase === 'answering' ? null : run.phase}
            title={run.phase === 'right' ? 'Correct' : 'Try Again'}
            report={{
              language: lesson.language,
              lessonId: lesson.id,
              exerciseKind: 'quiz',
              prompt: question.question,
              ...(selected === null ? {} : { givenAnswer: String(options[selected]?.text ?? '') }),
              contentVersion: lesson.lastModified,
            }}
          >
            {run.phase !== 'answering' && <p>{feedback}</p>}
            {run.phase === 'right' && feedback !== question.explanation && <p>{question.explanation}</p>}
          </CheckFeedback>
        }
        phase={run.phase}
        canCheck={canCheck}
        outOfHearts={outOfHearts}
        language={lesson.language}
        last={isLastItem(run)}
        finished={finished}
        onCheck={check}
        onRetry={tryAgain}
        onNext={next}
        actionRef={action}
      >
        {hint !== null && (
          <button type="button" className="btn-ghost" onClick={showHint}>
            <span aria-hidden="true">💡</span> Hint
          </button>
        )}
      </CheckActions>
    </div>
  );
}
