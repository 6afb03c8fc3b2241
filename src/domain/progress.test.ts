import { describe, expect, it } from 'vitest';
import { IGBO_OUTLINE, SMALL_OUTLINE, SPEC_ACHIEVEMENTS } from '../test-support/domain-fixtures.ts';
import { lessonOrder } from './outline.ts';
import { completeLesson, completionAccuracy, completionTime, initialProgress, learnerAverages } from './progress.ts';
import type { CompletionContext, LanguageProgress, LessonCompletion } from './progress.ts';

const order = lessonOrder(SMALL_OUTLINE);
const context: CompletionContext = { today: '2026-05-10', outline: SMALL_OUTLINE, achievements: [] };
const start = initialProgress(order);

function run(
  steps: readonly [LessonCompletion, string][],
  from: LanguageProgress = start,
  ctx = context,
): LanguageProgress {
  return steps.reduce(
    (progress, [completion, today]) => completeLesson(progress, completion, { ...ctx, today }).progress,
    from,
  );
}

describe('initialProgress', () => {
  it('starts at the first lesson with 5 hearts and nothing earned', () => {
    expect(start).toEqual({
      completedLessons: [],
      currentLessonId: '1-0',
      unlockedAchievements: [],
      totalXP: 0,
      currentHearts: 5,
      maxHearts: 5,
      lastHeartsDate: null,
      currentStreak: 0,
      longestStreak: 0,
      lastLessonDate: null,
      totalTimeSpent: 0,
      averageAccuracy: 0,
      lessonsPerDay: {},
      practicePerDay: {},
      totalLessonsCompleted: 0,
    });
  });

  it('has no current lesson for an empty course', () => {
    expect(initialProgress([]).currentLessonId).toBe('');
  });
});

describe('completion defaults', () => {
  it.each([
    [undefined, 100],
    [null, 75],
    [Number.NaN, 75],
    [80, 80],
    [120, 100],
    [-5, 0],
  ])('score %s → accuracy %s', (score, accuracy) => {
    expect(completionAccuracy(score)).toBe(accuracy);
  });

  it.each([
    [undefined, 180],
    [null, 180],
    [-1, 180],
    [0, 0],
    [95, 95],
  ])('time %s → %s s', (time, seconds) => {
    expect(completionTime(time)).toBe(seconds);
  });

  it('assumes 75 % and 180 s for a learner with no lessons', () => {
    expect(learnerAverages(start)).toEqual({ accuracy: 75, averageTime: 180 });
    expect(learnerAverages({ ...start, totalLessonsCompleted: 4, averageAccuracy: 90, totalTimeSpent: 400 })).toEqual({
      accuracy: 90,
      averageTime: 100,
    });
  });
});

describe('completeLesson', () => {
  it('appends the lesson, moves to the next and records the day', () => {
    const result = completeLesson(start, { lessonId: '1-0', score: 100, timeSpent: 100 }, context);
    expect(result.alreadyCompleted).toBe(false);
    expect(result.progress).toMatchObject({
      completedLessons: ['1-0'],
      currentLessonId: '1-1',
      currentStreak: 1,
      longestStreak: 1,
      lastLessonDate: '2026-05-10',
      totalTimeSpent: 100,
      averageAccuracy: 100,
      lessonsPerDay: { '2026-05-10': 1 },
      totalLessonsCompleted: 1,
    });
  });

  it('earns base XP by position × performance multiplier: info at index 0, 100 %, 100 s → round(15 × 1.2) = 18', () => {
    const result = completeLesson(start, { lessonId: '1-0', score: 100, timeSpent: 100 }, context);
    expect(result.xpEarned).toBe(18);
    expect(result.progress.totalXP).toBe(18);
  });

  it('uses the type table for an id without a position and 25 XP when nothing is known', () => {
    const outline = [{ level: 1, lessonIds: ['intro', 'outro'] }];
    const ctx = { ...context, outline };
    const fresh = initialProgress(['intro', 'outro']);
    expect(
      completeLesson(fresh, { lessonId: 'intro', lessonType: 'memory-game', score: 70, timeSpent: 100 }, ctx).xpEarned,
    ).toBe(35);
    expect(completeLesson(fresh, { lessonId: 'intro', score: 70, timeSpent: 100 }, ctx).xpEarned).toBe(25);
  });

  it('takes the XP the server granted', () => {
    expect(completeLesson(start, { lessonId: '1-1', xpEarned: 42 }, context).progress.totalXP).toBe(42);
  });

  it('ignores a lesson already completed', () => {
    const once = completeLesson(start, { lessonId: '1-0' }, context).progress;
    const again = completeLesson(once, { lessonId: '1-0', score: 10 }, { ...context, today: '2026-05-11' });
    expect(again).toEqual({
      progress: once,
      xpEarned: 0,
      unlockedAchievements: [],
      bonusXp: 0,
      alreadyCompleted: true,
    });
  });

  it('leaves no current lesson after the last one', () => {
    const progress = run(order.map((lessonId) => [{ lessonId }, '2026-05-10'] as const));
    expect(progress.currentLessonId).toBe('');
    expect(progress.totalLessonsCompleted).toBe(5);
  });

  it('keeps the current lesson when the completed one is not in the order', () => {
    expect(completeLesson(start, { lessonId: 'bonus' }, context).progress.currentLessonId).toBe('1-0');
  });

  it('keeps a running average accuracy, counting a completion with no score as 100 %', () => {
    const progress = run([
      [{ lessonId: '1-0', score: 60 }, '2026-05-10'],
      [{ lessonId: '1-1', score: 90 }, '2026-05-10'],
      [{ lessonId: '1-2' }, '2026-05-10'],
    ]);
    expect(progress.averageAccuracy).toBeCloseTo(250 / 3, 10);
  });

  it('adds 180 s when the time spent is unknown', () => {
    expect(
      run([
        [{ lessonId: '1-0', timeSpent: 40 }, '2026-05-10'],
        [{ lessonId: '1-1' }, '2026-05-10'],
      ]).totalTimeSpent,
    ).toBe(220);
  });

  it('counts lessons per day and follows the streak across a year end', () => {
    const progress = run([
      [{ lessonId: '1-0' }, '2026-12-30'],
      [{ lessonId: '1-1' }, '2026-12-31'],
      [{ lessonId: '1-2' }, '2026-12-31'],
      [{ lessonId: '2-0' }, '2027-01-01'],
    ]);
    expect(progress.lessonsPerDay).toEqual({ '2026-12-30': 1, '2026-12-31': 2, '2027-01-01': 1 });
    expect(progress.currentStreak).toBe(3);
  });

  it('resets the streak after a missed day and keeps the longest', () => {
    const progress = run([
      [{ lessonId: '1-0' }, '2028-02-27'],
      [{ lessonId: '1-1' }, '2028-02-28'],
      [{ lessonId: '1-2' }, '2028-02-29'],
      [{ lessonId: '2-0' }, '2028-03-02'],
    ]);
    expect(progress.currentStreak).toBe(1);
    expect(progress.longestStreak).toBe(3);
  });

  it('never lowers the streak with a completion dated before the last activity', () => {
    const before = { ...start, currentStreak: 5, longestStreak: 5, lastLessonDate: '2026-11-25' };
    const progress = run([[{ lessonId: '1-0' }, '2026-11-24']], before);
    expect(progress).toMatchObject({ currentStreak: 5, longestStreak: 5, lastLessonDate: '2026-11-25' });
    expect(progress.lessonsPerDay).toEqual({ '2026-11-24': 1 });
  });

  it('does not change its inputs', () => {
    const frozen = Object.freeze({
      ...start,
      completedLessons: Object.freeze([]) as readonly string[],
      lessonsPerDay: Object.freeze({}),
    });
    const result = completeLesson(frozen, { lessonId: '1-0' }, context);
    expect(frozen.completedLessons).toEqual([]);
    expect(result.progress).not.toBe(frozen);
  });
});

describe('completeLesson with achievements', () => {
  const ctx: CompletionContext = { today: '2026-05-10', outline: IGBO_OUTLINE, achievements: SPEC_ACHIEVEMENTS };
  const igbo = initialProgress(lessonOrder(IGBO_OUTLINE));

  it('unlocks first-lesson and perfect-lesson on a perfect first lesson and adds their bonuses', () => {
    const result = completeLesson(igbo, { lessonId: '1-0', score: 100, mistakeCount: 0, timeSpent: 100 }, ctx);
    expect(result.unlockedAchievements.map((item) => [item.achievement.id, item.context])).toEqual([
      ['perfect-lesson', 'lesson'],
      ['first-lesson', 'course'],
    ]);
    expect(result.bonusXp).toBe(35);
    expect(result.progress.totalXP).toBe(18 + 35);
    expect(result.progress.unlockedAchievements).toEqual(['perfect-lesson', 'first-lesson']);
  });

  it('unlocks each achievement once over a whole level', () => {
    let progress = igbo;
    const unlocked: string[] = [];
    lessonOrder(IGBO_OUTLINE).forEach((lessonId, i) => {
      const result = completeLesson(
        progress,
        { lessonId, score: 80, timeSpent: 200, culturalEngagement: 95 },
        { ...ctx, today: `2026-05-${String(1 + Math.floor(i / 2)).padStart(2, '0')}` },
      );
      progress = result.progress;
      unlocked.push(...result.unlockedAchievements.map((item) => item.achievement.id));
    });
    expect(new Set(unlocked).size).toBe(unlocked.length);
    expect(unlocked).toEqual(
      expect.arrayContaining([
        'first-lesson',
        'level-1-complete',
        'streak-3',
        'streak-7',
        'cultural-explorer',
        'tradition-keeper',
        'lessons-25',
      ]),
    );
    expect(progress.unlockedAchievements).toEqual(unlocked);
    expect(progress.currentStreak).toBe(21);
  });
});
