import type { MemoryCard } from './game.ts';

/** What a report about a wrong match carries: the pair as the learner matched it and the right pairs of its cards. */
export interface WrongMatch {
  /** The pair id of the card the learner turned first, the one whose partner they looked for. */
  pairId: string;
  /** The first card's text. */
  prompt: string;
  /** The two cards as matched, word first: 'Ndewo = Goodbye'. */
  givenAnswer: string;
  /** The first card with its right partner, then the second card with its own, word first. */
  expectedAnswers: string[];
}

const asPair = (a: MemoryCard, b: MemoryCard) =>
  a.side === 'english' && b.side === 'word' ? `${b.text} = ${a.text}` : `${a.text} = ${b.text}`;

/**
 * The report of two cards turned as a pair that are not one (`first` turned first): the pair as given and, as
 * expected, each card with its right partner; null when the cards are unknown or do make a pair.
 */
export function wrongMatch(cards: readonly MemoryCard[], firstKey: string, secondKey: string): WrongMatch | null {
  const first = cards.find((c) => c.key === firstKey);
  const second = cards.find((c) => c.key === secondKey);
  if (!first || !second || first.pairId === second.pairId) return null;
  const partner = (card: MemoryCard) => cards.find((c) => c.pairId === card.pairId && c.key !== card.key);
  const expected = [first, second].flatMap((card) => {
    const other = partner(card);
    return other ? [asPair(card, other)] : [];
  });
  return {
    pairId: first.pairId,
    prompt: first.text,
    givenAnswer: asPair(first, second),
    expectedAnswers: [...new Set(expected)],
  };
}
