import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { $connection } from '@/stores/sync';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the page can reach the server: the browser says it is online and the last connection check did not fail.
 * True on the server and until the browser says otherwise.
 */
export function useOnline(): boolean {
  const browserOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const connection = useStore($connection, { ssr: () => 'unknown' as const });
  return browserOnline && connection !== 'offline';
}
