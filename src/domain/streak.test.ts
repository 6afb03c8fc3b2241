import { describe, expect, it } from 'vitest';
import {
  displayedStreak,
  nextStreak,
  nextStreakTarget,
  showsStreakBadge,
  streakAfterActivity,
  streakTier,
} from './streak.ts';
import { streakMessage } from './streakMessages.ts';

describe('nextStreak', () => {
  it.each([
    ['no earlier lesson', 0, null, '2026-05-10', 1],
    ['same day keeps it', 4, '2026-05-10', '2026-05-10', 4],
    ['same day is at least 1', 0, '2026-05-10', '2026-05-10', 1],
    ['yesterday adds one', 4, '2026-05-09', '2026-05-10', 5],
    ['two days ago resets', 4, '2026-05-08', '2026-05-10', 1],
    ['across a month end', 4, '2026-01-31', '2026-02-01', 5],
    ['across a year end', 9, '2026-12-31', '2027-01-01', 10],
    ['into a leap day', 2, '2028-02-28', '2028-02-29', 3],
    ['out of a leap day', 3, '2028-02-29', '2028-03-01', 4],
    ['skipping a leap day resets', 2, '2028-02-28', '2028-03-01', 1],
    ['non-leap February end', 2, '2027-02-28', '2027-03-01', 3],
    ['an activity dated before the last one keeps it', 6, '2026-05-11', '2026-05-10', 6],
    ['an activity long before the last one keeps it', 6, '2026-05-11', '2026-04-01', 6],
    ['an activity before the last one is at least 1', 0, '2026-05-11', '2026-05-10', 1],
    ['an unreadable stored date counts as none', 6, 'yesterday', '2026-05-10', 1],
  ])('%s', (_name, current, lastLessonDate, today, expected) => {
    expect(nextStreak({ current, lastLessonDate, today })).toBe(expected);
  });

  it('rejects an invalid today', () => {
    expect(() => nextStreak({ current: 1, lastLessonDate: null, today: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('streakAfterActivity', () => {
  const record = { currentStreak: 5, longestStreak: 7, lastLessonDate: '2026-11-25' };

  it('adds the next day and moves the last day forward', () => {
    expect(streakAfterActivity(record, '2026-11-26')).toEqual({
      currentStreak: 6,
      longestStreak: 7,
      lastLessonDate: '2026-11-26',
    });
  });

  it('keeps the streak and the last day for an activity dated before it', () => {
    expect(streakAfterActivity(record, '2026-11-24')).toEqual(record);
  });

  it('raises the longest streak with the current one', () => {
    expect(streakAfterActivity({ ...record, longestStreak: 5 }, '2026-11-26').longestStreak).toBe(6);
  });

  it('starts at 1 without an earlier activity', () => {
    expect(streakAfterActivity({ currentStreak: 0, longestStreak: 0, lastLessonDate: null }, '2026-11-24')).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastLessonDate: '2026-11-24',
    });
  });
});

describe('displayedStreak', () => {
  it.each([
    [5, '2026-05-10', '2026-05-10', 5],
    [5, '2026-05-09', '2026-05-10', 5],
    [5, '2026-05-08', '2026-05-10', 0],
    [9, '2026-11-10', '2026-11-22', 0],
    [0, null, '2026-05-10', 0],
    [4, 'not-a-date', '2026-05-10', 0],
    [-2, '2026-05-10', '2026-05-10', 0],
    // Recorded where the day had already begun: not lapsed.
    [3, '2026-05-11', '2026-05-10', 3],
  ])('streak %i, last %s, today %s → %i', (currentStreak, lastLessonDate, today, expected) => {
    expect(displayedStreak({ currentStreak, lastLessonDate }, today)).toBe(expected);
  });

  it('refuses an invalid today', () => {
    expect(() => displayedStreak({ currentStreak: 1, lastLessonDate: null }, '2026-02-30')).toThrow(RangeError);
  });
});

describe('streakTier and nextStreakTarget', () => {
  it.each([
    [0, 'Starting', 3],
    [2, 'Starting', 3],
    [3, 'Building', 7],
    [6, 'Building', 7],
    [7, 'Consistent', 14],
    [13, 'Consistent', 14],
    [14, 'Committed', 30],
    [29, 'Committed', 30],
    [30, 'Advanced', 50],
    [49, 'Advanced', 50],
    [50, 'Expert', 100],
    [99, 'Expert', 100],
    [100, 'Master', 365],
    [364, 'Master', 365],
    [365, 'Legendary', 415],
    [400, 'Legendary', 450],
  ])('%i days → %s, next target %i', (days, tier, target) => {
    expect(streakTier(days)).toBe(tier);
    expect(nextStreakTarget(days)).toBe(target);
  });
});

describe('streakMessage', () => {
  const bands: [number, number][] = [
    [0, 0],
    [1, 2],
    [3, 6],
    [7, 13],
    [14, 29],
    [30, 49],
    [50, 99],
    [100, 364],
    [365, 1000],
  ];

  it('is the same within each band and changes at 0, 1, 3, 7, 14, 30, 50, 100 and 365 days', () => {
    const messages = bands.map(([from, to]) => {
      expect(streakMessage(to)).toBe(streakMessage(from));
      return streakMessage(from);
    });
    expect(new Set(messages).size).toBe(bands.length);
  });

  it('encourages a start at 0 days', () => {
    expect(streakMessage(0)).toMatch(/start/i);
  });
});

describe('showsStreakBadge', () => {
  it.each([
    [0, false],
    [1, true],
    [30, true],
  ])('%i days → %s', (days, shown) => {
    expect(showsStreakBadge(days)).toBe(shown);
  });
});
