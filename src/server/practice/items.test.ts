import { describe, expect, it } from 'vitest';
import type { ReviewItem } from '../../domain/index.ts';
import { checkKnown } from './items.ts';

const word: ReviewItem = {
  id: 'igbo:nna',
  language: 'igbo',
  source: 'vocabulary',
  prompt: 'father',
  answers: ['nna'],
  pronunciation: 'n-nah',
  audio: null,
  directions: ['recognise', 'recall'],
};
const sentence: ReviewItem = {
  id: 'igbo:sentence:ụtụtụ ọma',
  language: 'igbo',
  source: 'sentence',
  prompt: 'Say good morning',
  answers: ['Ụtụtụ ọma'],
  pronunciation: null,
  audio: null,
  directions: ['recall'],
};
const quiz: ReviewItem = {
  id: 'igbo:quiz:who is nna',
  language: 'igbo',
  source: 'quiz',
  prompt: 'Who is nna?',
  answers: ['father'],
  pronunciation: null,
  audio: null,
  directions: ['recognise'],
  choices: ['father', 'mother'],
};

describe('checkKnown', () => {
  it('accepts the items and directions the learner practises', () => {
    expect(
      checkKnown(
        [word, sentence],
        [
          { itemId: 'igbo:nna', direction: 'recall' },
          { itemId: sentence.id, direction: 'recall' },
        ],
      ).get('igbo:nna'),
    ).toBe(word);
  });

  it('lists every unknown item and every direction an item is not practised in, once each', () => {
    const answers = [
      { itemId: 'igbo:nne', direction: 'recall' as const },
      { itemId: 'igbo:nne', direction: 'recall' as const },
      { itemId: sentence.id, direction: 'recognise' as const },
      { itemId: quiz.id, direction: 'recall' as const },
    ];
    expect(() => checkKnown([word, sentence, quiz], answers)).toThrow(
      `These items are not among your practice items: igbo:nne (recall), ${sentence.id} (recognise), ${quiz.id} (recall).`,
    );
  });
});
