/**
 * Moves what a device still holds under the keys of the two queues the outbox replaced into the outbox, once: the
 * lines are merged by the time each entry was made, each line keeping its own order, so a lesson and a practice
 * session made offline before the update still reach the server in the order they were made.
 */
import type { OutboxEntry } from './entries.ts';
import { isOutboxEntry } from './stored-entry.ts';
import { LEGACY_KEYS, OUTBOX_KEY } from './keys.ts';

type MovableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function entriesUnder(storage: MovableStorage, key: string): OutboxEntry[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isOutboxEntry) : [];
  } catch {
    return [];
  }
}

/** When an entry was made, in ms; NaN when it does not say (a report). */
function madeAt(entry: OutboxEntry): number {
  if (!('kind' in entry)) return Date.parse(entry.completedAt);
  switch (entry.kind) {
    case 'heart-loss':
      return Date.parse(entry.lostAt);
    case 'answers':
      return Date.parse(entry.answers[0]?.answeredAt ?? '');
    case 'finish':
      return Date.parse(entry.request.finishedAt);
    case 'report':
      return Number.NaN;
  }
}

/** Merges lines that are each in order into one line by time; an entry without a time goes with the one before it. */
export function mergeByTime(lines: readonly (readonly OutboxEntry[])[]): OutboxEntry[] {
  const timed = lines.map((line) => {
    let last = Number.NEGATIVE_INFINITY;
    return line.map((entry) => {
      const at = madeAt(entry);
      if (!Number.isNaN(at)) last = at;
      return { entry, at: last };
    });
  });
  const heads = timed.map(() => 0);
  const merged: OutboxEntry[] = [];
  for (;;) {
    let pick = -1;
    timed.forEach((line, i) => {
      const head = line[heads[i]!];
      if (head && (pick === -1 || head.at < timed[pick]![heads[pick]!]!.at)) pick = i;
    });
    if (pick === -1) return merged;
    merged.push(timed[pick]![heads[pick]!]!.entry);
    heads[pick]! += 1;
  }
}

/** Moves the old queues' entries into the outbox and removes their keys; a storage that refuses keeps them where they were. */
export function moveLegacyEntries(storage: MovableStorage | undefined): void {
  if (!storage) return;
  try {
    const old = LEGACY_KEYS.map((key) => [key, storage.getItem(key)] as const).filter(([, raw]) => raw !== null);
    if (old.length === 0) return;
    const merged = mergeByTime([
      entriesUnder(storage, OUTBOX_KEY),
      ...LEGACY_KEYS.map((k) => entriesUnder(storage, k)),
    ]);
    // The old keys go first, so the outbox has their room in a full storage; put back if it still refuses.
    for (const [key] of old) storage.removeItem(key);
    try {
      storage.setItem(OUTBOX_KEY, JSON.stringify(merged));
    } catch (error) {
      for (const [key, raw] of old) if (raw !== null) storage.setItem(key, raw);
      throw error;
    }
  } catch (error) {
    console.error('Entries waiting from an earlier version could not be moved into the outbox', error);
  }
}
