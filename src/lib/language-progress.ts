/**
 * Progress is initialised when a course is viewed (docs/product/accounts.md §4): a signed-in learner's course and level
 * pages load the server's record for the language, which is the truth (docs/architecture.md 'Data ownership').
 */
import { mayHavePractice } from '@/lib/api/practice-queue-key';
import { browserTimeZone } from '@/shared/dates';
import { saveLanguageProgress } from '@/stores/progress';

const loaded = new Set<string>();

/** Replaces the local copy of one language's progress with the server's, unless completions for it wait in the queue. */
export async function loadLanguageProgress(language: string): Promise<void> {
  if (loaded.has(language)) return;
  loaded.add(language);
  try {
    // Only signed-in learners call this: visitors' course pages do without the API client's code.
    const { defaultApiClient, getLanguageProgress, storedQueue } = await import('@/lib/api/learner-calls');
    const fromServer = await getLanguageProgress(defaultApiClient(), language, browserTimeZone());
    // The queue's completions are already counted locally and not yet on the server: keep the local copy.
    if ((await storedQueue())?.pending().some((c) => c.language === language)) return;
    // So is practice finished on the device (its XP and heart are in the local copy).
    if (mayHavePractice()) return;
    saveLanguageProgress(language, fromServer);
  } catch {
    // Offline or refused: the local copy stays (the client has logged the error).
    loaded.delete(language);
  }
}
