/**
 * The takes of a speaker's batch (src/components/contribute/batch.ts) kept on this device until the server accepts
 * them, so a reload or a closed tab loses none: one IndexedDB record per take (the MP3's bytes, its prompt, length and
 * the server's refusal), bound to its owner and language. The page writes the whole batch after every change, so a
 * sent or removed take leaves the device with the batch; signing out forgets the owner's takes
 * (src/lib/session/device-data.ts). The pure parts (what a record holds, which records come back) are exported for
 * tests; a storage that fails only means the batch lives in the page's memory.
 */
import type { AudioPrompt } from '@/lib/api/audio-endpoints';
import { objectStore } from '@/lib/idb-store';

/** The browser database of takes not yet sent, and its one store. */
export const TAKES_DATABASE = 'lugha-takes';
const STORE = 'takes';

/** A take as the batch holds it: its prompt, the MP3, its length in seconds, and the server's refusal if any. */
export interface KeptTake {
  prompt: AudioPrompt;
  mp3: Blob;
  seconds: number;
  error: string | null;
}

/** A take as the device stores it: whose, for which language and prompt, at which place of the batch, and its bytes. */
export interface StoredTake {
  id: string;
  owner: string;
  language: string;
  prompt: string;
  /** The prompt's words when it was recorded, to name a take whose prompt is gone. */
  text: string;
  place: number;
  seconds: number;
  error: string | null;
  mp3: ArrayBuffer;
}

/** The record of `take`, the `place`-th of `owner`'s batch in `language`, with its MP3's bytes. */
export function storedTake(
  owner: string,
  language: string,
  take: KeptTake,
  place: number,
  mp3: ArrayBuffer,
): StoredTake {
  return {
    id: JSON.stringify([owner, language, take.prompt.prompt]),
    owner,
    language,
    prompt: take.prompt.prompt,
    text: take.prompt.text,
    place,
    seconds: take.seconds,
    error: take.error,
    mp3,
  };
}

/** Whether a value read from the store is a whole take record (an older or damaged one is not restored). */
export function isStoredTake(value: unknown): value is StoredTake {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['id', 'owner', 'language', 'prompt', 'text'].every((key) => typeof v[key] === 'string') &&
    typeof v['place'] === 'number' &&
    typeof v['seconds'] === 'number' &&
    (v['error'] === null || typeof v['error'] === 'string') &&
    v['mp3'] instanceof ArrayBuffer &&
    v['mp3'].byteLength > 0
  );
}

/** The takes to put back in the batch, and the words of those dropped because their prompt is no longer offered. */
export interface RestoredTakes {
  takes: KeptTake[];
  dropped: string[];
}

/**
 * Which stored takes come back into `owner`'s batch in `language`: theirs only, in their batch order, one per prompt,
 * at most `limit`, each with the prompt as the server offers it now; a take whose prompt is not among `prompts` (gone
 * from the course, recorded by someone else meanwhile) is dropped and named.
 */
export function restoreTakes(
  records: readonly unknown[],
  owner: string,
  language: string,
  prompts: readonly AudioPrompt[],
  limit: number,
): RestoredTakes {
  const offered = new Map(prompts.map((p) => [p.prompt, p]));
  const mine = records
    .filter(isStoredTake)
    .filter((r) => r.owner === owner && r.language === language)
    .sort((a, b) => a.place - b.place);
  const takes: KeptTake[] = [];
  const dropped: string[] = [];
  for (const record of mine) {
    const prompt = offered.get(record.prompt);
    if (!prompt) dropped.push(record.text.split('\n')[0] ?? record.text);
    else if (takes.length < limit && !takes.some((t) => t.prompt.prompt === record.prompt))
      takes.push({
        prompt,
        mp3: new Blob([record.mp3], { type: 'audio/mpeg' }),
        seconds: record.seconds,
        error: record.error,
      });
  }
  return { takes, dropped };
}

/** What the page says about the takes that came back: "2 recordings from before are still waiting to be sent." */
export function restoredNotice(restored: number, dropped: readonly string[]): string | null {
  const parts: string[] = [];
  if (restored > 0)
    parts.push(
      restored === 1
        ? '1 recording from before is still waiting to be sent.'
        : `${restored} recordings from before are still waiting to be sent.`,
    );
  if (dropped.length > 0) {
    const names = dropped.map((text) => `“${text}”`).join(', ');
    parts.push(
      dropped.length === 1
        ? `Your recording of ${names} was removed: that prompt is no longer waiting for a recording.`
        : `Your recordings of ${names} were removed: those prompts are no longer waiting for a recording.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The one line the page shows when this device cannot keep takes (private mode, storage full or blocked). */
export const TAKES_NOT_KEPT =
  'This browser cannot keep your recordings on the device: send them before you leave or reload this page.';

const inStore = objectStore(TAKES_DATABASE, STORE, (db) => {
  const store = db.createObjectStore(STORE, { keyPath: 'id' });
  store.createIndex('owner', 'owner');
  store.createIndex('batch', ['owner', 'language']);
});

/** Every take record of `owner` in `language` on this device (to pass to restoreTakes); rejects without storage. */
export function loadTakes(owner: string, language: string): Promise<unknown[]> {
  return inStore('readonly', (store) => store.index('batch').getAll([owner, language]));
}

/** Deletes the records under `keys` of the request's result, then lets `then` add more in the same transaction. */
function deleteAll(store: IDBObjectStore, request: IDBRequest<IDBValidKey[]>, then: () => void = () => undefined) {
  request.onsuccess = () => {
    for (const key of request.result) store.delete(key);
    then();
  };
  return request;
}

// No call at the top of the module: pages that only import a constant beside it (device-data.ts) leave it out.
let writing: Promise<unknown> | undefined;

/**
 * Writes `owner`'s batch in `language` as it is now, in place of the one stored: every write waits for the one before,
 * so the last batch wins. Rejects when the device cannot keep it.
 */
export function saveTakes(owner: string, language: string, takes: readonly KeptTake[]): Promise<void> {
  const write = (writing ?? Promise.resolve()).then(async () => {
    const records = await Promise.all(
      takes.map(async (take, place) => storedTake(owner, language, take, place, await take.mp3.arrayBuffer())),
    );
    await inStore('readwrite', (store) =>
      deleteAll(store, store.index('batch').getAllKeys([owner, language]), () => {
        for (const record of records) store.put(record);
      }),
    );
  });
  writing = write.catch(() => undefined);
  return write;
}

/** Removes every take `owner` left on this device, in every language (at sign-out); nothing to do without storage. */
export async function forgetTakes(owner: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // A device that never kept a take has no database to open (opening it would make one).
  const known = await indexedDB.databases?.().catch(() => undefined);
  if (known && !known.some((db) => db.name === TAKES_DATABASE)) return;
  await writing;
  await inStore('readwrite', (store) => deleteAll(store, store.index('owner').getAllKeys(owner)));
}
