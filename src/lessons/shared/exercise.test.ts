import { describe, expect, it } from 'vitest';
import {
  advance,
  exerciseOutcome,
  isLastItem,
  recordCheck,
  retry,
  startExercise,
  takeHint,
  type ExerciseState,
} from './exercise.ts';

/** Plays checks in order, retrying after a wrong one and advancing after a right one. */
function play(total: number, checks: readonly boolean[]): ExerciseState {
  return checks.reduce((state, correct) => {
    const checked = recordCheck(state, correct);
    return correct ? advance(checked) : retry(checked);
  }, startExercise(total));
}

describe('the checked-answer flow', () => {
  it('starts answering the first item with nothing counted', () => {
    expect(startExercise(3)).toEqual({
      index: 0,
      total: 3,
      phase: 'answering',
      checks: 0,
      mistakes: 0,
      firstTryRight: 0,
      missed: false,
      missedItems: [],
      hintsUsed: 0,
    });
  });

  it('lists the items whose first check was wrong, once each', () => {
    // item 0 right; item 1 wrong twice then right; item 2 wrong then right.
    expect(play(3, [true, false, false, true, false, true]).missedItems).toEqual([1, 2]);
    expect(play(2, [true, true]).missedItems).toEqual([]);
  });

  it('a wrong check shows wrong, retry returns to answering the same item', () => {
    const wrong = recordCheck(startExercise(2), false);
    expect(wrong).toMatchObject({ phase: 'wrong', index: 0, checks: 1, mistakes: 1, missed: true });
    expect(retry(wrong)).toMatchObject({ phase: 'answering', index: 0, missed: true });
  });

  it('a right check moves on only when advanced, and resets the missed flag', () => {
    const right = recordCheck(retry(recordCheck(startExercise(2), false)), true);
    expect(right).toMatchObject({ phase: 'right', index: 0, firstTryRight: 0 });
    expect(advance(right)).toMatchObject({ phase: 'answering', index: 1, missed: false });
  });

  it('ignores a second check of an item already checked', () => {
    const right = recordCheck(startExercise(2), true);
    expect(recordCheck(right, false)).toBe(right);
    expect(recordCheck(recordCheck(startExercise(2), false), true)).toMatchObject({ phase: 'wrong', checks: 1 });
  });

  it('does not retry a right answer nor advance a wrong one or past the last item', () => {
    const right = recordCheck(startExercise(1), true);
    expect(retry(right)).toBe(right);
    expect(isLastItem(right)).toBe(true);
    expect(advance(right)).toBe(right);
    const wrong = recordCheck(startExercise(2), false);
    expect(advance(wrong)).toBe(wrong);
  });

  it('never mutates its input', () => {
    const start = startExercise(2);
    const copy = structuredClone(start);
    recordCheck(start, false);
    takeHint(start);
    expect(start).toEqual(copy);
  });
});

describe('exerciseOutcome', () => {
  it('all right first time: 100 %, no mistakes, one check per item', () => {
    expect(exerciseOutcome(play(4, [true, true, true, true]))).toEqual({
      score: 100,
      mistakes: 0,
      attempts: 4,
      hintsUsed: 0,
    });
  });

  it('counts an item right only on its first check; mistakes are wrong checks, attempts all checks', () => {
    // item 1 right; item 2 wrong twice then right; item 3 right.
    expect(exerciseOutcome(play(3, [true, false, false, true, true]))).toEqual({
      score: 67,
      mistakes: 2,
      attempts: 5,
      hintsUsed: 0,
    });
  });

  it('counts hints', () => {
    expect(exerciseOutcome(takeHint(takeHint(startExercise(1)))).hintsUsed).toBe(2);
  });

  it('reports at least one attempt', () => {
    expect(exerciseOutcome(startExercise(1)).attempts).toBe(1);
  });
});
