import { describe, expect, it } from 'vitest';
import { completePractice, heartsAfterPractice, practiceAccuracy, practiceXp } from './practiceRewards.ts';
import { initialProgress, type LanguageProgress } from './progress.ts';

describe('practiceXp', () => {
  it.each([
    [12, 10, 15],
    [12, 0, 5],
    [15, 15, 20],
    [15, 14, 19],
    [0, 0, 0],
  ])('%i answered, %i correct → %i XP', (answered, correct, xp) => {
    expect(practiceXp({ answered, correct })).toBe(xp);
  });

  it.each([
    [10, 11],
    [-1, 0],
    [10, 1.5],
  ])('refuses %i answered with %i correct', (answered, correct) => {
    expect(() => practiceXp({ answered, correct })).toThrow(RangeError);
  });
});

describe('practiceAccuracy', () => {
  it.each([
    [12, 9, 75],
    [3, 2, 67],
    [0, 0, 0],
  ])('%i answered, %i correct → %i %', (answered, correct, percent) => {
    expect(practiceAccuracy({ answered, correct })).toBe(percent);
  });
});

describe('heartsAfterPractice', () => {
  it.each([
    [0, 1],
    [4, 5],
    [5, 5],
  ])('%i hearts → %i', (hearts, after) => {
    expect(heartsAfterPractice(hearts)).toBe(after);
  });

  it('respects another maximum', () => {
    expect(heartsAfterPractice(3, 3)).toBe(3);
  });

  it.each([-1, 2.5])('refuses %d hearts', (hearts) => {
    expect(() => heartsAfterPractice(hearts)).toThrow(RangeError);
  });
});

const record = (extra: Partial<LanguageProgress> = {}): LanguageProgress => ({
  ...initialProgress(['1-0', '1-1']),
  totalXP: 100,
  currentHearts: 2,
  lastHeartsDate: '2026-11-23',
  currentStreak: 4,
  longestStreak: 6,
  lastLessonDate: '2026-11-22',
  ...extra,
});

describe('completePractice', () => {
  it('adds practiceXp, one heart and a streak day for a session with answers', () => {
    const {
      progress: next,
      xp,
      heartsRestored,
    } = completePractice(record(), { answered: 12, correct: 9 }, '2026-11-23');
    expect(xp).toBe(14);
    expect(heartsRestored).toBe(1);
    expect(next).toMatchObject({
      totalXP: 114,
      currentHearts: 3,
      currentStreak: 5,
      longestStreak: 6,
      lastLessonDate: '2026-11-23',
    });
  });

  it('caps the XP at 20 and the hearts at the maximum', () => {
    const {
      progress: next,
      xp,
      heartsRestored,
    } = completePractice(record({ currentHearts: 5 }), { answered: 30, correct: 30 }, '2026-11-23');
    expect(xp).toBe(20);
    expect(heartsRestored).toBe(0);
    expect(next.currentHearts).toBe(5);
  });

  it("refills the day's hearts before adding one on a new day", () => {
    const { progress: next, heartsRestored } = completePractice(
      record({ currentHearts: 0, lastHeartsDate: '2026-11-20' }),
      { answered: 1, correct: 0 },
      '2026-11-23',
    );
    expect(next).toMatchObject({ currentHearts: 5, lastHeartsDate: '2026-11-23' });
    expect(heartsRestored).toBe(0);
  });

  it('changes nothing for a session without answers', () => {
    const before = record();
    expect(completePractice(before, { answered: 0, correct: 0 }, '2026-11-23')).toEqual({
      progress: before,
      xp: 0,
      heartsRestored: 0,
    });
  });

  it('never breaks a streak with a session sent late from an earlier day', () => {
    const { progress: next, xp } = completePractice(
      record({ lastLessonDate: '2026-11-23' }),
      { answered: 5, correct: 5 },
      '2026-11-21',
    );
    expect(xp).toBe(10);
    expect(next).toMatchObject({ currentStreak: 4, lastLessonDate: '2026-11-23', totalXP: 110 });
  });

  it('starts a new streak after a missed day', () => {
    expect(
      completePractice(record({ lastLessonDate: '2026-11-20' }), { answered: 1, correct: 1 }, '2026-11-23').progress
        .currentStreak,
    ).toBe(1);
  });
});
