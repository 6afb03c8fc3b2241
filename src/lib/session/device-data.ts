/**
 * What this device keeps of one account, and how it leaves with the account on sign-out: the practice saved for
 * offline sessions always goes; what waits in the outbox for the server
 * (completions, lost hearts, practice answers and finishes, reports) is sent first, and only what could not be sent
 * stays, bound to its owner, until they sign in again; the onboarding page says how much. Nothing kept is ever shown
 * to another account (each store reads its owner's entries only).
 */
import { waitingFor } from '@/lib/outbox/waiting';

/** The localStorage key of the practice saved for offline sessions (src/practice/savedPractice.ts). */
export const SAVED_PRACTICE_KEY = 'lugha_practice_offline';

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): DeviceStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function entries(storage: DeviceStorage, key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const ownerOf = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null ? (entry as { owner?: unknown }).owner : undefined;

/** Removes `owner`'s practice saved for offline sessions; other accounts' stay. */
export function forgetSavedPractice(owner: string, storage: DeviceStorage | undefined = localStore()): void {
  if (!storage) return;
  const all = entries(storage, SAVED_PRACTICE_KEY);
  const kept = all.filter((entry) => ownerOf(entry) !== owner);
  if (kept.length === all.length) return;
  try {
    if (kept.length === 0) storage.removeItem(SAVED_PRACTICE_KEY);
    else storage.setItem(SAVED_PRACTICE_KEY, JSON.stringify(kept));
  } catch {
    // A storage that cannot be written keeps what it has; it is read by its owner only.
  }
}

/** How many calls of `owner` wait on this device for the server (entries stamped with no owner count as theirs). */
export function unsentFor(owner: string, storage: Pick<Storage, 'getItem'> | undefined = localStore()): number {
  return waitingFor(owner, storage).length;
}
