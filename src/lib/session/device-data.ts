/**
 * What this device keeps of one account, and how it leaves with the account on sign-out: the practice saved for
 * offline sessions (cards, and the statistics the profile shows) always goes; what waits in the outbox for the server
 * (completions, lost hearts, practice answers and finishes, reports) is sent first, and only what could not be sent
 * stays, bound to its owner, until they sign in again; the onboarding page says how much. Nothing kept is ever shown
 * to another account (each store reads its owner's entries only).
 */
import { forgetPracticeStats } from '@/lib/api/saved-practice-stats';
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

/** Removes everything of `owner`'s practice this device saved to show offline: cards and statistics. */
export function forgetPracticeOf(owner: string, storage: DeviceStorage | undefined = localStore()): void {
  forgetSavedPractice(owner, storage);
  forgetPracticeStats(owner, storage);
}

/**
 * What signing out leaves of `owner` on this device, once what waits has been sent as far as it could: their saved
 * practice goes; the number of their calls still unsent is returned for the onboarding page to say (they stay).
 */
export function leaveDevice(owner: string, storage: DeviceStorage | undefined = localStore()): number {
  forgetPracticeOf(owner, storage);
  return unsentFor(owner, storage);
}

/** How many calls of `owner` wait on this device for the server (entries stamped with no owner count as theirs). */
export function unsentFor(owner: string, storage: Pick<Storage, 'getItem'> | undefined = localStore()): number {
  return waitingFor(owner, storage).length;
}
