import { describe, expect, it } from 'vitest';
import { practiceStats, STATS_DAYS } from './practiceStats.ts';
import { newCard, review } from './scheduling.ts';
import type { ItemCard } from './practiceSession.ts';

const now = new Date('2026-11-23T10:00:00Z');
const dayOf = (iso: string) => iso.slice(0, 10);

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
  it('counts words with a reviewed card, cards due by today, and words with a strong card', () => {
    const cards: ItemCard[] = [
      reviewed('igbo:ndewo', ['good', 'good', 'good', 'good', 'good'], new Date('2026-01-01T10:00:00Z')),
      reviewed('igbo:nnoo', ['again']),
      { itemId: 'igbo:nnoo', direction: 'recall', card: newCard(now) },
    ];
    const stats = practiceStats(cards, [], '2026-11-23', dayOf);
    expect(stats.wordsLearned).toBe(2);
    expect(stats.strong).toBe(1);
    // Only the new card is due today: the forgotten one comes back tomorrow (whole days), the strong one in 2028.
    expect(stats.dueToday).toBe(1);
    expect(practiceStats(cards, [], '2026-11-24', dayOf).dueToday).toBe(2);
  });

  it('charts the reviews of the last 30 local days, oldest first, days without reviews at 0', () => {
    const stats = practiceStats(
      [],
      ['2026-11-23', '2026-11-23', '2026-11-01', '2026-10-24', '2026-10-25'],
      '2026-11-23',
      dayOf,
    );
    expect(stats.reviewsByDay).toHaveLength(STATS_DAYS);
    expect(stats.reviewsByDay[0]).toEqual({ date: '2026-10-25', reviews: 1 });
    expect(stats.reviewsByDay.at(-1)).toEqual({ date: '2026-11-23', reviews: 2 });
    expect(stats.reviewsByDay.reduce((sum, d) => sum + d.reviews, 0)).toBe(4);
  });
});
