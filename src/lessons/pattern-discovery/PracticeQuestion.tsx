import { useState, type SubmitEvent, type RefObject } from 'react';
import ReportButton from '@/components/report/ReportButton';
import type { ReportTarget } from '@/components/report/send-report';
import OutOfHeartsNote from '../shared/OutOfHeartsNote.tsx';
import ToneKeyboard from '../shared/ToneKeyboard.tsx';
import { stopFocusMove } from '../shared/focus.ts';
import type { LessonKeyboard } from '../shared/toneInput.ts';
import type { PracticeResult } from './check.ts';

interface Props {
  stepId: string;
  question: string;
  answer: string;
  /** How the step was settled: answered correctly, right but for its marks, or its answer shown. */
  solved: 'correct' | 'slip' | 'shown' | undefined;
  canShowAnswer: boolean;
  outOfHearts: boolean;
  /** The course's language, for the way to practice when out of hearts. */
  language: string;
  lang: string | undefined;
  /** The course's letters and tone keys, shown under the field; none when the course declares no keyboard. */
  keyboard: LessonKeyboard | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onCheck(value: string): PracticeResult;
  onShowAnswer(): void;
  /** What "Report a problem" after the verdict sends about the step; the typed answer is added to it. */
  report?: ReportTarget | undefined;
}

interface Checked {
  value: string;
  result: PracticeResult;
  /** Counts checks, so a repeated verdict is a new node and is announced again. */
  count: number;
}

/** A step's question: type the answer and Check it; 'Correct', 'Almost — check the marks' (marks differ) or 'Try Again'. */
export default function PracticeQuestion({
  stepId,
  question,
  answer,
  solved,
  canShowAnswer,
  outOfHearts,
  language,
  lang,
  keyboard,
  inputRef,
  onCheck,
  onShowAnswer,
  report,
}: Props) {
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const inputId = `answer-${stepId}`;
  const hintId = `${inputId}-keys`;
  const reasonId = `${inputId}-check-off`;
  const canCheck = !outOfHearts && solved === undefined && value.trim() !== '' && value !== checked?.value;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!canCheck) return;
    const result = onCheck(value);
    setChecked({ value, result, count: (checked?.count ?? 0) + 1 });
  };

  const verdict = solved ?? checked?.result.kind ?? null;
  const good = verdict === 'correct' || verdict === 'shown';
  const notes = checked && checked.result.kind !== 'correct' && verdict !== 'shown' ? checked.result.notes : [];
  const tone = good
    ? 'border-forest-600 bg-forest-50 text-forest-900'
    : verdict === 'slip'
      ? 'border-sun-400 bg-sun-300/30 text-ink'
      : 'border-clay-500 bg-clay-50 text-ink';
  return (
    // The form's parts and the verdict share one column, so the verdict shows right under the answer it judges.
    <div className="mt-4 flex flex-col rounded-xl border-2 border-sand p-4">
      {solved === undefined ? (
        <form onSubmit={submit} className="contents">
          <label htmlFor={inputId} className="order-1 block text-lg font-semibold">
            {question}
          </label>
          <div className="order-2 mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              ref={inputRef}
              id={inputId}
              lang={lang}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={outOfHearts}
              aria-describedby={keyboard ? hintId : undefined}
              className="min-h-11 w-full rounded-xl border-2 border-sand bg-white px-3 text-lg focus:border-clay-500 disabled:bg-sand/30 disabled:text-muted"
            />
            <button
              type="submit"
              className="btn-primary shrink-0"
              // A press of Check leaves the focus in the answer: a phone's keyboard stays up for a second try, the
              // browser has no blur and focus to run before the check, and the button, disabled until the answer
              // changes, never holds the focus (src/practice/CheckButton.tsx does the same).
              onMouseDown={stopFocusMove}
              disabled={!canCheck}
              aria-describedby={outOfHearts ? reasonId : undefined}
            >
              Check
            </button>
          </div>
          {outOfHearts && (
            <div className="order-2 mt-2">
              <OutOfHeartsNote id={reasonId} language={language} />
            </div>
          )}
          {keyboard && (
            <div className="order-4">
              <ToneKeyboard
                inputRef={inputRef}
                keyboard={keyboard}
                lang={lang}
                disabled={outOfHearts}
                hintId={hintId}
                onChange={setValue}
              />
            </div>
          )}
          {canShowAnswer && (
            <button
              type="button"
              className="btn-ghost order-5 mt-2 self-start px-3 text-sm"
              disabled={outOfHearts}
              onClick={onShowAnswer}
            >
              <span aria-hidden="true">💡</span> Show Answer
            </button>
          )}
        </form>
      ) : (
        <p className="order-1 text-lg font-semibold">{question}</p>
      )}
      <div role="status" aria-live="polite" aria-atomic="true" className="order-3">
        {verdict && (
          <div key={checked?.count ?? verdict} className={`mt-3 rounded-xl border-2 p-3 ${tone}`}>
            <p className="font-bold">
              <span aria-hidden="true">{{ correct: '✓ ', shown: '💡 ', slip: '≈ ', wrong: '✗ ' }[verdict]}</span>
              {
                { correct: 'Correct', shown: 'The answer', slip: 'Almost — check the marks', wrong: 'Try Again' }[
                  verdict
                ]
              }
            </p>
            {notes.length > 0 && (
              <ul className="list-disc pl-5">
                {notes.map((note) => (
                  <li key={note}>{note[0]?.toUpperCase() + note.slice(1)}</li>
                ))}
              </ul>
            )}
            {(good || verdict === 'slip') && (
              <p>
                Answer:{' '}
                <span lang={lang} className="font-semibold">
                  {answer}
                </span>
              </p>
            )}
            {verdict === 'wrong' && <p>Look at the examples again, then try another answer.</p>}
          </div>
        )}
      </div>
      {verdict && report && (
        <p className="order-3 mt-1 text-right">
          <ReportButton
            target={checked && verdict !== 'shown' ? { ...report, givenAnswer: checked.value.trim() } : report}
          />
        </p>
      )}
    </div>
  );
}
