import { describe, expect, it } from 'vitest';
import { dealCards } from './game.ts';
import { wrongMatch } from './wrongMatch.ts';

const cards = dealCards(
  [
    { id: 'ndewo', word: 'Ndewo', english: 'Hello' },
    { id: 'ka-o-di', word: 'Ka ọ dị', english: 'Goodbye' },
    { id: 'nna', word: 'Nna', english: 'Father' },
  ],
  'seed',
);

describe('wrongMatch', () => {
  it('gives the pair as matched, word first, and each card with its right partner', () => {
    expect(wrongMatch(cards, 'ndewo:word', 'ka-o-di:english')).toEqual({
      pairId: 'ndewo',
      prompt: 'Ndewo',
      givenAnswer: 'Ndewo = Goodbye',
      expectedAnswers: ['Ndewo = Hello', 'Ka ọ dị = Goodbye'],
    });
  });

  it('keeps the word first when the meaning was turned first', () => {
    expect(wrongMatch(cards, 'nna:english', 'ndewo:word')).toEqual({
      pairId: 'nna',
      prompt: 'Father',
      givenAnswer: 'Ndewo = Father',
      expectedAnswers: ['Nna = Father', 'Ndewo = Hello'],
    });
  });

  it('reports two words turned together with both their meanings', () => {
    expect(wrongMatch(cards, 'nna:word', 'ndewo:word')?.expectedAnswers).toEqual(['Nna = Father', 'Ndewo = Hello']);
  });

  it('is null for a real pair or an unknown card', () => {
    expect(wrongMatch(cards, 'nna:word', 'nna:english')).toBeNull();
    expect(wrongMatch(cards, 'nna:word', 'missing:english')).toBeNull();
  });
});
