/**
 * What this device keeps of one account, and how it leaves with the account on sign-out: the practice saved for
 * offline sessions (cards, and the statistics the profile shows) and the recordings not yet sent always go; what
 * waits in the outbox for the server (completions, lost hearts, practice answers and finishes, reports) is sent first,
 * and only what could not be sent stays, bound to its owner, until they sign in again; the onboarding page says how
 * much. Nothing kept is ever shown to another account (each store reads its owner's entries only).
 */
import { forgetPracticeStats } from '@/lib/api/saved-practice-stats';
import { forgetTakes } from '@/lib/audio/saved-takes';
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

/** How long signing out waits for the device's database to forget the recordings not yet sent. */
const FORGET_TAKES_MS = 2000;

/**
 * What signing out leaves of `owner` on this device, once what waits has been sent as far as it could: their saved
 * practice and their recordings not yet sent (src/lib/audio/saved-takes.ts) go; the number of their calls still
 * unsent is returned for the onboarding page to say (they stay).
 */
export async function leaveDevice(owner: string, storage: DeviceStorage | undefined = localStore()): Promise<number> {
  forgetPracticeOf(owner, storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    forgetTakes(owner).catch(() => undefined),
    new Promise<void>((done) => (timer = setTimeout(done, FORGET_TAKES_MS))),
  ]);
  clearTimeout(timer);
  return unsentFor(owner, storage);
}

/** How many calls of `owner` wait on this device for the server (entries stamped with no owner count as theirs). */
export function unsentFor(owner: string, storage: Pick<Storage, 'getItem'> | undefined = localStore()): number {
  return waitingFor(owner, storage).length;
}
