import { useStore } from '@nanostores/react';
import { $connection } from '@/stores/sync';

/**
 * Whether the page can reach the server: neither the browser (its 'offline' event, or offline when the store starts:
 * src/stores/sync.ts) nor the last connection check said otherwise. True on the server.
 */
export function useOnline(): boolean {
  return useStore($connection, { ssr: () => 'unknown' as const }) !== 'offline';
}
