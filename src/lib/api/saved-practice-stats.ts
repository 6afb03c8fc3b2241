// The profile's last practice statistics, kept on the device so the page can show them offline. They are kept per
// account (by user id, so another account signed in on the same browser never sees them) and per language, and
// bounded: the most recent accounts and languages only.
import type { PracticeStatsResult } from '../../shared/api-types.ts';

/** The localStorage key of the saved statistics. */
export const SAVED_PRACTICE_STATS_KEY = 'lugha_practice_stats';
/** At most this many accounts keep statistics on one device; the least recently saved go first. */
export const MAX_SAVED_ACCOUNTS = 3;
/** At most this many languages per account (the courses have four). */
export const MAX_SAVED_LANGUAGES = 8;

/** One language's statistics as the server gave them, and when (ms since the epoch) they were saved. */
export interface SavedPracticeStats {
  stats: PracticeStatsResult;
  savedAt: number;
}

type Saved = Record<string, Record<string, SavedPracticeStats>>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function localStore(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isStats(value: unknown, language: string): value is PracticeStatsResult {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    s['language'] === language &&
    isCount(s['wordsLearned']) &&
    isCount(s['dueCount']) &&
    isCount(s['newCount']) &&
    isCount(s['strong']) &&
    Array.isArray(s['reviewsByDay']) &&
    s['reviewsByDay'].every(
      (d: unknown) =>
        typeof d === 'object' &&
        d !== null &&
        typeof (d as Record<string, unknown>)['date'] === 'string' &&
        isCount((d as Record<string, unknown>)['reviews']),
    )
  );
}

/** Reads what is saved, keeping only well-formed entries: a damaged or hand-edited value never reaches the page. */
function readAll(storage: Store | undefined): Saved {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(SAVED_PRACTICE_STATS_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const saved: Saved = {};
  for (const [userId, languages] of Object.entries(parsed)) {
    if (typeof languages !== 'object' || languages === null) continue;
    const kept: Record<string, SavedPracticeStats> = {};
    for (const [language, entry] of Object.entries(languages as Record<string, unknown>)) {
      const e = entry as Partial<SavedPracticeStats> | null;
      if (e && isCount(e.savedAt) && isStats(e.stats, language))
        kept[language] = { stats: e.stats, savedAt: e.savedAt };
    }
    if (Object.keys(kept).length > 0) saved[userId] = kept;
  }
  return saved;
}

const latest = (entries: Record<string, SavedPracticeStats>) =>
  Math.max(...Object.values(entries).map((e) => e.savedAt));

/** Keeps the statistics the server just gave for this account, within the bounds; storage errors are ignored. */
export function savePracticeStats(
  userId: string,
  stats: readonly PracticeStatsResult[],
  now: number,
  storage: Store | undefined = localStore(),
): void {
  if (!storage || userId === '' || stats.length === 0) return;
  const saved = readAll(storage);
  const mine = { ...saved[userId] };
  for (const s of stats) mine[s.language] = { stats: s, savedAt: now };
  const languages = Object.entries(mine)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_SAVED_LANGUAGES);
  saved[userId] = Object.fromEntries(languages);
  const accounts = Object.entries(saved)
    .sort(([, a], [, b]) => latest(b) - latest(a))
    .slice(0, MAX_SAVED_ACCOUNTS);
  try {
    storage.setItem(SAVED_PRACTICE_STATS_KEY, JSON.stringify(Object.fromEntries(accounts)));
  } catch {
    // A full or refused storage only means the page cannot show these offline.
  }
}

/** This account's saved statistics for the languages asked for, in their order; languages never saved are left out. */
export function savedPracticeStats(
  userId: string,
  languages: readonly string[],
  storage: Store | undefined = localStore(),
): SavedPracticeStats[] {
  const mine = readAll(storage)[userId] ?? {};
  return languages.flatMap((language) => mine[language] ?? []);
}

/** Removes this account's saved statistics (on sign-out); other accounts' stay, and the key goes when none is left. */
export function forgetPracticeStats(
  userId: string,
  storage: (Store & Partial<Pick<Storage, 'removeItem'>>) | undefined = localStore(),
): void {
  const saved = readAll(storage);
  if (!storage || !(userId in saved)) return;
  delete saved[userId];
  try {
    if (Object.keys(saved).length === 0 && storage.removeItem) storage.removeItem(SAVED_PRACTICE_STATS_KEY);
    else storage.setItem(SAVED_PRACTICE_STATS_KEY, JSON.stringify(saved));
  } catch {
    // A storage that cannot be written keeps what it has; it is read by its owner only.
  }
}
