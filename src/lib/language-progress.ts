/**
 * Progress is initialised when a course is viewed (docs/product/accounts.md §4): a signed-in learner's course and level
 * pages load the server's record for the language, which is the truth (docs/architecture.md 'Data ownership').
 */
import { browserTimeZone } from '@/shared/dates';
import { $user } from '@/stores/auth';
import { saveLanguageProgress } from '@/stores/progress';

const loaded = new Set<string>();

/** Replaces the local copy of one language's progress with the server's, unless lessons or practice for it wait in the outbox. */
export async function loadLanguageProgress(language: string): Promise<void> {
  if (loaded.has(language)) return;
  loaded.add(language);
  try {
    // Only signed-in learners call this: visitors' course pages do without the API client's code.
    const { defaultApiClient, getLanguageProgress, holdsProgressBack } = await import('@/lib/api/learner-calls');
    const fromServer = await getLanguageProgress(defaultApiClient(), language, browserTimeZone());
    // Lessons and practice waiting in the outbox are already counted locally and not yet on the server (their XP and
    // hearts are in the local copy): keep the local copy.
    if (holdsProgressBack(language, $user.get()?.id ?? null)) return;
    saveLanguageProgress(language, fromServer);
  } catch {
    // Offline or refused: the local copy stays (the client has logged the error).
    loaded.delete(language);
  }
}
