/**
 * Where the offline queue keeps completions, and whether its code has loaded: read by pages that have not loaded the
 * queue (queued.ts) and set by the queue itself (offline-queue.ts), so neither of those imports the other eagerly.
 */

/** Browser storage key of the queue. */
export const QUEUE_KEY = 'lugha_pending_completions';

let moduleLoaded = false;

/** Called by offline-queue.ts when it loads: from then on its queue, which may be held in memory, is the one to ask. */
export function markQueueLoaded(): void {
  moduleLoaded = true;
}

/** Whether offline-queue.ts has loaded on this page. */
export function queueLoaded(): boolean {
  return moduleLoaded;
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
