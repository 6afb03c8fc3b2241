import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import type { AnswerKind, PracticeExercise } from '@/domain';
import ActionBar from '@/lessons/shared/ActionBar';
import { verdictAnnouncement } from './feedback';
import { versionOf, type ExerciseProps } from './exerciseProps';
import { useResponseTimer } from './useResponseTimer';
import Verdict from './Verdict';
import CheckButton, { useVerdictPainted } from './CheckButton';
import { playClip } from './PlayAgainButton';

type ChoiceKind = 'recognise' | 'listen' | 'tone-choice';

function question(
  exercise: Extract<PracticeExercise, { kind: ChoiceKind }>,
  languageName: string,
): { eyebrow: string; text: string; inLanguage: boolean } {
  switch (exercise.kind) {
    case 'recognise':
      return exercise.fromQuiz
        ? { eyebrow: 'A quiz question you missed', text: exercise.prompt, inLanguage: false }
        : { eyebrow: 'Choose the meaning', text: exercise.prompt, inLanguage: true };
    case 'listen':
      return {
        eyebrow: 'Listen and choose the meaning',
        text: `What does the ${languageName} word you hear mean?`,
        inLanguage: false,
      };
    case 'tone-choice':
      return {
        eyebrow: 'Choose the right spelling',
        text: `Which spelling means “${exercise.prompt}”?`,
        inLanguage: false,
      };
  }
}

/** Recognise, listen-and-choose and tone-and-letter choice: pick one option, Check, see the verdict (and, for spellings, each one's meaning). */
export default function ChoiceExercise({
  exercise,
  language,
  languageName,
  lang,
  onAnswer,
  onContinue,
  announce,
  contentVersion,
}: ExerciseProps<ChoiceKind>) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [kind, setKind] = useState<AnswerKind | null>(null);
  const elapsed = useResponseTimer();
  const firstOption = useRef<HTMLInputElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const { eyebrow, text, inLanguage } = question(exercise, languageName);
  const optionsInLanguage = exercise.kind === 'tone-choice';
  const { audio, credit } = exercise.kind === 'tone-choice' ? { audio: null, credit: undefined } : exercise;
  // Listening, the learner never saw the word: the verdict shows it written, with its respelling and meaning.
  const heard =
    exercise.kind === 'listen'
      ? { word: exercise.prompt, lang, pronunciation: exercise.pronunciation ?? null }
      : undefined;

  // The options follow the verdict a frame after it is painted (see useVerdictPainted).
  const shown = useVerdictPainted(kind !== null, firstOption, continueRef) ? kind : null;
  useEffect(() => {
    if (exercise.kind === 'listen' && audio) void playClip(audio);
  }, [exercise.kind, audio]);

  const check = (event: SyntheticEvent) => {
    event.preventDefault();
    if (kind) return onContinue();
    if (chosen === null) return;
    const result: AnswerKind = chosen === exercise.answer ? 'right' : 'wrong';
    setKind(result);
    const said = verdictAnnouncement(result, [], exercise.answer);
    announce(heard ? `${said} You heard ${heard.word}, “${exercise.answer}”.` : said);
    onAnswer(result, elapsed());
  };

  return (
    <form onSubmit={check} aria-label="Practice exercise">
      <fieldset>
        <legend className="w-full">
          <span className="block text-sm font-semibold text-clay-700">{eyebrow}</span>
          <span lang={inLanguage ? lang : undefined} className="mt-1 block font-display text-2xl font-bold">
            {text}
          </span>
        </legend>
        {audio && (
          <>
            <button
              type="button"
              className="btn-secondary mt-3 mr-3 px-4 py-2 text-sm"
              onClick={() => void playClip(audio)}
            >
              <span aria-hidden="true">🔊</span> {exercise.kind === 'listen' ? 'Play the word' : 'Hear it'}
            </button>
            {credit && <span className="text-xs text-muted">{credit}</span>}
          </>
        )}
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {exercise.choices.map((choice, i) => {
            const meaning = exercise.kind === 'tone-choice' && shown ? exercise.choiceMeanings[i] : undefined;
            // One set of colours per state, never two that compete: border-sand and border-forest-600 on one
            // element would leave the winner to the stylesheet's order, not to the state.
            const state =
              shown === null
                ? `cursor-pointer bg-white ${choice === chosen ? 'border-clay-500' : 'border-sand'}`
                : choice === exercise.answer
                  ? 'border-forest-600 bg-forest-50'
                  : choice === chosen
                    ? 'border-clay-600 bg-clay-50'
                    : 'border-sand bg-white text-muted';
            return (
              <label
                key={choice}
                className={`flex min-h-12 items-center gap-3 rounded-xl border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay-500 ${state}`}
              >
                <input
                  ref={i === 0 ? firstOption : undefined}
                  type="radio"
                  name={`choice-${exercise.itemId}`}
                  value={choice}
                  checked={chosen === choice}
                  disabled={shown !== null}
                  onChange={() => kind === null && setChosen(choice)}
                  className="size-4 accent-clay-600"
                />
                <span className="flex flex-col">
                  <span lang={optionsInLanguage ? lang : undefined} className="text-lg">
                    {choice}
                  </span>
                  {meaning !== undefined && (
                    <span className="text-sm text-muted">
                      {meaning === null ? 'not a word we know' : `“${meaning}”`}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <ActionBar
        above={
          kind && (
            <Verdict
              kind={kind}
              details={[]}
              answer={exercise.answer}
              lang={optionsInLanguage ? lang : undefined}
              heard={heard}
              report={{
                language,
                itemId: exercise.itemId,
                exerciseKind: exercise.kind,
                prompt: exercise.prompt,
                ...(chosen ? { givenAnswer: chosen } : {}),
                expectedAnswers: [exercise.answer],
                ...versionOf(contentVersion, exercise.itemId),
              }}
            />
          )
        }
      >
        <CheckButton ref={continueRef} answered={kind !== null} canCheck={chosen !== null} onClick={check} />
      </ActionBar>
    </form>
  );
}
