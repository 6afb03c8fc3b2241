import { describe, expect, it } from 'vitest';
import { completeLessonWithHearts } from './completionHearts.ts';
import { IGBO_OUTLINE, SPEC_ACHIEVEMENTS } from '../test-support/domain-fixtures.ts';
import { lessonOrder } from './outline.ts';
import { initialProgress } from './progress.ts';

const context = { outline: IGBO_OUTLINE, achievements: SPEC_ACHIEVEMENTS, today: '2026-11-23' };
const start = {
  ...initialProgress(lessonOrder(IGBO_OUTLINE)),
  completedLessons: ['1-0', '1-1', '1-2'],
  currentHearts: 2,
  lastHeartsDate: '2026-11-23',
};

describe('completeLessonWithHearts', () => {
  it('takes one heart per mistake in a lesson that costs hearts', () => {
    expect(
      completeLessonWithHearts(start, { lessonId: '1-4', lessonType: 'quiz', mistakeCount: 1 }, context).progress
        .currentHearts,
    ).toBe(1);
    expect(
      completeLessonWithHearts(
        start,
        { lessonId: '1-6', lessonType: 'sentence-construction', mistakeCount: 5 },
        context,
      ).progress.currentHearts,
    ).toBe(0);
  });

  it('takes none for a memory game’s mismatches', () => {
    expect(
      completeLessonWithHearts(start, { lessonId: '1-3', lessonType: 'memory-game', mistakeCount: 3 }, context).progress
        .currentHearts,
    ).toBe(2);
  });

  it('refills on a new day before taking them', () => {
    const result = completeLessonWithHearts(
      { ...start, lastHeartsDate: '2026-11-22' },
      { lessonId: '1-6', lessonType: 'quiz', mistakeCount: 2 },
      context,
    );
    expect(result.progress).toMatchObject({ currentHearts: 3, lastHeartsDate: '2026-11-23' });
  });

  it('takes no heart twice for mistakes whose hearts were recorded while the lesson was played', () => {
    const lost = { ...start, currentHearts: 0 };
    const quiz = { lessonId: '1-4', lessonType: 'quiz', mistakeCount: 2 };
    expect(completeLessonWithHearts(lost, quiz, context, 2).progress.currentHearts).toBe(0);
    expect(completeLessonWithHearts(start, { ...quiz, mistakeCount: 3 }, context, 1).progress.currentHearts).toBe(0);
    expect(completeLessonWithHearts(start, quiz, context, 1).progress.currentHearts).toBe(1);
  });

  it('leaves the input unchanged', () => {
    const copy = structuredClone(start);
    completeLessonWithHearts(start, { lessonId: '1-3', lessonType: 'quiz', mistakeCount: 2 }, context);
    expect(start).toEqual(copy);
  });
});
