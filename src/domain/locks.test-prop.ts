import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLessonLocked, levelProgressPercent } from './locks.ts';

const order = Array.from({ length: 12 }, (_, i) => `${Math.floor(i / 7) + 1}-${i % 7}`);
const anyCompleted = fc.subarray(order);

/** What a learner can reach: completing, one by one, lessons that are open at the time. */
const reachableCompleted = fc.array(fc.nat(order.length - 1), { maxLength: 30 }).map((picks) => {
  const completed: string[] = [];
  for (const pick of picks) {
    const open = order.filter((id) => !completed.includes(id) && !isLessonLocked(order, completed, id));
    const next = open[pick % Math.max(1, open.length)];
    if (next !== undefined) completed.push(next);
  }
  return completed;
});

describe('lock invariants', () => {
  it('a lesson after a locked one is locked, for any progress a learner can reach', () => {
    fc.assert(
      fc.property(reachableCompleted, (completed) => {
        order.forEach((id, i) => {
          const next = order[i + 1];
          if (next !== undefined && isLessonLocked(order, completed, id)) {
            expect(isLessonLocked(order, completed, next)).toBe(true);
          }
        });
      }),
    );
  });

  it('a lesson after a locked, uncompleted one is locked, for any set of completed lessons', () => {
    fc.assert(
      fc.property(anyCompleted, (completed) => {
        order.forEach((id, i) => {
          const next = order[i + 1];
          if (next !== undefined && !completed.includes(id) && isLessonLocked(order, completed, id)) {
            expect(isLessonLocked(order, completed, next)).toBe(true);
          }
        });
      }),
    );
  });

  it('the first lesson is never locked', () => {
    fc.assert(
      fc.property(anyCompleted, (completed) => {
        expect(isLessonLocked(order, completed, order[0]!)).toBe(false);
      }),
    );
  });

  it('level progress stays within 0…100', () => {
    fc.assert(
      fc.property(anyCompleted, fc.subarray(order), (completed, level) => {
        const percent = levelProgressPercent(level, completed);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
