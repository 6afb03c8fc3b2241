import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { memoryGameScore } from '@/domain';
import ReportButton from '@/components/report/ReportButton';
import type { LessonPlayerProps } from '../types.ts';
import {
  cardState,
  FLIP_BACK_MS,
  flipCard,
  hideMismatch,
  isGameWon,
  isMismatchShowing,
  newGame,
  pairCount,
  roundSeed,
} from './game.ts';
import { formatClock, languageName } from './language.ts';
import MemoryCard from './MemoryCard.tsx';
import { memoryRecap } from './MemoryComplete.tsx';
import { wrongMatch, type WrongMatch } from './wrongMatch.ts';

const COLUMNS = 4;
type Feedback = { tone: 'match' | 'miss' | 'info'; text: string; wrong?: WrongMatch | null } | null;

/**
 * Memory game (docs/product/lessons.md §2, §4, §5): match each word card with its English card. At most two cards are
 * face up; a mismatch flips back after 1 s. A mismatch is a miss in a game of memory, not a wrong
 * checked answer, so it costs no heart: it is reported as a mistake in the outcome only.
 */
export default function MemoryGameLesson({
  lesson,
  outOfHearts,
  onComplete,
  playSound,
  audio,
  seed = lesson.id,
}: LessonPlayerProps<'memory-game'>) {
  const [round, setRound] = useState(0);
  const [game, setGame] = useState(() => newGame(lesson.pairs, roundSeed(seed, 0)));
  const [seconds, setSeconds] = useState(0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const completed = useRef(false);
  const started = game.attempts > 0 || game.flipped.length > 0;
  const won = isGameWon(game);
  const mismatchShowing = isMismatchShowing(game);

  useEffect(() => {
    if (!started || won) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [started, won]);

  useEffect(() => {
    if (!mismatchShowing) return;
    const timer = setTimeout(() => setGame((g) => hideMismatch(g)), FLIP_BACK_MS);
    return () => clearTimeout(timer);
  }, [mismatchShowing]);

  const flip = (key: string) => {
    if (outOfHearts) return;
    const { game: next, result } = flipCard(game, key);
    if (result === 'ignored') return;
    setGame(next);
    if (result === 'flipped') {
      playSound?.('click');
      setFeedback(null);
    } else if (result === 'match') {
      playSound?.(isGameWon(next) ? 'success' : 'correct');
      setFeedback({ tone: 'match', text: isGameWon(next) ? 'Match! All pairs matched!' : 'Match!' });
    } else {
      playSound?.('incorrect');
      setFeedback({ tone: 'miss', text: 'Not a match', wrong: wrongMatch(game.cards, game.flipped[0] ?? '', key) });
    }
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = game.cards.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index - COLUMNS,
      ArrowDown: index + COLUMNS,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined || target < 0 || target > last) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const reset = () => {
    playSound?.('click');
    setRound(round + 1);
    setGame(newGame(lesson.pairs, roundSeed(seed, round + 1)));
    setSeconds(0);
    setFeedback({ tone: 'info', text: 'New game: all cards are face down.' });
  };

  const recordings = lesson.pairs.flatMap((p) => {
    const clip = audio?.words?.[p.word];
    return clip ? [{ word: p.word, english: p.english, clip }] : [];
  });

  // The last match ends the lesson: the shell's completion panel shows the game's figures (one end screen, not two).
  useEffect(() => {
    if (!won || completed.current) return;
    completed.current = true;
    const score = memoryGameScore(pairCount(game), game.attempts);
    onComplete(
      { score, mistakes: game.mismatches, attempts: Math.max(1, game.attempts), hintsUsed: 0 },
      memoryRecap({
        explanation: lesson.explanation,
        pairs: pairCount(game),
        attempts: game.attempts,
        seconds,
        score,
        recordings,
        lang: lesson.lang,
      }),
    );
  });
  const icon = feedback?.tone === 'match' ? '✓' : feedback?.tone === 'miss' ? '✗' : '';
  const tone =
    feedback?.tone === 'match' ? 'text-forest-700' : feedback?.tone === 'miss' ? 'text-clay-700' : 'text-muted';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg leading-relaxed">{lesson.description}</p>
      {!won && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <dl className="flex gap-4 text-sm sm:gap-6">
            <div>
              <dt className="text-muted">Time</dt>
              <dd className="text-lg font-bold tabular-nums">{formatClock(seconds)}</dd>
            </div>
            <div>
              <dt className="text-muted">Attempts</dt>
              <dd className="text-lg font-bold tabular-nums">{game.attempts}</dd>
            </div>
            <div>
              <dt className="text-muted">Pairs</dt>
              <dd className="text-lg font-bold tabular-nums">
                {game.matched.length} / {pairCount(game)}
              </dd>
            </div>
          </dl>
          <button type="button" className="btn-secondary px-4 py-2 text-sm" onClick={reset}>
            <span aria-hidden="true">↻</span> Reset Game
          </button>
        </div>
      )}
      <div className="flex min-h-6 flex-wrap items-baseline justify-between gap-x-3">
        <p aria-live="polite" aria-atomic="true" className={`font-semibold ${tone}`}>
          {feedback && (
            <>
              {icon && <span aria-hidden="true">{icon} </span>}
              {feedback.text}
            </>
          )}
        </p>
        {feedback?.wrong && (
          <ReportButton
            target={{
              language: lesson.language,
              lessonId: lesson.id,
              exerciseKind: 'memory-game',
              prompt: feedback.wrong.prompt,
              givenAnswer: feedback.wrong.givenAnswer,
              expectedAnswers: feedback.wrong.expectedAnswers,
              contentVersion: lesson.lastModified,
            }}
          />
        )}
      </div>
      {!won && (
        <div role="group" aria-label="Cards" className="grid grid-cols-4 gap-1.5 sm:gap-3">
          {game.cards.map((card, i) => (
            <MemoryCard
              key={card.key}
              card={card}
              number={i + 1}
              state={cardState(game, card)}
              wrong={mismatchShowing && game.flipped.includes(card.key)}
              locked={outOfHearts}
              languageName={languageName(lesson.language)}
              lang={lesson.lang}
              buttonRef={(el) => {
                buttons.current[i] = el;
              }}
              onFlip={() => flip(card.key)}
              onKeyDown={(event) => moveFocus(event, i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
