/**
 * What a page can tell about the offline queue without loading its code: whether anything is stored in it.
 * Most pages have nothing queued, so the queue (offline-queue.ts) loads only when there is something to replay
 * or a lesson page has loaded it already.
 */
import type { OfflineQueue } from './offline-queue.ts';
import { mayHaveQueued, queueLoaded } from './queue-key.ts';

export { mayHaveQueued, QUEUE_KEY } from './queue-key.ts';

/** The page's queue when completions may wait in it, else null without loading the queue's code. */
export async function storedQueue(): Promise<OfflineQueue | null> {
  if (!queueLoaded() && !mayHaveQueued()) return null;
  return (await import('./offline-queue.ts')).defaultOfflineQueue();
}
