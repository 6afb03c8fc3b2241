import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { checkAnswer, describeVerdict, type AnswerVerdict } from '@/domain';
import ActionBar from '@/lessons/shared/ActionBar';
import { whenIdle } from '@/lib/whenIdle';
import type { LessonKeyboard } from '@/lessons/shared/toneInput';
import TypedAnswer from './TypedAnswer';
import { verdictAnnouncement } from './feedback';
import { versionOf, type ExerciseProps } from './exerciseProps';
import { useResponseTimer } from './useResponseTimer';
import Verdict from './Verdict';
import CheckButton, { useVerdictPainted } from './CheckButton';
import PlayAgainButton from './PlayAgainButton';

/**
 * Recall: see the meaning, type the word with the course's tone keyboard under the field; tone-aware feedback.
 * Dictation: hear the word (Play again, Alt+P), type it the same way; the verdict then shows it with its meaning.
 */
export default function RecallExercise({
  exercise,
  language,
  languageName,
  lang,
  markName,
  keyboard,
  onAnswer,
  onContinue,
  announce,
  contentVersion,
}: ExerciseProps<'recall' | 'dictation'> & { keyboard: LessonKeyboard | undefined }) {
  const [value, setValue] = useState('');
  // A dictation whose recording cannot be played shows the meaning instead: it is then asked as recall is.
  const [unheard, setUnheard] = useState(false);
  const cannotHear = useCallback(() => setUnheard(true), []);
  const [verdict, setVerdict] = useState<{ result: AnswerVerdict; details: readonly string[] } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const elapsed = useResponseTimer();
  const inputId = `${exercise.kind}-${exercise.itemId}`;
  const heard =
    exercise.kind === 'dictation'
      ? { word: exercise.answers[0] ?? '', lang, pronunciation: exercise.pronunciation, meaning: exercise.prompt }
      : undefined;
  // The keys dim a frame after the verdict is painted (see useVerdictPainted).
  const painted = useVerdictPainted(verdict !== null, inputRef, continueRef);
  // The first check of a page pays for Unicode normalisation's data and the grading code's first run; done once
  // while the learner reads and types, so Check only grades.
  useEffect(() => whenIdle(() => void checkAnswer(exercise.answers[0] ?? '', exercise.answers)), [exercise.answers]);

  const check = (event: SyntheticEvent) => {
    event.preventDefault();
    if (verdict) return onContinue();
    if (value.trim() === '') return;
    const result = checkAnswer(value, exercise.answers);
    const details = describeVerdict(result, markName);
    setVerdict({ result, details });
    const said = verdictAnnouncement(result.kind, details, result.closest);
    announce(heard ? `${said} You heard ${heard.word}, “${heard.meaning}”.` : said);
    onAnswer(result.kind, elapsed());
  };

  return (
    <form onSubmit={check} aria-label="Practice exercise">
      {exercise.kind === 'dictation' ? (
        <>
          <p className="text-sm font-semibold text-clay-700">Type what you hear</p>
          <label htmlFor={inputId} className="mt-1 block font-display text-2xl font-bold">
            The {languageName} word you hear
          </label>
          <PlayAgainButton audio={exercise.audio} credit={exercise.credit} onUnavailable={cannotHear} />
          {unheard && (
            <p className="mt-2">
              Type the {languageName} for “{exercise.prompt}” instead.
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-sm font-semibold text-clay-700">Type the word</p>
          <label htmlFor={inputId} className="mt-1 block font-display text-2xl font-bold">
            {languageName} for “{exercise.prompt}”
          </label>
        </>
      )}
      <TypedAnswer
        inputRef={inputRef}
        id={inputId}
        lang={lang}
        value={value}
        onChange={setValue}
        checked={verdict !== null}
        keyboard={keyboard}
        keysOff={painted}
        className="mt-3"
      />
      <ActionBar
        above={
          verdict && (
            <Verdict
              kind={verdict.result.kind}
              details={verdict.details}
              answer={verdict.result.closest}
              lang={lang}
              heard={heard}
              report={{
                language,
                itemId: exercise.itemId,
                exerciseKind: exercise.kind,
                prompt: exercise.prompt,
                givenAnswer: value.trim(),
                expectedAnswers: [...exercise.answers],
                ...versionOf(contentVersion, exercise.itemId),
              }}
            />
          )
        }
      >
        <CheckButton ref={continueRef} answered={verdict !== null} canCheck={value.trim() !== ''} onClick={check} />
      </ActionBar>
    </form>
  );
}
