// One object store of an IndexedDB database on the device, opened once when first used: the saved takes
// (src/lib/audio/saved-takes.ts) and the downloaded audio files (src/lib/audio/downloads.ts).

/** Runs `work` in one transaction of the store; resolves once it is written (or read), rejects if it fails. */
export type InStore = <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => Promise<T>;

/**
 * The store `store` of database `name` (version 1, made by `create` on a device that has none). A failed open is
 * tried again on the next call; a database another tab holds at an older version refuses rather than waits.
 */
export function objectStore(name: string, store: string, create: (db: IDBDatabase) => void): InStore {
  let opening: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB unavailable');
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => create(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
      request.onblocked = () => reject(new Error('IndexedDB blocked'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    }));
  return async (mode, work) => {
    const db = await open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(store, mode);
      const request = work(transaction.objectStore(store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  };
}
