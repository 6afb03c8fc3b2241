import { atom } from 'nanostores';

/** True once the lesson on this page is finished: its completion panel then holds the way on. */
export const $lessonFinished = atom(false);

/** Marks the page's lesson finished. */
export function finishLesson(): void {
  $lessonFinished.set(true);
}
