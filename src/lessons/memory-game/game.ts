/** The memory game's rules (docs/product/lessons.md §4, §5): cards face down, flipped or matched; at most 2 flipped. */
import { seededShuffle } from '../shared/shuffle.ts';

/** How long two cards that do not match stay face up (docs/product/lessons.md §9). */
export const FLIP_BACK_MS = 1000;

export interface MemoryPair {
  id: string;
  word: string;
  english: string;
}

export interface MemoryCard {
  /** Unique per card: `${pairId}:word` or `${pairId}:english`. */
  key: string;
  pairId: string;
  side: 'word' | 'english';
  text: string;
}

export interface MemoryGame {
  cards: readonly MemoryCard[];
  /** Keys of the face-up cards not yet matched, in flip order (0, 1 or 2). */
  flipped: readonly string[];
  /** Ids of the matched pairs. */
  matched: readonly string[];
  /** Pairs of cards turned over. */
  attempts: number;
  /** Pairs of cards turned over that did not match. */
  mismatches: number;
}

export type CardState = 'down' | 'up' | 'matched';
export type FlipResult = 'ignored' | 'flipped' | 'match' | 'mismatch';

/** The seed of a round: the lesson id for the first, then `${lessonId}#${round}` after each reset. */
export function roundSeed(lessonId: string, round: number): string {
  return round === 0 ? lessonId : `${lessonId}#${round}`;
}

/** A word card and an English card for each pair, in an order fixed by `seed`. */
export function dealCards(pairs: readonly MemoryPair[], seed: string): MemoryCard[] {
  const cards = pairs.flatMap((p): MemoryCard[] => [
    { key: `${p.id}:word`, pairId: p.id, side: 'word', text: p.word },
    { key: `${p.id}:english`, pairId: p.id, side: 'english', text: p.english },
  ]);
  return seededShuffle(cards, seed);
}

/** A fresh game: every card face down, nothing counted. */
export function newGame(pairs: readonly MemoryPair[], seed: string): MemoryGame {
  return { cards: dealCards(pairs, seed), flipped: [], matched: [], attempts: 0, mismatches: 0 };
}

/** Whether a card is face down, face up, or part of a matched pair. */
export function cardState(game: MemoryGame, card: MemoryCard): CardState {
  if (game.matched.includes(card.pairId)) return 'matched';
  return game.flipped.includes(card.key) ? 'up' : 'down';
}

/** Two face-up cards that do not match, waiting to flip back. */
export function isMismatchShowing(game: MemoryGame): boolean {
  return game.flipped.length === 2;
}

/** Turns a card over. Ignored for a face-up or matched card and while two cards are pending; the second card of a turn counts an attempt and either matches (both stay open) or mismatches (both stay up until `hideMismatch`). */
export function flipCard(game: MemoryGame, key: string): { game: MemoryGame; result: FlipResult } {
  const card = game.cards.find((c) => c.key === key);
  if (!card || isMismatchShowing(game) || cardState(game, card) !== 'down') return { game, result: 'ignored' };
  if (game.flipped.length === 0) return { game: { ...game, flipped: [key] }, result: 'flipped' };
  const first = game.cards.find((c) => c.key === game.flipped[0]);
  const attempts = game.attempts + 1;
  if (first?.pairId === card.pairId) {
    return { game: { ...game, flipped: [], matched: [...game.matched, card.pairId], attempts }, result: 'match' };
  }
  return {
    game: { ...game, flipped: [...game.flipped, key], attempts, mismatches: game.mismatches + 1 },
    result: 'mismatch',
  };
}

/** Turns two mismatched cards face down again. */
export function hideMismatch(game: MemoryGame): MemoryGame {
  return isMismatchShowing(game) ? { ...game, flipped: [] } : game;
}

/** Number of pairs in the game. */
export function pairCount(game: MemoryGame): number {
  return game.cards.length / 2;
}

/** All pairs matched. */
export function isGameWon(game: MemoryGame): boolean {
  return game.cards.length > 0 && game.matched.length === pairCount(game);
}
