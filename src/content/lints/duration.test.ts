import { describe, expect, it } from 'vitest';
import type { LessonEntry } from '../read.ts';
import { durationOutOfRange } from './duration.ts';

// A quiz at position 2 has a base time of 3 minutes (docs/product/lessons.md §9).
const quiz = (estimatedMinutes: number) => ({ type: 'quiz', position: 2, estimatedMinutes }) as LessonEntry;

describe('durationOutOfRange', () => {
  it('accepts estimates from a third of the base time to three times it', () => {
    expect(durationOutOfRange(quiz(1))).toBeNull();
    expect(durationOutOfRange(quiz(9))).toBeNull();
  });

  it('returns the base minutes when the estimate is further off', () => {
    expect(durationOutOfRange(quiz(10))).toBe(3);
    expect(durationOutOfRange({ type: 'cultural-story', position: 4, estimatedMinutes: 2 } as LessonEntry)).toBe(8);
  });
});
