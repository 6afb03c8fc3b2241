/**
 * Practice as this device last had it, per account and language, so a session can be played without the server: the
 * server's state at the last load, and the answers given on the device since (sent or still waiting), which a
 * session built offline applies so that a card answered is not asked again. Another account's entries are never read.
 */
import { SAVED_PRACTICE_KEY } from '@/lib/session/device-data';
import type { PracticeAnswer, PracticeState } from '@/shared/api-types';

export { SAVED_PRACTICE_KEY };

/** States kept, newest first: the four course languages of one learner, or fewer learners' when several share the device. */
export const MAX_SAVED_STATES = 4;
/** Answers kept per state, newest kept: some twenty offline sessions. */
export const MAX_DEVICE_ANSWERS = 300;

/** One learner's practice in one language, as this device last had it. */
export interface SavedPractice {
  owner: string;
  language: string;
  savedAt: string;
  state: PracticeState;
  /** Answers given on this device that `state` does not hold yet, in the order given. */
  answers: PracticeAnswer[];
}

export type SavedPracticeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): SavedPracticeStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function isSaved(value: unknown): value is SavedPractice {
  const v = value as Partial<SavedPractice> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.owner === 'string' &&
    typeof v.language === 'string' &&
    typeof v.savedAt === 'string' &&
    Array.isArray(v.answers) &&
    typeof v.state === 'object' &&
    v.state !== null &&
    v.state.language === v.language &&
    Array.isArray(v.state.items) &&
    Array.isArray(v.state.cards)
  );
}

function readAll(storage: SavedPracticeStorage | undefined): SavedPractice[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SAVED_PRACTICE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isSaved) : [];
  } catch {
    return [];
  }
}

function writeAll(storage: SavedPracticeStorage | undefined, entries: SavedPractice[]): void {
  if (!storage) return;
  // A full storage keeps the newest entry alone; without room even for that, practice simply needs the server.
  for (const kept of [entries, entries.slice(0, 1)]) {
    try {
      storage.setItem(SAVED_PRACTICE_KEY, JSON.stringify(kept));
      return;
    } catch (error) {
      if (kept.length <= 1) console.warn('Practice could not be saved for offline use', error);
    }
  }
}

const sameSlot = (entry: SavedPractice, owner: string, language: string) =>
  entry.owner === owner && entry.language === language;

/** Keeps `state` (the server's, just loaded) for `owner`, with the answers the server does not hold yet. */
export function savePractice(
  owner: string,
  state: PracticeState,
  answers: readonly PracticeAnswer[],
  savedAt: Date,
  storage: SavedPracticeStorage | undefined = browserStorage(),
): void {
  const entry: SavedPractice = {
    owner,
    language: state.language,
    savedAt: savedAt.toISOString(),
    state,
    answers: answers.slice(-MAX_DEVICE_ANSWERS),
  };
  const others = readAll(storage).filter((e) => !sameSlot(e, owner, state.language));
  writeAll(storage, [entry, ...others].slice(0, MAX_SAVED_STATES));
}

/** The practice saved for `owner` in `language`, or null when this device has none. */
export function savedPractice(
  owner: string,
  language: string,
  storage: SavedPracticeStorage | undefined = browserStorage(),
): SavedPractice | null {
  return readAll(storage).find((e) => sameSlot(e, owner, language)) ?? null;
}

/** Adds answers given on this device to `owner`'s saved practice in `language` (each once, by id); nothing without one. */
export function addDeviceAnswers(
  owner: string,
  language: string,
  answers: readonly PracticeAnswer[],
  storage: SavedPracticeStorage | undefined = browserStorage(),
): void {
  const all = readAll(storage);
  const at = all.findIndex((e) => sameSlot(e, owner, language));
  const entry = all[at];
  if (!entry) return;
  const known = new Set(entry.answers.map((a) => a.id));
  const added = [...entry.answers, ...answers.filter((a) => !known.has(a.id))].slice(-MAX_DEVICE_ANSWERS);
  writeAll(storage, [{ ...entry, answers: added }, ...all.filter((_, i) => i !== at)]);
}
