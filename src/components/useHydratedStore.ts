import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

const noSubscription = () => () => undefined;

/** False while React hydrates the server's HTML (and on the server), true from the first client render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A store's value, but the server's value while hydrating: stores read from localStorage or set by another island
 * already hold the learner's data when an island hydrates, and its first render must match the static HTML.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  return useHydrated() ? value : serverValue;
}
