import { describe, expect, it } from 'vitest';
import { practiceStats, STATS_DAYS } from './practiceStats.ts';
import { newCard, review } from './scheduling.ts';
import { practiceCounts, practiceSession, exerciseTargets, type ItemCard } from './practiceSession.ts';
import { reviewItems } from './reviewItems.ts';

const now = new Date('2026-11-23T10:00:00Z');
const items = reviewItems({
  language: 'igbo',
  vocabulary: ['ndewo', 'nnoo', 'kedu', 'daalu', 'biko', 'ee', 'mba'].map((slug) => ({
    word: slug,
    slug,
    translation: `meaning of ${slug}`,
    pronunciation: slug,
    lessonId: '1-0',
  })),
  completedLessonIds: ['1-0'],
  sentences: [],
  missedQuizAnswers: [],
});

function reviewed(itemId: string, grades: ('good' | 'again')[], start = now): ItemCard {
  let card = newCard(start);
  let at = start;
  for (const grade of grades) {
    card = review(card, grade, at).card;
    at = new Date(Math.max(Date.parse(card.due), at.getTime() + 60_000));
  }
  return { itemId, direction: 'recognise', card };
}

describe('practiceStats', () => {
  it('counts words with a reviewed card and words with a strong card', () => {
    const cards: ItemCard[] = [
      reviewed('igbo:ndewo', ['good', 'good', 'good', 'good', 'good'], new Date('2026-01-01T10:00:00Z')),
      reviewed('igbo:nnoo', ['again']),
      { itemId: 'igbo:kedu', direction: 'recognise', card: newCard(now) },
    ];
    const stats = practiceStats(items, cards, [], now, '2026-11-23');
    expect(stats.wordsLearned).toBe(2);
    expect(stats.strong).toBe(1);
  });

  it('says what a session started now would ask, as practiceCounts does: due cards and the new ones it brings', () => {
    // The forgotten card comes back tomorrow (whole days), the strong one in 2028; kedu's card is due now.
    const cards: ItemCard[] = [
      reviewed('igbo:ndewo', ['good', 'good', 'good', 'good', 'good'], new Date('2026-01-01T10:00:00Z')),
      reviewed('igbo:nnoo', ['again']),
      { itemId: 'igbo:kedu', direction: 'recognise', card: newCard(now) },
    ];
    const stats = practiceStats(items, cards, [], now, '2026-11-23');
    expect(stats).toMatchObject({ dueCount: 1, newCount: 3 });
    const { dueCount, newCount } = practiceCounts(items, cards, now);
    expect(stats).toMatchObject({ dueCount, newCount });
    expect(stats.dueCount + stats.newCount).toBe(practiceSession(items, cards, now, 1).flatMap(exerciseTargets).length);
    const tomorrow = new Date('2026-11-24T11:00:00Z');
    expect(practiceStats(items, cards, [], tomorrow, '2026-11-24')).toMatchObject({ dueCount: 2, newCount: 3 });
  });

  it('has nothing to practise before the first lesson', () => {
    expect(practiceStats([], [], [], now, '2026-11-23')).toMatchObject({ dueCount: 0, newCount: 0, wordsLearned: 0 });
  });

  it('charts the reviews of the last 30 local days, oldest first, days without reviews at 0', () => {
    const stats = practiceStats(
      items,
      [],
      ['2026-11-23', '2026-11-23', '2026-11-01', '2026-10-24', '2026-10-25'],
      now,
      '2026-11-23',
    );
    expect(stats.reviewsByDay).toHaveLength(STATS_DAYS);
    expect(stats.reviewsByDay[0]).toEqual({ date: '2026-10-25', reviews: 1 });
    expect(stats.reviewsByDay.at(-1)).toEqual({ date: '2026-11-23', reviews: 2 });
    expect(stats.reviewsByDay.reduce((sum, d) => sum + d.reviews, 0)).toBe(4);
  });
});
