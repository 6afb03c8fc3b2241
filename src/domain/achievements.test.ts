import { describe, expect, it } from 'vitest';
import { achievementSummary, evaluateAchievements, isLessonRuleMet, isRuleMet } from './achievements.ts';
import type { AchievementProgress, AchievementRule, LessonResult } from './achievements.ts';
import { IGBO_OUTLINE, SMALL_OUTLINE, SPEC_ACHIEVEMENTS } from '../test-support/domain-fixtures.ts';

const base: AchievementProgress = {
  completedLessons: [],
  totalLessonsCompleted: 0,
  averageAccuracy: 0,
  totalTimeSpent: 0,
  currentStreak: 0,
  totalXP: 0,
};

function lessons(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${Math.floor(i / 7) + 1}-${i % 7}`);
}

function progressWith(change: Partial<AchievementProgress>): AchievementProgress {
  const completedLessons = change.completedLessons ?? base.completedLessons;
  return { ...base, totalLessonsCompleted: completedLessons.length, ...change };
}

describe('isRuleMet', () => {
  const engaged: LessonResult = { accuracy: 80, mistakeCount: 1, culturalEngagement: 90 };
  it.each<[string, AchievementRule, Partial<AchievementProgress>, boolean, LessonResult?]>([
    ['0 of 1 lesson', { kind: 'lessonsCompleted', count: 1 }, {}, false],
    ['1 of 1 lesson', { kind: 'lessonsCompleted', count: 1 }, { completedLessons: ['1-0'] }, true],
    ['24 of 25 lessons', { kind: 'lessonsCompleted', count: 25 }, { completedLessons: lessons(24) }, false],
    ['25 of 25 lessons', { kind: 'lessonsCompleted', count: 25 }, { completedLessons: lessons(25) }, true],
    ['level 1 short of one lesson', { kind: 'levelComplete', level: 1 }, { completedLessons: ['1-0', '1-1'] }, false],
    ['level 1 complete', { kind: 'levelComplete', level: 1 }, { completedLessons: ['1-0', '1-1', '1-2'] }, true],
    ['an empty level is never complete', { kind: 'levelComplete', level: 3 }, { completedLessons: lessons(5) }, false],
    [
      'average accuracy 99.9',
      { kind: 'averageAccuracy', min: 100 },
      { completedLessons: ['1-0'], averageAccuracy: 99.9 },
      false,
    ],
    [
      'average accuracy 100',
      { kind: 'averageAccuracy', min: 100 },
      { completedLessons: ['1-0'], averageAccuracy: 100 },
      true,
    ],
    ['average accuracy with no lessons', { kind: 'averageAccuracy', min: 0 }, {}, false],
    [
      'fast but 4 lessons',
      { kind: 'averageTime', maxSeconds: 120, minLessons: 5 },
      { completedLessons: lessons(4), totalTimeSpent: 100 },
      false,
    ],
    [
      '5 lessons averaging 119 s',
      { kind: 'averageTime', maxSeconds: 120, minLessons: 5 },
      { completedLessons: lessons(5), totalTimeSpent: 595 },
      true,
    ],
    [
      '5 lessons averaging 120 s',
      { kind: 'averageTime', maxSeconds: 120, minLessons: 5 },
      { completedLessons: lessons(5), totalTimeSpent: 600 },
      false,
    ],
    ['streak 2 of 3', { kind: 'streak', days: 3 }, { currentStreak: 2 }, false],
    ['streak 3 of 3', { kind: 'streak', days: 3 }, { currentStreak: 3 }, true],
    [
      '9 lessons matching -5',
      { kind: 'lessonsMatching', idContains: '-5', count: 10 },
      {
        completedLessons: lessons(70)
          .filter((id) => id.endsWith('-5'))
          .slice(0, 9),
      },
      false,
    ],
    [
      '10 lessons matching -5',
      { kind: 'lessonsMatching', idContains: '-5', count: 10 },
      { completedLessons: lessons(70).filter((id) => id.endsWith('-5')) },
      true,
    ],
    [
      'engagement 90 with 19 lessons',
      { kind: 'culturalEngagement', min: 90, minLessons: 20 },
      { completedLessons: lessons(19) },
      false,
      engaged,
    ],
    [
      'engagement 90 with 20 lessons',
      { kind: 'culturalEngagement', min: 90, minLessons: 20 },
      { completedLessons: lessons(20) },
      true,
      engaged,
    ],
    [
      'engagement 89 with 20 lessons',
      { kind: 'culturalEngagement', min: 90, minLessons: 20 },
      { completedLessons: lessons(20) },
      false,
      { ...engaged, culturalEngagement: 89 },
    ],
    [
      'no engagement measured',
      { kind: 'culturalEngagement', min: 90, minLessons: 20 },
      { completedLessons: lessons(20) },
      false,
    ],
    ['999 XP', { kind: 'totalXp', min: 1000 }, { totalXP: 999 }, false],
    ['1000 XP', { kind: 'totalXp', min: 1000 }, { totalXP: 1000 }, true],
  ])('%s', (_name, rule, change, expected, lesson) => {
    expect(isRuleMet(rule, progressWith(change), SMALL_OUTLINE, lesson)).toBe(expected);
  });
});

describe('isLessonRuleMet', () => {
  it.each([
    [{ kind: 'perfectLesson' } as const, { accuracy: 100, mistakeCount: 0 }, true],
    [{ kind: 'perfectLesson' } as const, { accuracy: 100, mistakeCount: 1 }, false],
    [{ kind: 'perfectLesson' } as const, { accuracy: 99, mistakeCount: 0 }, false],
    [
      { kind: 'lessonEngagement', min: 90, xpBonus: 15 } as const,
      { accuracy: 50, mistakeCount: 3, culturalEngagement: 91 },
      true,
    ],
    [
      { kind: 'lessonEngagement', min: 90, xpBonus: 15 } as const,
      { accuracy: 50, mistakeCount: 3, culturalEngagement: 90 },
      false,
    ],
    [{ kind: 'lessonEngagement', min: 90, xpBonus: 15 } as const, { accuracy: 50, mistakeCount: 3 }, false],
  ])('%o on %o → %s', (rule, lesson, expected) => {
    expect(isLessonRuleMet(rule, lesson)).toBe(expected);
  });
});

describe('evaluateAchievements', () => {
  const check = { definitions: SPEC_ACHIEVEMENTS, outline: IGBO_OUTLINE };
  const ids = (found: ReturnType<typeof evaluateAchievements>) => found.map((item) => item.achievement.id);

  it('unlocks first-lesson on the first lesson', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: [],
      progress: progressWith({ completedLessons: ['1-0'], averageAccuracy: 80, totalXP: 15 }),
    });
    expect(found).toEqual([{ achievement: SPEC_ACHIEVEMENTS[0], xpBonus: 10, context: 'course' }]);
  });

  it('never unlocks an achievement twice', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: ['first-lesson'],
      progress: progressWith({ completedLessons: ['1-0'], averageAccuracy: 80 }),
    });
    expect(found).toEqual([]);
  });

  it('unlocks perfect-lesson in the lesson context with its own bonus, once', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: ['first-lesson'],
      progress: progressWith({ completedLessons: ['1-0', '1-1'], averageAccuracy: 100 }),
      lesson: { accuracy: 100, mistakeCount: 0 },
    });
    expect(found.map((item) => [item.achievement.id, item.xpBonus, item.context])).toEqual([
      ['perfect-lesson', 25, 'lesson'],
    ]);
  });

  it('unlocks perfect-lesson in the course context when the average reaches 100', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: ['first-lesson'],
      progress: progressWith({ completedLessons: ['1-0'], averageAccuracy: 100 }),
    });
    expect(found.map((item) => [item.achievement.id, item.context])).toEqual([['perfect-lesson', 'course']]);
  });

  it('unlocks cultural-explorer from one engaged lesson with the lesson bonus of 15', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: ['first-lesson'],
      progress: progressWith({ completedLessons: ['1-0', '1-1'], averageAccuracy: 80 }),
      lesson: { accuracy: 80, mistakeCount: 1, culturalEngagement: 95 },
    });
    expect(found.map((item) => [item.achievement.id, item.xpBonus, item.context])).toEqual([
      ['cultural-explorer', 15, 'lesson'],
    ]);
  });

  it('unlocks cultural-explorer from ten lessons with -5 in their id with the course bonus of 40', () => {
    const completed = lessons(70).filter((id) => id.endsWith('-5'));
    const found = evaluateAchievements({
      ...check,
      unlockedIds: ['first-lesson'],
      progress: progressWith({ completedLessons: completed, averageAccuracy: 80, currentStreak: 1 }),
    });
    expect(found.find((item) => item.achievement.id === 'cultural-explorer')).toMatchObject({
      xpBonus: 40,
      context: 'course',
    });
  });

  it('counts bonus XP toward XP achievements in the same completion', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: [],
      progress: progressWith({ completedLessons: ['1-0'], averageAccuracy: 80, totalXP: 995 }),
    });
    expect(ids(found)).toEqual(['first-lesson', 'xp-1000']);
  });

  it('unlocks level-1-complete when the last lesson of level 1 is done', () => {
    const found = evaluateAchievements({
      ...check,
      unlockedIds: SPEC_ACHIEVEMENTS.map((d) => d.id).filter((id) => id !== 'level-1-complete'),
      progress: progressWith({ completedLessons: lessons(42) }),
    });
    expect(ids(found)).toEqual(['level-1-complete']);
  });
});

describe('achievementSummary', () => {
  it('counts, rounds the percentage and sums the bonuses of unlocked achievements', () => {
    expect(achievementSummary(SPEC_ACHIEVEMENTS, ['first-lesson', 'streak-3', 'cultural-explorer'])).toEqual({
      unlocked: 3,
      total: 14,
      percent: 21,
      xpEarned: 65,
    });
  });

  it('ignores unknown ids and handles no definitions', () => {
    expect(achievementSummary(SPEC_ACHIEVEMENTS, ['gone'])).toEqual({
      unlocked: 0,
      total: 14,
      percent: 0,
      xpEarned: 0,
    });
    expect(achievementSummary([], ['first-lesson'])).toEqual({ unlocked: 0, total: 0, percent: 0, xpEarned: 0 });
  });

  it('totals 14 achievements worth 685 XP in the spec', () => {
    expect(
      achievementSummary(
        SPEC_ACHIEVEMENTS,
        SPEC_ACHIEVEMENTS.map((d) => d.id),
      ),
    ).toEqual({
      unlocked: 14,
      total: 14,
      percent: 100,
      xpEarned: 685,
    });
  });
});
