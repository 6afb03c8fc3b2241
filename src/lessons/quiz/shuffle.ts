import { seededShuffle } from '../shared/shuffle.ts';

/** A question's options in this attempt's order: shuffled by the attempt's seed and the question's number. */
export function optionsInPlayOrder<T>(options: readonly T[], seed: string, questionIndex: number): T[] {
  return seededShuffle(options, `${seed}:q${questionIndex}`);
}
