/** A missed card asked again in the same session, as Anki's relearning step and Duolingo's end-of-lesson redo do. */
import type { AnswerKind } from './answers.ts';
import type { PracticeExercise } from './practiceSession.ts';
import { seededRandom, shuffled } from './seededRandom.ts';

/** A missed card comes back after at least this many other exercises (or at the end of a shorter session). */
export const RETRY_GAP = 2;
/** How many times one card is asked again in a session: a session always ends. */
export const MAX_RETRIES = 3;
const MAX_CHOICES = 4;

/** The verdict on each card of an exercise: one, or one per item of a match. */
export type ExerciseVerdicts = AnswerKind | Readonly<Record<string, AnswerKind>>;

/** The exercises that ask again what `exercise` missed: itself with its options reshuffled, or one choice per missed pair of a match. */
export function retryExercises(
  exercise: PracticeExercise,
  verdicts: ExerciseVerdicts,
  seed: number,
): PracticeExercise[] {
  const random = seededRandom(seed);
  if (exercise.kind !== 'match') {
    if (verdicts !== 'wrong') return [];
    const again = { ...exercise, isNew: false, again: true as const };
    return ['choices' in again ? { ...again, choices: shuffled(again.choices, random) } : again];
  }
  const missed = (itemId: string) =>
    (typeof verdicts === 'string' ? verdicts : (verdicts[itemId] ?? 'wrong')) === 'wrong';
  return exercise.pairs
    .filter((pair) => missed(pair.itemId))
    .map((pair) => {
      const target = exercise.targets.find((t) => t.itemId === pair.itemId)!;
      const others = shuffled(
        exercise.pairs.filter((p) => p.meaning !== pair.meaning).map((p) => p.meaning),
        random,
      ).slice(0, MAX_CHOICES - 1);
      return {
        ...target,
        isNew: false,
        kind: 'recognise' as const,
        prompt: pair.word,
        audio: null,
        choices: shuffled([pair.meaning, ...others], random),
        answer: pair.meaning,
        again: true as const,
      };
    });
}

/** How often the card of a retry has been asked again already in `queue`. */
function retriesOf(queue: readonly PracticeExercise[], retry: PracticeExercise): number {
  if (retry.kind === 'match') return 0;
  return queue.filter(
    (e) => e.kind !== 'match' && e.again === true && e.itemId === retry.itemId && e.direction === retry.direction,
  ).length;
}

/**
 * The session's queue after the exercise at `index` got `verdicts`: each card it missed (wrong, not a slip) is asked
 * again RETRY_GAP exercises later, or at the end of the queue when fewer are left, until it is answered right once or
 * has been asked again MAX_RETRIES times. The exercises before and at `index` never change; `seed` shuffles the options.
 */
export function requeueMissed(
  queue: readonly PracticeExercise[],
  index: number,
  verdicts: ExerciseVerdicts,
  seed: number,
): PracticeExercise[] {
  const exercise = queue[index];
  if (exercise === undefined) throw new RangeError(`No exercise at ${index} of a queue of ${queue.length}`);
  const retries = retryExercises(exercise, verdicts, seed).filter((r) => retriesOf(queue, r) < MAX_RETRIES);
  if (retries.length === 0) return [...queue];
  const at = Math.min(queue.length, index + 1 + RETRY_GAP);
  return [...queue.slice(0, at), ...retries, ...queue.slice(at)];
}
