import { describe, expect, it } from 'vitest';
import { patternLessonScore } from './score.ts';

describe('patternLessonScore', () => {
  it('scores a clean run 100', () => {
    expect(patternLessonScore({ visited: 6, steps: 6, questions: 2, firstTryRight: 2 })).toBe(100);
  });

  it('scores two wrong answers below a clean run', () => {
    const clean = patternLessonScore({ visited: 6, steps: 6, questions: 2, firstTryRight: 2 });
    const oneMiss = patternLessonScore({ visited: 6, steps: 6, questions: 2, firstTryRight: 1 });
    const twoMisses = patternLessonScore({ visited: 6, steps: 6, questions: 2, firstTryRight: 0 });
    expect(oneMiss).toBe(50);
    expect(twoMisses).toBe(0);
    expect(twoMisses).toBeLessThan(clean);
  });

  it('keeps the share of steps visited for a lesson without questions', () => {
    expect(patternLessonScore({ visited: 3, steps: 4, questions: 0, firstTryRight: 0 })).toBe(75);
  });
});
