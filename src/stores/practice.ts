import { map } from 'nanostores';

/** Practice cards due now per language, as the server last said; a language not yet asked is absent. */
export const $practiceDue = map<Record<string, number>>({});

/** Records how many practice cards are due in a language (the server's figure after a load, an answer batch or a finish). */
export function setPracticeDue(language: string, count: number): void {
  $practiceDue.setKey(language, Math.max(0, Math.round(count)));
}

/** Forgets the due counts, e.g. when the learner signs out. */
export function clearPracticeDue(): void {
  $practiceDue.set({});
}
