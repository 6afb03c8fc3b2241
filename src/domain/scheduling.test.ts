import { describe, expect, it } from 'vitest';
import {
  DESIRED_RETENTION,
  dueCount,
  isDue,
  isStrong,
  newCard,
  nextDue,
  recallChance,
  review,
  strength,
} from './scheduling.ts';

const NOW = new Date('2026-05-10T09:00:00.000Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

describe('newCard', () => {
  it('is new, due at once and serialisable', () => {
    const card = newCard(NOW);
    expect(card).toMatchObject({ due: '2026-05-10T09:00:00.000Z', state: 'new', reps: 0, lapses: 0, lastReview: null });
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });

  it('refuses an invalid time', () => {
    expect(() => newCard(new Date('nope'))).toThrow(RangeError);
  });
});

describe('review', () => {
  it('schedules a first good answer days ahead, in review', () => {
    const { card, log } = review(newCard(NOW), 'good', NOW);
    expect(card.state).toBe('review');
    expect(card.scheduledDays).toBe(3);
    expect(card.due).toBe('2026-05-13T09:00:00.000Z');
    expect(card.lastReview).toBe('2026-05-10T09:00:00.000Z');
    expect(log).toMatchObject({
      grade: 'good',
      reviewedAt: '2026-05-10T09:00:00.000Z',
      previousState: 'new',
      due: card.due,
    });
  });

  it.each([
    ['again', 1],
    ['hard', 2],
    ['good', 3],
    ['easy', 8],
  ] as const)('a first %s answer comes back after %i days', (grade, days) => {
    expect(review(newCard(NOW), grade, NOW).card.scheduledDays).toBe(days);
  });

  it('counts a lapse when a learned card is forgotten', () => {
    const learned = review(newCard(NOW), 'good', NOW).card;
    const forgotten = review(learned, 'again', later(3)).card;
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.scheduledDays).toBeLessThan(learned.scheduledDays);
  });

  it('does not change the card it is given', () => {
    const card = Object.freeze(newCard(NOW));
    review(card, 'good', NOW);
    expect(card.state).toBe('new');
  });

  it('refuses a review before the last one', () => {
    const card = review(newCard(NOW), 'good', NOW).card;
    expect(() => review(card, 'good', later(-1))).toThrow(/cannot come before/);
  });

  it('refuses an unknown grade or state', () => {
    // @ts-expect-error an unknown grade from an untyped caller
    expect(() => review(newCard(NOW), 'perfect', NOW)).toThrow(/Unknown grade/);
    // @ts-expect-error an unknown state from stored data
    expect(() => review({ ...newCard(NOW), state: 'lost' }, 'good', NOW)).toThrow(/Unknown card state/);
  });

  it('refuses a card with an invalid due date', () => {
    expect(() => review({ ...newCard(NOW), due: 'tomorrow' }, 'good', NOW)).toThrow(/ISO 8601/);
  });
});

describe('due cards', () => {
  const reviewed = review(newCard(NOW), 'good', NOW).card;

  it('a card is due from its due time on', () => {
    expect(isDue(reviewed, later(2.9))).toBe(false);
    expect(isDue(reviewed, later(3))).toBe(true);
  });

  it('counts the due cards', () => {
    expect(dueCount([newCard(NOW), reviewed], later(1))).toBe(1);
    expect(dueCount([newCard(NOW), reviewed], later(4))).toBe(2);
    expect(dueCount([], NOW)).toBe(0);
  });

  it('finds the next due time', () => {
    expect(nextDue([reviewed, newCard(later(1))])).toBe(later(1).toISOString());
    expect(nextDue([])).toBeNull();
  });
});

describe('strength', () => {
  it('is 0 for a new card and the stability in days after reviews', () => {
    expect(strength(newCard(NOW))).toBe(0);
    const card = review(newCard(NOW), 'good', NOW).card;
    expect(strength(card)).toBeCloseTo(card.stability);
  });

  it('calls a card strong from 21 days of stability', () => {
    expect(isStrong({ ...newCard(NOW), state: 'review', stability: 20.9 })).toBe(false);
    expect(isStrong({ ...newCard(NOW), state: 'review', stability: 21 })).toBe(true);
  });
});

describe('recallChance', () => {
  it('is the desired retention when a card falls due', () => {
    const card = review(review(newCard(NOW), 'good', NOW).card, 'good', later(3)).card;
    expect(recallChance(card, new Date(card.due))).toBeCloseTo(DESIRED_RETENTION, 1);
  });

  it('is 0 for a new card', () => {
    expect(recallChance(newCard(NOW), NOW)).toBe(0);
  });
});
