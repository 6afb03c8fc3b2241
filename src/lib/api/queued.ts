/**
 * What a page can tell about the offline queue without loading its code: whether anything is stored in it.
 * Most pages have nothing queued, so the queue (offline-queue.ts) loads only when there is something to replay
 * or a lesson page has loaded it already.
 */
import type { OfflineQueue } from './offline-queue.ts';

/** Browser storage key of the queue. */
export const QUEUE_KEY = 'lugha_pending_completions';

let moduleLoaded = false;

/** Called by offline-queue.ts when it loads: from then on its queue, which may be held in memory, is the one to ask. */
export function markQueueLoaded(): void {
  moduleLoaded = true;
}

/** Whether anything is stored under the queue's key (entries of any account; the queue itself sorts out whose). */
export function mayHaveQueued(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const raw = storage?.getItem(QUEUE_KEY);
    return typeof raw === 'string' && raw !== '' && raw !== '[]';
  } catch {
    return false;
  }
}

/** The page's queue when completions may wait in it, else null without loading the queue's code. */
export async function storedQueue(): Promise<OfflineQueue | null> {
  if (!moduleLoaded && !mayHaveQueued()) return null;
  return (await import('./offline-queue.ts')).defaultOfflineQueue();
}
