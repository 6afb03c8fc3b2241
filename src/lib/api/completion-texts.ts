import type { ApiRequestError } from './client.ts';

/** The spec's toast for a completion kept on the device (docs/product/lessons.md §8); pass it to showToast. */
export const SAVED_LOCALLY_TOAST = {
  title: 'Progress saved locally',
  description: "We'll sync with the server when connection is restored",
  tone: 'error',
} as const;

/** The spec's toast for any other completion failure (docs/product/lessons.md §8). */
export const COMPLETION_FAILED_TOAST = {
  title: 'Error completing lesson',
  description: 'Please try again',
  tone: 'error',
} as const;

/**
 * What the learner reads when the server refuses a queued completion for good: the server's text, except for a
 * completion stamped outside the window the server applies device times in (src/domain/clientTime.ts), which says
 * what happened and what to do: it was kept on the device more than 30 days, or the device's clock is ahead.
 */
export function completionRefusalText(lessonId: string, error: ApiRequestError): string {
  if (error.code === 'invalid_field' && error.message.startsWith('completedAt:')) {
    if (error.message.includes('30 days'))
      return `Lesson ${lessonId} was finished on this device more than 30 days ago, too long ago to count now: play it again to count it.`;
    if (error.message.includes('in the future'))
      return `Lesson ${lessonId} could not be saved: this device's clock is ahead. Set its date and time, then play the lesson again.`;
  }
  return `Lesson ${lessonId}: ${error.message}`;
}
