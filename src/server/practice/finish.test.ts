import { describe, expect, it } from 'vitest';
import { initialProgress, type LanguageProgress } from '../../domain/index.ts';
import { finishedProgress } from './finish.ts';

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

describe('finishedProgress', () => {
  it('adds practiceXp, one heart and a streak day for a session with answers', () => {
    const { next, xp, heartsRestored } = finishedProgress(record(), { answered: 12, correct: 9 }, '2026-11-23');
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
    const { next, xp, heartsRestored } = finishedProgress(
      record({ currentHearts: 5 }),
      { answered: 30, correct: 30 },
      '2026-11-23',
    );
    expect(xp).toBe(20);
    expect(heartsRestored).toBe(0);
    expect(next.currentHearts).toBe(5);
  });

  it("refills the day's hearts before adding one on a new day", () => {
    const { next, heartsRestored } = finishedProgress(
      record({ currentHearts: 0, lastHeartsDate: '2026-11-20' }),
      { answered: 1, correct: 0 },
      '2026-11-23',
    );
    expect(next).toMatchObject({ currentHearts: 5, lastHeartsDate: '2026-11-23' });
    expect(heartsRestored).toBe(0);
  });

  it('changes nothing for a session without answers', () => {
    const before = record();
    expect(finishedProgress(before, { answered: 0, correct: 0 }, '2026-11-23')).toEqual({
      next: before,
      xp: 0,
      heartsRestored: 0,
    });
  });

  it('never breaks a streak with a session sent late from an earlier day', () => {
    const { next, xp } = finishedProgress(
      record({ lastLessonDate: '2026-11-23' }),
      { answered: 5, correct: 5 },
      '2026-11-21',
    );
    expect(xp).toBe(10);
    expect(next).toMatchObject({ currentStreak: 4, lastLessonDate: '2026-11-23', totalXP: 110 });
  });

  it('starts a new streak after a missed day', () => {
    expect(
      finishedProgress(record({ lastLessonDate: '2026-11-20' }), { answered: 1, correct: 1 }, '2026-11-23').next
        .currentStreak,
    ).toBe(1);
  });
});
