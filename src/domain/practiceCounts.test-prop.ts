import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_GRADES } from './grading.ts';
import { exerciseTargets, practiceCounts, practiceSession } from './practiceSession.ts';
import type { ItemCard } from './practiceSession.ts';
import { reviewItems } from './reviewItems.ts';
import { isDue, newCard, review } from './scheduling.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const WORDS = ['Ẹ káàárọ̀', 'ọkọ́', 'ilé', 'omi', 'ẹja', 'ìyá', 'bàbá', 'ọjọ́', 'ọ̀rẹ́', 'ṣé', 'owó', 'ẹ̀kọ́', 'oúnjẹ', 'aṣọ'];
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
  sentences: [{ lessonId: 'y1-0', prompt: 'Greet', correctSentence: 'Ẹ káàárọ̀ Bàbá' }],
  missedQuizAnswers: [{ lessonId: 'y1-2', question: 'Which?', options: ['ilé', 'omi'], correct: 'ilé' }],
});

const itemCard = fc
  .tuple(
    fc.nat({ max: ITEMS.length - 1 }),
    fc.constantFrom('recognise' as const, 'recall' as const),
    fc.integer({ min: 0, max: 30 }),
    fc.constantFrom(...REVIEW_GRADES),
  )
  .map(([i, direction, ago, grade]): ItemCard => {
    const at = new Date(NOW.getTime() - ago * DAY);
    return { itemId: ITEMS[i]!.id, direction, card: review(newCard(at), grade, at).card };
  });

describe('practiceCounts', () => {
  it('counts exactly the due and new cards a session started at the same moment asks', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(itemCard, { selector: (c) => `${c.itemId} ${c.direction}`, maxLength: 32 }),
        fc.integer(),
        fc.integer({ min: 10, max: 15 }),
        fc.integer({ min: 0, max: 5 }),
        (cards, seed, size, maxNew) => {
          const targets = practiceSession(ITEMS, cards, NOW, seed, { size, maxNew }).flatMap(exerciseTargets);
          const counts = practiceCounts(ITEMS, cards, NOW, { size, maxNew });
          // A short session adds cards reviewed ahead: they are not due, so not counted.
          const due = targets.filter(
            (t) =>
              !t.isNew && cards.some((c) => c.itemId === t.itemId && c.direction === t.direction && isDue(c.card, NOW)),
          );
          expect(counts.dueCount).toBe(due.length);
          expect(counts.newCount).toBe(targets.filter((t) => t.isNew).length);
        },
      ),
    );
  });
});
