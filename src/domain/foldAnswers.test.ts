import { describe, expect, it } from 'vitest';
import { cardKey, foldAnswers, gradedReview, typedWord, type FoldAnswer } from './foldAnswers.ts';
import type { ReviewItem } from './reviewItems.ts';

const answer = (over: Partial<FoldAnswer> = {}): FoldAnswer => ({
  itemId: 'swahili:asante',
  direction: 'recall',
  kind: 'right',
  responseMs: 1500,
  answeredAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const item: ReviewItem = {
  id: 'swahili:asante',
  language: 'swahili',
  source: 'vocabulary',
  prompt: 'thank you',
  answers: ['Asante', 'Asanteni'],
  pronunciation: null,
  audio: null,
  directions: ['recognise', 'recall'],
};

describe('gradedReview', () => {
  it('dates the review at the answer and grades a quick typed right answer Easy, a chosen one Good', () => {
    expect(gradedReview(answer(), 'Asante')).toMatchObject({ at: '2026-11-20T10:00:00.000Z', grade: 'easy' });
    expect(gradedReview(answer(), null).grade).toBe('good');
    expect(gradedReview(answer({ kind: 'slip' }), 'Asante').grade).toBe('hard');
    expect(gradedReview(answer({ kind: 'wrong' }), 'Asante').grade).toBe('again');
  });
});

describe('foldAnswers', () => {
  it('folds each answer graded with the word typedOf gives, one step per answer, into one card per item and way', () => {
    const answers = [
      answer(),
      answer({ kind: 'wrong', answeredAt: '2026-11-21T10:00:00.000Z' }),
      answer({ direction: 'recognise', answeredAt: '2026-11-21T10:05:00.000Z' }),
    ];
    const typed: (string | null)[] = [];
    const { cards, steps } = foldAnswers(new Map(), answers, (a) => {
      const word = a.direction === 'recall' ? 'Asante' : null;
      typed.push(word);
      return word;
    });
    expect(typed).toEqual(['Asante', 'Asante', null]);
    expect(steps.map((s) => s.review.grade)).toEqual(['easy', 'again', 'good']);
    expect([...cards.keys()].sort()).toEqual(
      [cardKey({ itemId: 'swahili:asante', direction: 'recall' }), cardKey(answers[2]!)].sort(),
    );
    expect(cards.get(cardKey(answers[0]!))!.lastReview).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('typedWord', () => {
  it('is the target word for a typed recall, and null for a choice or a recognition', () => {
    expect(typedWord(item, { direction: 'recall', typed: true })).toBe('Asante');
    expect(typedWord(item, { direction: 'recall', typed: false })).toBeNull();
    expect(typedWord(item, { direction: 'recall' })).toBeNull();
    expect(typedWord(item, { direction: 'recognise', typed: true })).toBeNull();
  });
});
