import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_NEW, exerciseTargets, practiceCounts, practiceSession, SESSION_SIZE } from './practiceSession.ts';
import type { ItemCard } from './practiceSession.ts';
import { reviewItems } from './reviewItems.ts';
import { isDue, newCard, review } from './scheduling.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const ITEMS = reviewItems({
  language: 'yoruba',
  vocabulary: Array.from({ length: 20 }, (_, i) => ({
    word: `ọ̀rọ̀ ${i}`,
    slug: `w${i}`,
    translation: `meaning ${i}`,
    pronunciation: 'x',
    lessonId: 'y1-0',
  })),
  completedLessonIds: ['y1-0'],
  sentences: [],
  missedQuizAnswers: [],
});

/** A card first answered good `reviewedDaysAgo` days ago: due 3 days later. */
const cardFor = (i: number, direction: 'recognise' | 'recall', reviewedDaysAgo: number): ItemCard => ({
  itemId: ITEMS[i]!.id,
  direction,
  card: review(newCard(daysAgo(reviewedDaysAgo)), 'good', daysAgo(reviewedDaysAgo)).card,
});

/** The cards a session started at NOW asks. */
const asked = (cards: readonly ItemCard[]) => practiceSession(ITEMS, cards, NOW, 7).flatMap(exerciseTargets);

describe('practiceCounts', () => {
  it('before the first answer, counts the new words a first session introduces, not every word there is', () => {
    expect(practiceCounts(ITEMS, [], NOW)).toEqual({ dueCount: 0, newCount: DEFAULT_MAX_NEW, nextDue: null });
    expect(asked([])).toHaveLength(DEFAULT_MAX_NEW);
  });

  it('counts the due cards and the new cards the session adds, and names the earliest due time', () => {
    const cards = [cardFor(0, 'recognise', 10), cardFor(1, 'recognise', 4), cardFor(2, 'recognise', 1)];
    expect(practiceCounts(ITEMS, cards, NOW)).toEqual({
      dueCount: 2,
      newCount: DEFAULT_MAX_NEW,
      nextDue: cards[0]!.card.due,
    });
  });

  it('counts one card per item, as a session asks one direction per item', () => {
    const cards = [cardFor(0, 'recognise', 10), cardFor(0, 'recall', 10)];
    expect(practiceCounts(ITEMS, cards, NOW, { maxNew: 0 }).dueCount).toBe(1);
  });

  it('caps the due cards at the session size and leaves no room for new ones then', () => {
    const cards = ITEMS.map((_, i) => cardFor(i, 'recognise', 10));
    expect(practiceCounts(ITEMS, cards, NOW)).toMatchObject({ dueCount: SESSION_SIZE.default, newCount: 0 });
    expect(practiceCounts(ITEMS, cards, NOW, { size: 15 })).toMatchObject({ dueCount: 15, newCount: 0 });
  });

  it('is 0 when every card is scheduled later and nothing is left to introduce', () => {
    const cards = ITEMS.flatMap((_, i) => [cardFor(i, 'recognise', 1), cardFor(i, 'recall', 1)]);
    expect(practiceCounts(ITEMS, cards, NOW)).toMatchObject({ dueCount: 0, newCount: 0 });
    expect(asked(cards)).toEqual([]);
  });

  it('is exactly what a session started now owes, leaving out the cards a short session reviews ahead', () => {
    const cards = [
      cardFor(3, 'recall', 9),
      cardFor(3, 'recognise', 9),
      cardFor(5, 'recognise', 4),
      cardFor(6, 'recognise', 2),
    ];
    const targets = asked(cards);
    const counts = practiceCounts(ITEMS, cards, NOW);
    const owed = targets.filter(
      (t) => t.isNew || cards.some((c) => c.itemId === t.itemId && c.direction === t.direction && isDue(c.card, NOW)),
    );
    expect(owed.length).toBeLessThan(targets.length);
    expect(counts.dueCount + counts.newCount).toBe(owed.length);
    expect(counts.newCount).toBe(targets.filter((t) => t.isNew).length);
  });

  it('refuses the options a session refuses', () => {
    expect(() => practiceCounts(ITEMS, [], NOW, { size: 9 })).toThrow(/10 to 15/);
    expect(() => practiceCounts(ITEMS, [], NOW, { maxNew: -1 })).toThrow(RangeError);
  });
});
