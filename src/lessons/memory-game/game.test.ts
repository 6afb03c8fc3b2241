import { describe, expect, it } from 'vitest';
import {
  cardState,
  dealCards,
  flipCard,
  hideMismatch,
  isGameWon,
  isMismatchShowing,
  newGame,
  roundSeed,
  type MemoryGame,
} from './game.ts';

const pairs = [
  { id: 'a', word: 'Ndewo', english: 'Hello' },
  { id: 'b', word: 'Daalụ', english: 'Thank you' },
  { id: 'c', word: 'Biko', english: 'Please' },
  { id: 'd', word: 'Ndo', english: 'Sorry' },
];

const flip = (game: MemoryGame, ...keys: string[]) => keys.reduce((g, k) => flipCard(g, k).game, game);

describe('dealCards', () => {
  it('deals a word card and an English card for each pair', () => {
    const cards = dealCards(pairs, '1-3');
    expect(cards).toHaveLength(8);
    expect(
      cards
        .filter((c) => c.side === 'word')
        .map((c) => c.text)
        .sort(),
    ).toEqual(['Biko', 'Daalụ', 'Ndewo', 'Ndo']);
    expect(cards.find((c) => c.key === 'a:english')?.text).toBe('Hello');
  });

  it('deals the same order for the same seed and another for the next round', () => {
    expect(dealCards(pairs, '1-3')).toEqual(dealCards(pairs, '1-3'));
    expect(dealCards(pairs, roundSeed('1-3', 1)).map((c) => c.key)).not.toEqual(
      dealCards(pairs, '1-3').map((c) => c.key),
    );
  });
});

describe('roundSeed', () => {
  it('is the lesson id for the first round', () => {
    expect(roundSeed('1-3', 0)).toBe('1-3');
    expect(roundSeed('1-3', 2)).toBe('1-3#2');
  });
});

describe('flipCard', () => {
  const game = newGame(pairs, '1-3');

  it('turns one card face up without counting an attempt', () => {
    const { game: next, result } = flipCard(game, 'a:word');
    expect(result).toBe('flipped');
    expect(next.flipped).toEqual(['a:word']);
    expect(next.attempts).toBe(0);
  });

  it('matches the two cards of a pair and keeps them open', () => {
    const one = flip(game, 'a:word');
    const { game: next, result } = flipCard(one, 'a:english');
    expect(result).toBe('match');
    expect(next.matched).toEqual(['a']);
    expect(next.flipped).toEqual([]);
    expect(next.attempts).toBe(1);
    expect(next.mismatches).toBe(0);
    expect(
      cardState(
        next,
        next.cards.find((c) => c.key === 'a:word')!,
      ),
    ).toBe('matched');
  });

  it('leaves a mismatch face up and counts it', () => {
    const one = flip(game, 'a:word');
    const { game: next, result } = flipCard(one, 'b:english');
    expect(result).toBe('mismatch');
    expect(next.flipped).toEqual(['a:word', 'b:english']);
    expect(isMismatchShowing(next)).toBe(true);
    expect(next.attempts).toBe(1);
    expect(next.mismatches).toBe(1);
  });

  it('ignores a third card while two are pending', () => {
    const pending = flip(game, 'a:word', 'b:english');
    const { game: next, result } = flipCard(pending, 'c:word');
    expect(result).toBe('ignored');
    expect(next).toBe(pending);
  });

  it('ignores a card that is already face up', () => {
    const one = flip(game, 'a:word');
    expect(flipCard(one, 'a:word')).toEqual({ game: one, result: 'ignored' });
  });

  it('ignores a matched card', () => {
    const matched = flip(game, 'a:word', 'a:english');
    expect(flipCard(matched, 'a:word').result).toBe('ignored');
  });

  it('ignores an unknown card', () => {
    expect(flipCard(game, 'zz:word').result).toBe('ignored');
  });

  it('never mutates the game it is given', () => {
    const before = JSON.stringify(game);
    flip(game, 'a:word', 'b:word');
    expect(JSON.stringify(game)).toBe(before);
  });
});

describe('hideMismatch', () => {
  it('turns a pending mismatch face down and keeps the counts', () => {
    const hidden = hideMismatch(flip(newGame(pairs, '1-3'), 'a:word', 'b:english'));
    expect(hidden.flipped).toEqual([]);
    expect(hidden.mismatches).toBe(1);
  });

  it('leaves a game without a mismatch as it is', () => {
    const one = flip(newGame(pairs, '1-3'), 'a:word');
    expect(hideMismatch(one)).toBe(one);
  });
});

describe('isGameWon', () => {
  it('is true once every pair is matched', () => {
    const almost = flip(newGame(pairs, '1-3'), 'a:word', 'a:english', 'b:word', 'b:english', 'c:english', 'c:word');
    expect(isGameWon(almost)).toBe(false);
    const won = flip(almost, 'd:word', 'd:english');
    expect(isGameWon(won)).toBe(true);
    expect(won.attempts).toBe(4);
  });
});
