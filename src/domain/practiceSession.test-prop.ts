import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers.ts';
import { exerciseTargets, practiceSession } from './practiceSession.ts';
import type { ItemCard } from './practiceSession.ts';
import { reviewItems } from './reviewItems.ts';
import { newCard, review } from './scheduling.ts';
import { REVIEW_GRADES } from './grading.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const WORDS = [
  'Ẹ káàárọ̀',
  'ọkọ́',
  'ilé',
  'omi',
  'ẹja',
  'ìyá',
  'bàbá',
  'ọjọ́',
  'ọ̀rẹ́',
  'ṣé',
  'owó',
  'ẹ̀kọ́',
  'oúnjẹ',
  'aṣọ',
  'ìwé',
  'ọmọ',
];
const ITEMS = reviewItems({
  language: 'yoruba',
  vocabulary: WORDS.map((word, i) => ({
    word,
    slug: `w${i}`,
    translation: `meaning ${i}`,
    pronunciation: 'x',
    lessonId: 'y1-0',
  })),
  completedLessonIds: ['y1-0'],
  sentences: [],
  missedQuizAnswers: [],
  audioSlugs: ['w1', 'w4'],
});

const itemCard = fc
  .tuple(
    fc.nat({ max: WORDS.length - 1 }),
    fc.constantFrom('recognise' as const, 'recall' as const),
    fc.integer({ min: 0, max: 30 }),
    fc.constantFrom(...REVIEW_GRADES),
  )
  .map(([i, direction, ago, grade]): ItemCard => {
    const at = new Date(NOW.getTime() - ago * DAY);
    return { itemId: ITEMS[i]!.id, direction, card: review(newCard(at), grade, at).card };
  });

const session = fc.record({
  cards: fc.uniqueArray(itemCard, { selector: (c) => `${c.itemId} ${c.direction}`, maxLength: 32 }),
  seed: fc.integer(),
  size: fc.integer({ min: 10, max: 15 }),
  maxNew: fc.integer({ min: 0, max: 5 }),
});

describe('practice session invariants', () => {
  it('holds at most size cards, one per item, with at most maxNew new ones', () => {
    fc.assert(
      fc.property(session, ({ cards, seed, size, maxNew }) => {
        const picked = practiceSession(ITEMS, cards, NOW, seed, { size, maxNew }).flatMap(exerciseTargets);
        expect(picked.length).toBeLessThanOrEqual(size);
        expect(new Set(picked.map((t) => t.itemId)).size).toBe(picked.length);
        expect(picked.filter((t) => t.isNew).length).toBeLessThanOrEqual(maxNew);
      }),
    );
  });

  it('never offers the right spelling twice in a tone choice, and every other choice is a slip', () => {
    fc.assert(
      fc.property(session, ({ cards, seed, size, maxNew }) => {
        for (const e of practiceSession(ITEMS, cards, NOW, seed, { size, maxNew })) {
          if (e.kind !== 'tone-choice') continue;
          expect(e.choices.filter((c) => c === e.answer)).toHaveLength(1);
          for (const c of e.choices) if (c !== e.answer) expect(checkAnswer(c, [e.answer]).kind).toBe('slip');
        }
      }),
    );
  });

  it('lets listen exercises only use items with audio', () => {
    fc.assert(
      fc.property(session, ({ cards, seed, size, maxNew }) => {
        for (const e of practiceSession(ITEMS, cards, NOW, seed, { size, maxNew })) {
          if (e.kind === 'listen') expect(e.audio).not.toBeNull();
        }
      }),
    );
  });
});
