import { useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import {
  builtLine,
  checkAnswer,
  describeVerdict,
  roleplayChoices,
  roleplayTiles,
  seededRandom,
  type AnswerKind,
} from '@/domain';
import ActionBar from '@/lessons/shared/ActionBar';
import type { LessonKeyboard } from '@/lessons/shared/toneInput';
import TypedAnswer from './TypedAnswer';
import BuiltSentence from '@/lessons/sentence-construction/BuiltSentence';
import WordBank from '@/lessons/sentence-construction/WordBank';
import CheckButton, { useVerdictPainted } from './CheckButton';
import { versionOf, type ExerciseProps } from './exerciseProps';
import { verdictAnnouncement } from './feedback';
import PlayAgainButton from './PlayAgainButton';
import { useResponseTimer } from './useResponseTimer';
import Verdict from './Verdict';

const ASK = {
  choose: 'Choose the reply',
  tiles: 'Build the reply from the words',
  type: 'Type the reply',
} as const;

/**
 * Role-play: "Take {name}'s part". The other speaker's line is shown (and played where a recording exists); the learner
 * chooses their own line among three, builds it from word tiles (keys 1–9 add a word, Backspace takes the last one
 * back, Enter checks) or types it, as the exercise's mode says; graded by the one grader, then the line's translation is shown.
 */
export default function RoleplayExercise({
  exercise,
  language,
  lang,
  markName,
  keyboard,
  onAnswer,
  onContinue,
  announce,
  contentVersion,
}: ExerciseProps<'roleplay'> & { keyboard: LessonKeyboard | undefined }) {
  const { mode, dialogue } = exercise;
  const answer = exercise.answers[0] ?? '';
  const options = useMemo(() => {
    const random = seededRandom(exercise.seed);
    const own = exercise.lines.filter((_, i) => i < exercise.sameConversation);
    const others = exercise.lines.filter((_, i) => i >= exercise.sameConversation);
    return mode === 'choose'
      ? roleplayChoices(answer, own, others, random)
      : mode === 'tiles'
        ? roleplayTiles(answer, exercise.lines, random)
        : [];
  }, [exercise.seed, exercise.lines, exercise.sameConversation, mode, answer]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [built, setBuilt] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<{ kind: AnswerKind; details: readonly string[]; given: string } | null>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const builtRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const elapsed = useResponseTimer();
  const inputId = `roleplay-${exercise.itemId}`;
  const given =
    mode === 'choose' ? (chosen ?? '') : mode === 'tiles' ? builtLine(built.map((i) => options[i]!)) : typed.trim();
  const painted = useVerdictPainted(verdict !== null, mode === 'tiles' ? builtRef : answerRef, continueRef);

  const check = (event: SyntheticEvent) => {
    event.preventDefault();
    if (verdict) return onContinue();
    if (given === '') return;
    const result = checkAnswer(given, exercise.answers);
    // A line chosen among three is right or wrong: the options differ by more than marks.
    const kind = mode === 'choose' ? (given === answer ? 'right' : 'wrong') : result.kind;
    const details = mode === 'choose' ? [] : describeVerdict(result, markName);
    setVerdict({ kind, details, given });
    announce(
      `${verdictAnnouncement(kind, details, answer)} ${dialogue.speaker}: ${answer}, “${dialogue.translation}”.`,
    );
    onAnswer(kind, elapsed());
  };

  // Building from tiles: a digit adds the word it numbers, Backspace takes the last word back, Enter checks. Heard
  // from the commit that shows the tiles, before their paint, so a key pressed as soon as they show is not lost.
  useLayoutEffect(() => {
    if (mode !== 'tiles' || verdict) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const index = /^[1-9]$/.test(event.key) ? Number(event.key) - 1 : -1;
      if (index >= 0 && index < options.length) {
        event.preventDefault();
        setBuilt((b) => (b.includes(index) ? b : [...b, index]));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        setBuilt((b) => b.slice(0, -1));
      } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
        // Enter checks from anywhere but a button (which Enter presses), as it does in a typed answer.
        event.preventDefault();
        continueRef.current?.click();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mode, verdict, options.length]);

  return (
    <form onSubmit={check} aria-label="Practice exercise">
      <p className="text-sm font-semibold text-clay-700">Take {dialogue.speaker}’s part</p>
      <figure className="mt-2 rounded-xl border-2 border-sand bg-white p-3">
        <figcaption className="text-sm font-semibold text-muted">{dialogue.otherSpeaker} says</figcaption>
        <blockquote lang={lang} className="mt-1 font-display text-2xl font-bold" data-roleplay-prompt="">
          {exercise.prompt}
        </blockquote>
        <p className="mt-1 text-sm text-muted">“{dialogue.promptTranslation}”</p>
        {exercise.audio && <PlayAgainButton audio={exercise.audio} credit={exercise.credit} />}
      </figure>
      {mode === 'choose' && (
        <fieldset className="mt-4">
          <legend className="font-semibold">
            {ASK.choose}: what does {dialogue.speaker} say?
          </legend>
          <div className="mt-2 grid gap-2">
            {options.map((line, i) => {
              const state =
                !painted || !verdict
                  ? `cursor-pointer bg-white ${line === chosen ? 'border-clay-500' : 'border-sand'}`
                  : line === answer
                    ? 'border-forest-600 bg-forest-50'
                    : line === chosen
                      ? 'border-clay-600 bg-clay-50'
                      : 'border-sand bg-white text-muted';
              return (
                <label
                  key={line}
                  className={`flex min-h-12 items-center gap-3 rounded-xl border-2 px-3 py-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay-500 ${state}`}
                >
                  <input
                    ref={i === 0 ? answerRef : undefined}
                    type="radio"
                    name={inputId}
                    value={line}
                    checked={chosen === line}
                    disabled={painted}
                    onChange={() => verdict === null && setChosen(line)}
                    className="size-4 accent-clay-600"
                  />
                  <span lang={lang} className="text-lg">
                    {line}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {mode === 'tiles' && (
        <div className="mt-4">
          <p className="font-semibold">
            {ASK.tiles}: what does {dialogue.speaker} say?
          </p>
          <div lang={lang}>
            <BuiltSentence
              words={built.map((i) => options[i]!)}
              locked={verdict !== null}
              flagged={[]}
              onRemove={(position) => setBuilt((b) => b.filter((_, p) => p !== position))}
              groupRef={builtRef}
            />
            <WordBank
              words={options}
              used={built}
              locked={verdict !== null}
              onAdd={(index) => setBuilt((b) => (b.includes(index) ? b : [...b, index]))}
            />
          </div>
        </div>
      )}
      {mode === 'type' && (
        <>
          <label htmlFor={inputId} className="mt-4 block font-semibold">
            {ASK.type}: what does {dialogue.speaker} say?
          </label>
          <TypedAnswer
            inputRef={answerRef}
            id={inputId}
            lang={lang}
            value={typed}
            onChange={setTyped}
            checked={verdict !== null}
            keyboard={keyboard}
            keysOff={painted}
            className="mt-2"
          />
        </>
      )}
      <ActionBar
        above={
          verdict && (
            <>
              <Verdict
                kind={verdict.kind}
                details={verdict.details}
                answer={answer}
                lang={lang}
                report={{
                  language,
                  itemId: exercise.itemId,
                  exerciseKind: 'roleplay',
                  prompt: exercise.prompt,
                  givenAnswer: verdict.given,
                  expectedAnswers: [...exercise.answers],
                  ...versionOf(contentVersion, exercise.itemId),
                }}
              />
              <p className="mt-1 text-sm" data-roleplay-line="">
                {dialogue.speaker}:{' '}
                <span lang={lang} className="text-base font-semibold">
                  {answer}
                </span>{' '}
                “{dialogue.translation}”
              </p>
            </>
          )
        }
      >
        <CheckButton ref={continueRef} answered={verdict !== null} canCheck={given !== ''} onClick={check} />
      </ActionBar>
    </form>
  );
}
