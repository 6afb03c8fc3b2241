import { useEffect, useId, useRef } from 'react';
import type { LessonOf } from '../../content/lessons.ts';
import ReportButton from '@/components/report/ReportButton';
import type { ReportTarget } from '@/components/report/send-report';
import ActionBar from '../shared/ActionBar.tsx';
import OutOfHeartsNote from '../shared/OutOfHeartsNote.tsx';
import { focusAfterPaint, stopFocusMove } from '../shared/focus.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';
import type { QuestionsState } from './questions.ts';

type Question = LessonOf<'cultural-story'>['comprehensionQuestions'][number];

interface Props {
  questions: readonly Question[];
  state: QuestionsState;
  active: boolean;
  outOfHearts: boolean;
  /** The course's language, for the way to practice when out of hearts. */
  language: string;
  onSelect(option: number): void;
  onCheck(): void;
  onRetry(): void;
  onNext(): void;
  /** The lesson a report after a verdict is about; the question, the chosen option and the right one are added. */
  reportAbout?: Pick<ReportTarget, 'language' | 'lessonId' | 'contentVersion'> | undefined;
}

/** One comprehension question at a time: choose, Check, then 'Correct' or 'Try Again' with the explanations. */
export function QuestionsPanel({
  questions,
  state,
  active,
  outOfHearts,
  language,
  onSelect,
  onCheck,
  onRetry,
  onNext,
  reportAbout,
}: Props) {
  const id = useId();
  const options = useRef<(HTMLInputElement | null)[]>([]);
  const action = useRef<HTMLButtonElement>(null);
  const seen = useRef({ status: state.status, index: state.index });
  const question = questions[state.index];
  const last = state.index === questions.length - 1;
  const checked = state.status !== 'answering';
  // At 0 hearts nothing can be checked, so the options are shown but not offered.
  const checkOff = !checked && outOfHearts;

  useEffect(() => {
    const before = seen.current;
    seen.current = { status: state.status, index: state.index };
    if (before.status === state.status && before.index === state.index) return;
    if (state.status === 'answering') options.current[0]?.focus();
    // Try Again or the next question (the same button) takes the focus once the verdict is painted, as in the quiz.
    else focusAfterPaint(() => action.current);
  }, [state.status, state.index]);

  const primary = () => {
    if (state.status === 'wrong') onRetry();
    else if (state.status === 'right') onNext();
    else if (!outOfHearts) onCheck();
  };
  useLessonKeys(null, {
    enabled: active && !state.finished,
    onNumber: (option) => {
      if (checked || checkOff || option >= (question?.options.length ?? 0)) return;
      onSelect(option);
      options.current[option]?.focus();
    },
    onEnter: primary,
  });

  if (!question) return null;
  const chosen = state.selected === null ? undefined : question.options[state.selected];
  const label = { answering: 'Check', wrong: 'Try Again', right: last ? 'Finish' : 'Next Question' }[state.status];
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">
        Question {state.index + 1} of {questions.length}
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-3 text-lg font-semibold break-words">{question.question}</legend>
        {question.options.map((option, i) => {
          const mine = state.selected === i;
          const mark = checked && mine ? (state.status === 'right' ? '✓' : '✗') : null;
          return (
            <label
              key={`${state.index}-${i}`}
              className={`flex min-h-11 items-center gap-3 rounded-xl border-2 px-4 py-3 ${checked || checkOff ? 'cursor-default' : 'cursor-pointer'} ${
                checkOff
                  ? 'border-sand bg-sand/30 text-muted'
                  : mark === '✓'
                    ? 'border-forest-600 bg-forest-50'
                    : mark === '✗'
                      ? 'border-clay-600 bg-clay-50'
                      : mine
                        ? 'border-clay-500 bg-clay-50'
                        : 'border-sand bg-white hover:border-clay-100'
              }`}
            >
              <input
                ref={(el) => {
                  options.current[i] = el;
                }}
                type="radio"
                name={`${id}-question-${state.index}`}
                checked={mine}
                disabled={checked || checkOff}
                onChange={() => onSelect(i)}
                className="size-4 accent-clay-600"
              />
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-sand text-xs font-bold"
              >
                {i + 1}
              </span>
              <span className="flex-1 break-words">{option.text}</span>
              {mark && (
                <span className={`font-bold ${mark === '✓' ? 'text-forest-700' : 'text-clay-700'}`}>
                  <span aria-hidden="true">{mark}</span>
                  <span className="sr-only">{mark === '✓' ? ' (right)' : ' (wrong)'}</span>
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <ActionBar
        above={
          <>
            <div role="status" aria-live="polite">
              {checked && (
                <div
                  className={`space-y-1 rounded-xl px-4 py-3 ${state.status === 'right' ? 'bg-forest-50 text-forest-900' : 'bg-clay-50 text-clay-700'}`}
                >
                  <p className="font-bold">
                    <span aria-hidden="true">{state.status === 'right' ? '✓ ' : '✗ '}</span>
                    {state.status === 'right' ? 'Correct' : 'Try Again'}
                  </p>
                  {chosen?.explanation && <p className="break-words text-ink">{chosen.explanation}</p>}
                  {(state.status === 'right' || !chosen?.explanation) && (
                    <p className="break-words text-ink">{question.explanation}</p>
                  )}
                </div>
              )}
            </div>
            {checked && reportAbout && (
              <p className="mt-1 text-right">
                <ReportButton
                  target={{
                    ...reportAbout,
                    exerciseKind: 'cultural-story',
                    prompt: question.question,
                    ...(chosen ? { givenAnswer: chosen.text } : {}),
                    expectedAnswers: question.options.filter((o) => o.isCorrect).map((o) => o.text),
                  }}
                />
              </p>
            )}
          </>
        }
      >
        {checkOff && <OutOfHeartsNote id={`${id}-check-off`} language={language} />}
        <button
          ref={action}
          type="button"
          className="btn-primary w-full sm:w-auto"
          onClick={primary}
          // A press of Check leaves the focus on the chosen answer until the verdict is painted.
          onMouseDown={state.status === 'answering' ? stopFocusMove : undefined}
          disabled={state.status === 'answering' && (state.selected === null || outOfHearts)}
          aria-describedby={checkOff ? `${id}-check-off` : undefined}
        >
          {label}
          {state.status === 'right' && <span aria-hidden="true"> →</span>}
        </button>
      </ActionBar>
    </>
  );
}
