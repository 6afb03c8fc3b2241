import { useEffect, useMemo, useRef, useState } from 'react';
import CheckActions from '../shared/CheckActions';
import { focusAfterPaint, focusUnlessFocused } from '../shared/focus.ts';
import {
  advance,
  exerciseOutcome,
  isLastItem,
  recordCheck,
  recordSlip,
  retry,
  startExercise,
  takeHint,
} from '../shared/exercise.ts';
import { useLessonKeys } from '../shared/useLessonKeys.ts';
import type { LessonPlayerProps } from '../types.ts';
import BuiltSentence from './BuiltSentence';
import { acceptedAnswers, checkSentence, otherAnswers, type SentenceVerdict } from './check.ts';
import SentenceFeedback from './SentenceFeedback';
import WordBank from './WordBank';
import {
  capitalisedWords,
  caseNeutral,
  caseNeutralSentence,
  shownWords,
  withCapital,
} from '../../domain/wordBankCase.ts';

/** Spec 001 §2 sentence construction: build each sentence from its word bank, Undo, Check; 'Correct!', or 'So close!' for a slip in the marks only. */
export default function SentenceConstructionLesson({
  lesson,
  hintsEnabled,
  outOfHearts,
  onMistake,
  onComplete,
  playSound,
}: LessonPlayerProps<'sentence-construction'>) {
  const sentences = lesson.sentences;
  const [run, setRun] = useState(() => startExercise(sentences.length));
  const [built, setBuilt] = useState<readonly number[]>([]);
  const [verdict, setVerdict] = useState<SentenceVerdict | null>(null);
  const [flagged, setFlagged] = useState<readonly number[]>([]);
  const [revealed, setRevealed] = useState(0);
  const [finished, setFinished] = useState(false);
  const reported = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the next render is on screen (chips come and go, so it is found afterwards).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);

  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    focusUnlessFocused(target);
  });

  const sentence = sentences[run.index] ?? sentences[0]!;
  const markName = lesson.markName ?? 'accent';
  // Tiles and answers in their case-neutral form (see src/domain/wordBankCase.ts): the first word's capital gives nothing away, and
  // a sentence is checked whatever the case of its first letter.
  const keep = useMemo(() => capitalisedWords(sentences), [sentences]);
  const bank = sentence.wordBank.map((tile) => caseNeutral(tile, keep));
  const answers = acceptedAnswers(sentence.correctSentence, sentence.alternatives).map((answer) =>
    caseNeutralSentence(answer, keep),
  );
  const words = built.map((index) => bank[index] ?? '');
  const answering = run.phase === 'answering';
  const canCheck = answering && built.length > 0 && !outOfHearts;
  const correctWords = answers[0]!.split(' ');
  const canHint = hintsEnabled && answering && revealed < correctWords.length - 1;
  const query = (selector: string) => () => root.current?.querySelector<HTMLElement>(selector);

  const place = (next: readonly number[]) => {
    setBuilt(next);
    setFlagged([]);
    playSound?.('click');
  };
  const add = (index: number) => {
    if (!answering || outOfHearts || index >= bank.length || built.includes(index)) return false;
    place([...built, index]);
    return true;
  };
  const addByTap = (index: number) => {
    if (!add(index)) return;
    const left = bank.map((_, i) => i).filter((i) => i !== index && !built.includes(i));
    const after = left.find((i) => i > index) ?? left[0];
    focusNext.current = after === undefined ? () => checkButton.current : query(`[data-bank="${after}"]`);
  };
  const remove = (position: number) => {
    if (!answering || outOfHearts || position >= built.length) return;
    const returned = built[position];
    place(built.filter((_, i) => i !== position));
    const stay = Math.min(position, built.length - 2);
    focusNext.current = stay >= 0 ? query(`[data-built="${stay}"]`) : query(`[data-bank="${returned}"]`);
  };
  const undo = () => {
    if (!answering || built.length === 0) return;
    const returned = built.at(-1);
    place(built.slice(0, -1));
    if (built.length === 1 && document.activeElement?.hasAttribute('data-undo'))
      focusNext.current = query(`[data-bank="${returned}"]`);
  };
  const check = () => {
    if (!canCheck) return;
    const checked = checkSentence(words, answers[0]!, answers.slice(1), markName);
    // A slip is named as the learner sees the word, with its capital when it opens the sentence.
    const result =
      checked.kind === 'slip'
        ? {
            ...checked,
            answer: withCapital(checked.answer),
            slips: checked.slips.map((slip) => ({ ...slip, built: shownWords(words)[slip.position]! })),
          }
        : checked;
    const correct = result.kind === 'correct';
    setVerdict(result);
    setFlagged(result.kind === 'slip' ? result.slips.map((slip) => slip.position) : []);
    // A slip in the marks only is answered, as in practice: named, not right first time, and it costs no heart.
    setRun(result.kind === 'slip' ? recordSlip(run) : recordCheck(run, correct));
    if (!correct && result.kind !== 'slip') onMistake();
    playSound?.(correct ? 'correct' : 'incorrect');
    // Retry or Continue (the same button) takes the focus once the verdict is painted (CheckActions).
    focusAfterPaint(() => action.current);
  };
  const tryAgain = () => {
    setRun(retry(run));
    // A fresh start: every tile back in the bank, rather than unpicking the wrong sentence tile by tile.
    setBuilt([]);
    setFlagged([]);
    focusNext.current = () => group.current;
  };
  const next = () => {
    if (!isLastItem(run)) {
      setRun(advance(run));
      setBuilt([]);
      setVerdict(null);
      setFlagged([]);
      setRevealed(0);
      focusNext.current = () => heading.current;
    } else if (!reported.current) {
      reported.current = true;
      setFinished(true);
      playSound?.('success');
      onComplete(exerciseOutcome(run));
    }
  };
  const hint = () => {
    if (!canHint) return;
    setRevealed(revealed + 1);
    setRun(takeHint(run));
    playSound?.('click');
    if (revealed + 1 >= correctWords.length - 1) focusNext.current = () => heading.current;
  };
  const primary = () => (answering ? check() : run.phase === 'wrong' ? tryAgain() : next());

  useLessonKeys(root, {
    onNumber: (option) => {
      const fromBank = document.activeElement?.hasAttribute('data-bank');
      // Off a chip, so that the next Enter checks rather than adds the chip that has focus.
      if (add(option) && fromBank) focusNext.current = () => group.current;
    },
    onEnter: primary,
    onBackspace: undo,
  });

  return (
    <div ref={root}>
      <p className="text-sm font-semibold text-muted">
        Sentence {run.index + 1} of {sentences.length}
      </p>
      <h2 ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold outline-none md:text-2xl">
        {sentence.prompt}
      </h2>
      {revealed > 0 && (
        <p className="mt-2 text-muted">
          <span aria-hidden="true">💡 </span>Starts with: {withCapital(correctWords.slice(0, revealed).join(' '))}
        </p>
      )}
      <BuiltSentence
        words={shownWords(words)}
        locked={!answering || outOfHearts}
        flagged={flagged}
        onRemove={remove}
        groupRef={group}
      />
      <WordBank
        words={bank}
        used={built}
        locked={!answering || outOfHearts}
        dimmed={answering && outOfHearts}
        onAdd={addByTap}
      />
      <CheckActions
        feedback={
          <SentenceFeedback
            verdict={answering ? null : verdict}
            explanation={sentence.explanation}
            built={withCapital(words.join(' '))}
            otherAnswers={otherAnswers(words, answers).map(withCapital)}
            lang={lesson.lang}
            report={{
              language: lesson.language,
              lessonId: lesson.id,
              exerciseKind: 'word-bank',
              prompt: sentence.prompt,
              givenAnswer: withCapital(words.join(' ')),
              expectedAnswers: answers.map(withCapital),
              contentVersion: lesson.lastModified,
            }}
          />
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
        checkRef={checkButton}
      >
        {canHint && (
          <button type="button" className="btn-ghost" onClick={hint}>
            <span aria-hidden="true">💡</span> Hint
          </button>
        )}
        <button type="button" data-undo className="btn-secondary" disabled={built.length === 0} onClick={undo}>
          <span aria-hidden="true">↶</span> Undo
        </button>
      </CheckActions>
    </div>
  );
}
