/**
 * Where the outbox keeps its entries: the browser's localStorage, and for the rest of the page a copy in memory of any
 * key the browser refuses to save (full, blocked), so nothing waiting is lost while the page stays open.
 */

/** The part of the Web Storage API the outbox uses. */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or undefined where it is missing or blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings, sandboxed frames).
    return undefined;
  }
}

/** `storage` with a memory copy of each key it refuses to save; that key is read from memory until a save succeeds. */
export function withMemoryFallback(storage: OutboxStorage | undefined): OutboxStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        if (!storage) throw new Error('No storage');
        storage.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        if (storage && !memory.has(key))
          console.error('The outbox could not be saved in storage; keeping it in memory', error);
        memory.set(key, value);
      }
    },
  };
}

let page: OutboxStorage | undefined;

/** The page's outbox storage: localStorage with the page's memory copy; every reader of the outbox asks this one. */
export function outboxStorage(): OutboxStorage {
  page ??= withMemoryFallback(browserStorage());
  return page;
}
