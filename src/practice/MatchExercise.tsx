import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerKind } from '@/domain';
import ActionBar from '@/lessons/shared/ActionBar';
import {
  cardState,
  FLIP_BACK_MS,
  flipCard,
  hideMismatch,
  isGameWon,
  isMismatchShowing,
  newGame,
  type MemoryGame,
} from '@/lessons/memory-game/game';
import { wrongMatch, type WrongMatch } from '@/lessons/memory-game/wrongMatch';
import ReportButton from '@/components/report/ReportButton';
import { versionOf, type ExerciseProps } from './exerciseProps';
import { useResponseTimer } from './useResponseTimer';

const CARD_STYLE = {
  down: 'border-sand bg-white hover:bg-clay-50',
  up: 'border-clay-500 bg-clay-50',
  matched: 'border-forest-600 bg-forest-50 text-forest-700',
  // A wrong pair stands out by outline and mark, not by tint alone, while it waits to turn back.
  wrong: 'border-red-700 bg-red-50 text-red-900 ring-2 ring-red-700 ring-offset-1',
} as const;

/** Match pairs on the memory game's engine, every card face up: choose a word and its meaning; a pair chosen wrongly first is graded Again. */
export default function MatchExercise({
  exercise,
  language,
  lang,
  onAnswer,
  onContinue,
  announce,
  contentVersion,
}: ExerciseProps<'match'>) {
  const pairs = useMemo(
    () => exercise.pairs.map((p) => ({ id: p.itemId, word: p.word, english: p.meaning })),
    [exercise.pairs],
  );
  const [game, setGame] = useState<MemoryGame>(() => newGame(pairs, pairs.map((p) => p.id).join('|')));
  const missed = useRef(new Set<string>());
  // The last pair matched wrongly, which "Report a problem" after the verdict is about.
  const [wrong, setWrong] = useState<WrongMatch | null>(null);
  const elapsed = useResponseTimer();
  const continueRef = useRef<HTMLButtonElement>(null);
  const won = isGameWon(game);

  useEffect(() => {
    if (!isMismatchShowing(game)) return;
    const timer = setTimeout(() => setGame(hideMismatch), FLIP_BACK_MS);
    return () => clearTimeout(timer);
  }, [game]);

  useEffect(() => {
    if (won) continueRef.current?.focus();
  }, [won]);

  const choose = (key: string) => {
    const first = game.cards.find((c) => c.key === game.flipped[0]);
    const { game: next, result } = flipCard(game, key);
    if (result === 'ignored') return;
    setGame(next);
    const card = next.cards.find((c) => c.key === key)!;
    if (result === 'mismatch' && first) {
      missed.current.add(first.pairId);
      setWrong(wrongMatch(game.cards, first.key, key));
      announce(`${card.text}: not a pair. Try again.`);
    } else if (result === 'match') {
      announce(`${card.text}: matched.`);
    }
    if (isGameWon(next)) {
      const outcome: Record<string, AnswerKind> = Object.fromEntries(
        pairs.map((p) => [p.id, missed.current.has(p.id) ? 'wrong' : 'right']),
      );
      announce(`All pairs matched${missed.current.size > 0 ? `; ${missed.current.size} needed a second try` : ''}.`);
      onAnswer(outcome, elapsed());
    }
  };

  return (
    <div>
      <p className="text-sm font-semibold text-clay-700">Match the pairs</p>
      <h2 className="mt-1 font-display text-2xl font-bold">Choose a word, then its meaning</h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Cards">
        {game.cards.map((card) => {
          const shown = cardState(game, card);
          const state = shown === 'up' && isMismatchShowing(game) ? 'wrong' : shown;
          return (
            <li key={card.key}>
              <button
                type="button"
                aria-pressed={state !== 'down'}
                aria-disabled={state === 'matched' || undefined}
                onClick={() => choose(card.key)}
                className={`min-h-14 w-full rounded-xl border-2 px-2 py-2 text-lg ${CARD_STYLE[state]}`}
                data-state={state}
              >
                {state === 'wrong' && (
                  <span aria-hidden="true" className="mr-1 font-bold text-red-700">
                    ✗
                  </span>
                )}
                <span lang={card.side === 'word' ? lang : undefined}>{card.text}</span>
                {state === 'wrong' && <span className="sr-only">, not a pair</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <ActionBar
        above={
          won && (
            <>
              <p className="rounded-xl border-2 border-forest-600 bg-forest-50 p-3 font-bold">All pairs matched!</p>
              {wrong && (
                <p className="mt-1 text-right">
                  <ReportButton
                    target={{
                      language,
                      itemId: wrong.pairId,
                      exerciseKind: 'match',
                      prompt: wrong.prompt,
                      givenAnswer: wrong.givenAnswer,
                      expectedAnswers: wrong.expectedAnswers,
                      ...versionOf(contentVersion, wrong.pairId),
                    }}
                  />
                </p>
              )}
            </>
          )
        }
      >
        <button ref={continueRef} type="button" className="btn-primary" disabled={!won} onClick={onContinue}>
          Continue
        </button>
      </ActionBar>
    </div>
  );
}
