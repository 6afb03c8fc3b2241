/**
 * What a page can tell about the outbox without loading the code that sends it: whether anything waits, and how much of
 * it is the learner's. Most pages have nothing waiting, so the sending code loads only when something may.
 */
import { isCompletion, isPractice, isReport, type OutboxEntry } from './entries.ts';
import { WAITING_KEYS } from './keys.ts';
import { outboxStorage, type OutboxStorage } from './storage.ts';

type Readable = Pick<OutboxStorage, 'getItem'>;

/** Whether anything is stored in the outbox (entries of any account; the outbox itself sorts out whose). */
export function mayHaveWaiting(storage: Readable | undefined = outboxStorage()): boolean {
  return WAITING_KEYS.some((key) => {
    try {
      const raw = storage?.getItem(key);
      return typeof raw === 'string' && raw !== '' && raw !== '[]';
    } catch {
      return false;
    }
  });
}

/**
 * The entries stored for `owner`: stamped with that account, or saved before any account was known. Read on every
 * signed-in page, so it checks only what it counts by (an object with a language); the outbox checks each entry whole.
 */
export function waitingFor(owner: string | null, storage: Readable | undefined = outboxStorage()): OutboxEntry[] {
  return WAITING_KEYS.flatMap((key) => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value.filter((entry: unknown): entry is OutboxEntry => {
        const { language, owner: whose } = (entry ?? {}) as { language?: unknown; owner?: unknown };
        return typeof language === 'string' && (whose === undefined || whose === owner);
      });
    } catch {
      return [];
    }
  });
}

/**
 * Whether what waits for `owner` keeps the device's copy of `language`'s progress ahead of the server's: a lesson of that
 * language (its XP and hearts are counted on the device), or practice (a session's heart and XP likewise). Reports do not.
 */
export function holdsProgressBack(
  language: string,
  owner: string | null,
  storage: Readable | undefined = outboxStorage(),
): boolean {
  return waitingFor(owner, storage).some((e) => !isReport(e) && (e.language === language || isPractice(e)));
}

/** What the header counts: finished lessons (a lost heart is part of its lesson, a report is no progress) and practice calls. */
export interface WaitingCounts {
  lessons: number;
  practice: number;
}

/** The header's counts of `entries`. */
export const countWaiting = (entries: readonly OutboxEntry[]): WaitingCounts => ({
  lessons: entries.filter(isCompletion).length,
  practice: entries.filter(isPractice).length,
});
