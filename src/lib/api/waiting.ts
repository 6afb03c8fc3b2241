/**
 * How many results wait on this device for the server, for the header's sync indicator on every signed-in page:
 * read from the outbox's storage without loading the code that sends it, and kept current when the learner changes
 * and when another tab queues or syncs. The outbox publishes its own changes on this page.
 */
import { $user } from '@/stores/auth';
import { setWaiting } from '@/stores/sync';
import { LEGACY_KEYS, WAITING_KEYS } from '../outbox/keys.ts';
import { browserStorage } from '../outbox/storage.ts';
import { countWaiting, waitingFor } from '../outbox/waiting.ts';

const recount = () => setWaiting(countWaiting(waitingFor($user.get()?.id ?? null)));

/** Publishes the signed-in learner's waiting results to the sync store and keeps them current (once per page). */
export const watchWaiting = (() => {
  let watching = false;
  return (): void => {
    if (watching || typeof window === 'undefined') return;
    watching = true;
    startWatching();
  };
})();

function startWatching(): void {
  // What an earlier version of the app left waiting joins the outbox now, before anything is added after it; the
  // code that moves it loads only on a device that has some.
  const storage = browserStorage();
  if (LEGACY_KEYS.some((key) => storage?.getItem(key) != null))
    void import('../outbox/legacy.ts').then(({ moveLegacyEntries }) => {
      moveLegacyEntries(storage);
      recount();
    });
  recount();
  $user.listen(recount);
  window.addEventListener('storage', (event) => {
    if (event.key === null || WAITING_KEYS.includes(event.key)) recount();
  });
}
