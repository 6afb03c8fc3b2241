import type { LessonOutcome } from '../types.ts';

/** A reading lesson completes with 100 % accuracy and 0 mistakes on continue (docs/product/lessons.md §2). */
export function readingOutcome(hintsUsed = 0): LessonOutcome {
  return { score: 100, mistakes: 0, attempts: 1, hintsUsed };
}
