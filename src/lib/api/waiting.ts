/**
 * How many results wait on this device for the server, for the header's sync indicator on every signed-in page:
 * read from the queues' storage without loading their code, and kept current when the learner changes, another tab
 * queues or syncs, and the browser loses its network. The queues publish their own changes on this page.
 */
import { $user } from '@/stores/auth';
import { setConnection, setQueuedCount, setQueuedPractice } from '@/stores/sync';
import { PRACTICE_QUEUE_KEY } from './practice-queue-key.ts';
import { storedQueue } from './queued.ts';
import { QUEUE_KEY, queueLoaded } from './queue-key.ts';

function localStore(): Pick<Storage, 'getItem'> | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many entries stored under `key` belong to `owner`: those stamped with that account, and those saved before
 * any account was known (the queues give them to whoever signs in next). Unreadable storage counts nothing.
 */
export function countWaiting(
  key: string,
  owner: string | null,
  storage: Pick<Storage, 'getItem'> | undefined = localStore(),
): number {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return 0;
    return value.filter((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { language, owner: whose, kind } = entry as { language?: unknown; owner?: unknown; kind?: unknown };
      // A heart lost during a lesson is part of that lesson, not a result of its own.
      return typeof language === 'string' && kind !== 'heart-loss' && (whose === undefined || whose === owner);
    }).length;
  } catch {
    return 0;
  }
}

function recount(): void {
  const owner = $user.get()?.id ?? null;
  // Once loaded, the completion queue is the one to ask: it may hold its entries in memory when storage is full.
  if (queueLoaded())
    void storedQueue().then(
      (queue) =>
        queue && setQueuedCount(queue.pending().filter((e) => !('kind' in e && e.kind === 'heart-loss')).length),
    );
  else setQueuedCount(countWaiting(QUEUE_KEY, owner));
  setQueuedPractice(countWaiting(PRACTICE_QUEUE_KEY, owner));
}

let watching = false;

/** Publishes the signed-in learner's waiting results to the sync store and keeps them current (once per page). */
export function watchWaiting(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  recount();
  $user.listen(recount);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === QUEUE_KEY || event.key === PRACTICE_QUEUE_KEY) recount();
  });
  // The browser knows at once when its network has gone; the status poll confirms the way back with /health.
  window.addEventListener('offline', () => setConnection('offline'));
}
