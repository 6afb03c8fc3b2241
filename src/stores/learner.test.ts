import { describe, expect, it } from 'vitest';
import { initialProgress, type LanguageProgress } from '@/domain';
import { EMPTY_SUMMARY, focusLanguage, learnerSummary } from './learner';

const progress = (over: Partial<LanguageProgress>): LanguageProgress => ({
  ...initialProgress(['1-0', '1-1']),
  ...over,
});

describe('the header summary', () => {
  const all = {
    igbo: progress({
      totalXP: 120,
      currentStreak: 4,
      lastLessonDate: '2026-11-21',
      currentHearts: 2,
      lastHeartsDate: '2026-11-22',
    }),
    yoruba: progress({
      totalXP: 30,
      currentStreak: 9,
      lastLessonDate: '2026-11-10',
      currentHearts: 1,
      lastHeartsDate: '2026-11-10',
    }),
  };

  it('is a new learner’s before any progress', () => {
    expect(learnerSummary({}, '2026-11-22', '/')).toEqual(EMPTY_SUMMARY);
  });

  it('sums XP over languages and takes the level from the log2 curve', () => {
    const summary = learnerSummary(all, '2026-11-22', '/');
    expect(summary.totalXp).toBe(150);
    expect(summary.level).toBe(2);
  });

  it('shows the longest streak still alive today (a lapsed one counts 0)', () => {
    expect(learnerSummary(all, '2026-11-22', '/').streak).toBe(4);
    expect(learnerSummary(all, '2026-11-24', '/').streak).toBe(0);
  });

  it('shows the hearts of the language in the address, refilled on a new day', () => {
    expect(learnerSummary(all, '2026-11-22', '/lesson/igbo/1-1').hearts).toBe(2);
    expect(learnerSummary(all, '2026-11-22', '/course/yoruba').hearts).toBe(5);
    expect(learnerSummary(all, '2026-11-23', '/lesson/igbo/1-1').hearts).toBe(5);
  });

  it('names the language of the hearts and whether today’s lesson is done', () => {
    expect(learnerSummary(all, '2026-11-22', '/course/yoruba').heartsLanguage).toBe('yoruba');
    expect(learnerSummary(all, '2026-11-22', '/practice/yoruba').heartsLanguage).toBe('yoruba');
    expect(learnerSummary(all, '2026-11-22', '/profile').heartsLanguage).toBe('igbo');
    expect(learnerSummary(all, '2026-11-21', '/').studiedToday).toBe(true);
    expect(learnerSummary(all, '2026-11-22', '/').studiedToday).toBe(false);
  });

  it('focuses the most recently studied language away from course pages', () => {
    expect(focusLanguage(all, '/profile')).toBe('igbo');
    expect(focusLanguage({}, '/')).toBeUndefined();
  });

  it('focuses the language of a course page not started yet, or not loaded yet, with its hearts full', () => {
    expect(focusLanguage(all, '/course/swahili')).toBe('swahili');
    expect(focusLanguage({}, '/course/igbo')).toBe('igbo');
    const summary = learnerSummary(all, '2026-11-22', '/lesson/swahili/s1-0');
    expect([summary.heartsLanguage, summary.hearts, summary.maxHearts]).toEqual(['swahili', 5, 5]);
  });
});
