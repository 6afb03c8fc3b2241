/**
 * The checked-answer flow shared by quiz and sentence construction (docs/product/lessons.md §4): each item goes
 * answering → checked; a wrong check goes back to answering on retry, a right one moves on.
 */
import { firstTryScore } from '@/domain';
import type { LessonOutcome } from '../types.ts';

export type ExercisePhase = 'answering' | 'wrong' | 'right';

export interface ExerciseState {
  /** The item being played, 0-based. */
  index: number;
  total: number;
  phase: ExercisePhase;
  /** Checks made so far. */
  checks: number;
  /** Wrong checks so far. */
  mistakes: number;
  /** Items answered right on their first check. */
  firstTryRight: number;
  /** The current item has already had a wrong check. */
  missed: boolean;
  /** The items (0-based) whose first check was wrong, in play order. */
  missedItems: readonly number[];
  hintsUsed: number;
}

/** A fresh run over `total` items. */
export function startExercise(total: number): ExerciseState {
  return {
    index: 0,
    total,
    phase: 'answering',
    checks: 0,
    mistakes: 0,
    firstTryRight: 0,
    missed: false,
    missedItems: [],
    hintsUsed: 0,
  };
}

/** Records one check of the current item; ignored unless the item is being answered. */
export function recordCheck(state: ExerciseState, correct: boolean): ExerciseState {
  if (state.phase !== 'answering') return state;
  return {
    ...state,
    phase: correct ? 'right' : 'wrong',
    checks: state.checks + 1,
    mistakes: state.mistakes + (correct ? 0 : 1),
    firstTryRight: state.firstTryRight + (correct && !state.missed ? 1 : 0),
    missed: state.missed || !correct,
    missedItems: correct || state.missed ? state.missedItems : [...state.missedItems, state.index],
  };
}

/**
 * A check that was right but for its marks (the grader's slip): the item is answered, as a slip counts as recalled in
 * practice, at no cost in hearts or mistakes, but it was not right first time and is listed as missed.
 */
export function recordSlip(state: ExerciseState): ExerciseState {
  if (state.phase !== 'answering') return state;
  return {
    ...state,
    phase: 'right',
    checks: state.checks + 1,
    missed: true,
    missedItems: state.missed ? state.missedItems : [...state.missedItems, state.index],
  };
}

/** After a wrong check, back to answering the same item. */
export function retry(state: ExerciseState): ExerciseState {
  return state.phase === 'wrong' ? { ...state, phase: 'answering' } : state;
}

/** Whether the current item is the last one. */
export function isLastItem(state: ExerciseState): boolean {
  return state.index >= state.total - 1;
}

/** After a right check, on to the next item (the last item stays where it is: the run is finished). */
export function advance(state: ExerciseState): ExerciseState {
  if (state.phase !== 'right' || isLastItem(state)) return state;
  return { ...state, index: state.index + 1, phase: 'answering', missed: false };
}

/** One more hint taken. */
export function takeHint(state: ExerciseState): ExerciseState {
  return { ...state, hintsUsed: state.hintsUsed + 1 };
}

/** What a finished run reports to the shell: score = the domain's firstTryScore, mistakes = wrong checks, attempts = checks (at least 1). */
export function exerciseOutcome(state: ExerciseState): LessonOutcome {
  return {
    score: firstTryScore(state.firstTryRight, state.total),
    mistakes: state.mistakes,
    attempts: Math.max(1, state.checks),
    hintsUsed: state.hintsUsed,
  };
}
