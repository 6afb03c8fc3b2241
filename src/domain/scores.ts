/** Lesson scores as 0–100 integers and how a lesson was completed (docs/product/lessons.md §3, §9). */

export type CompletionMethod = 'perfect' | 'good' | 'struggled';

/** Accuracy (%) from which a completion counts as good rather than struggled. */
export const GOOD_ACCURACY = 70;

/** round(100 × part / whole) clamped to 0..100; an empty whole scores 100 (nothing was left undone). */
function share(part: number, whole: number): number {
  if (!(whole > 0)) return 100;
  return Math.round(Math.min(1, Math.max(0, part / whole)) * 100);
}

/** Memory game score = max(50, round(pairs / attempts × 100)), at most 100; 50 when no attempts were counted. */
export function memoryGameScore(pairs: number, attempts: number): number {
  if (!(attempts > 0) || !(pairs > 0)) return 50;
  return Math.min(100, Math.max(50, Math.round((pairs / attempts) * 100)));
}

/** Pattern discovery score = round(100 × steps visited / total steps), 0..100. */
export function patternScore(visited: number, total: number): number {
  return share(visited, total);
}

/** Cultural story score = round(100 × questions answered correctly / total questions), 0..100. */
export function storyScore(correct: number, total: number): number {
  return share(correct, total);
}

/**
 * Quiz and sentence-construction score = round(100 × items right on the first check / items), 0..100. Spec 001 §9
 * gives them no formula of their own; this is the story's share of questions answered correctly (storyScore),
 * counting an item as correct only when its first check was right.
 */
export function firstTryScore(firstTryRight: number, total: number): number {
  return storyScore(firstTryRight, total);
}

/** perfect at accuracy ≥ 100 with 0 mistakes, good at accuracy ≥ 70, else struggled. */
export function completionMethod(accuracy: number, mistakeCount = 0): CompletionMethod {
  if (accuracy >= 100 && mistakeCount === 0) return 'perfect';
  return accuracy >= GOOD_ACCURACY ? 'good' : 'struggled';
}
