// Where practice saved offline waits, and a check for it that costs a page nothing: the header asks on every
// signed-in page, and loads the queue's own code only when something may wait.

/** The localStorage key of the practice queue. */
export const PRACTICE_QUEUE_KEY = 'lugha_pending_practice';

function localStore(): Pick<Storage, 'getItem'> | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether practice may wait in the browser's queue. */
export function mayHavePractice(storage: Pick<Storage, 'getItem'> | undefined = localStore()): boolean {
  const raw = storage?.getItem(PRACTICE_QUEUE_KEY);
  return typeof raw === 'string' && raw !== '' && raw !== '[]';
}
