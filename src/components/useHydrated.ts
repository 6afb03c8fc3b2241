import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server's HTML (and on the server), true from the first client render after it:
 * for what an island reads from the browser itself (the address), not from a store. Stores are read with
 * useStore(store, { ssr }) instead, which gives the server's value while hydrating in the same way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
