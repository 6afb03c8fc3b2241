import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { IGBO_OUTLINE, SPEC_ACHIEVEMENTS } from '../test-support/domain-fixtures.ts';
import { lessonOrder } from './outline.ts';
import { completeLesson, initialProgress } from './progress.ts';
import type { LanguageProgress, LessonCompletion } from './progress.ts';

const order = lessonOrder(IGBO_OUTLINE);
const context = { outline: IGBO_OUTLINE, achievements: SPEC_ACHIEVEMENTS };

const completion: fc.Arbitrary<LessonCompletion> = fc.record(
  {
    lessonId: fc.constantFrom(...order),
    score: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constant(null)),
    timeSpent: fc.nat(1200),
    mistakeCount: fc.nat(5),
    culturalEngagement: fc.integer({ min: 0, max: 100 }),
  },
  { requiredKeys: ['lessonId'] },
);

/** A history of completions, each on a day 0–2 days after the previous one. */
const history = fc.array(fc.tuple(completion, fc.nat(2)), { maxLength: 25 });

function replay(steps: readonly [LessonCompletion, number][]): { progress: LanguageProgress; today: string } {
  let today = '2026-12-20';
  let progress = initialProgress(order);
  for (const [step, gap] of steps) {
    today = addDays(today, gap);
    progress = completeLesson(progress, step, { ...context, today }).progress;
  }
  return { progress, today };
}

describe('completion invariants', () => {
  it('completing the same lesson twice equals completing it once', () => {
    fc.assert(
      fc.property(history, completion, completion, fc.nat(3), (steps, first, second, gap) => {
        const { progress, today } = replay(steps);
        const once = completeLesson(progress, first, { ...context, today }).progress;
        const twice = completeLesson(
          once,
          { ...second, lessonId: first.lessonId },
          { ...context, today: addDays(today, gap) },
        ).progress;
        expect(twice).toEqual(once);
      }),
    );
  });

  it('never unlocks an achievement twice and keeps counters consistent', () => {
    fc.assert(
      fc.property(history, (steps) => {
        const { progress } = replay(steps);
        expect(new Set(progress.unlockedAchievements).size).toBe(progress.unlockedAchievements.length);
        expect(new Set(progress.completedLessons).size).toBe(progress.completedLessons.length);
        expect(progress.totalLessonsCompleted).toBe(progress.completedLessons.length);
        expect(Object.values(progress.lessonsPerDay).reduce((a, b) => a + b, 0)).toBe(progress.totalLessonsCompleted);
        expect(progress.longestStreak).toBeGreaterThanOrEqual(progress.currentStreak);
        expect(progress.averageAccuracy).toBeGreaterThanOrEqual(0);
        expect(progress.averageAccuracy).toBeLessThanOrEqual(100 + 1e-9);
      }),
    );
  });

  it('never lowers total XP', () => {
    fc.assert(
      fc.property(history, completion, fc.nat(3), (steps, step, gap) => {
        const { progress, today } = replay(steps);
        const next = completeLesson(progress, step, { ...context, today: addDays(today, gap) }).progress;
        expect(next.totalXP).toBeGreaterThanOrEqual(progress.totalXP);
      }),
    );
  });

  it('never lowers the streak or moves the last activity back with a completion dated before it', () => {
    fc.assert(
      fc.property(history, completion, fc.integer({ min: 1, max: 40 }), (steps, step, back) => {
        const { progress, today } = replay(steps);
        // Dated before the last activity (a repeated lesson in the history can leave `today` days after it).
        const day = addDays(progress.lastLessonDate ?? today, -back);
        const next = completeLesson(progress, step, { ...context, today: day }).progress;
        expect(next.currentStreak).toBeGreaterThanOrEqual(progress.currentStreak);
        expect(next.longestStreak).toBeGreaterThanOrEqual(progress.longestStreak);
        expect(next.lastLessonDate).toBe(
          progress.lastLessonDate ?? (progress.completedLessons.includes(step.lessonId) ? null : day),
        );
      }),
    );
  });
});
