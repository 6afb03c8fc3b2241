import { objectStore } from '../idb-store.ts';
import { DOWNLOAD_FAILED } from './errors.ts';

/** The browser database that keeps downloaded audio for offline use (docs/product/lessons.md §3), one file per URL. */
export const AUDIO_DATABASE = 'lugha-audio';
export const AUDIO_FILES_STORE = 'files';

/** Whether this browser can keep audio files (IndexedDB). */
export function canStoreAudio(): boolean {
  return typeof indexedDB !== 'undefined';
}

const run = objectStore(AUDIO_DATABASE, AUDIO_FILES_STORE, (db) => db.createObjectStore(AUDIO_FILES_STORE));

/** The stored copy of an audio file, if it was downloaded; undefined when there is none or no database. */
export async function storedAudio(url: string): Promise<Blob | undefined> {
  if (!canStoreAudio()) return undefined;
  const value = await run('readonly', (store) => store.get(url) as IDBRequest<unknown>).catch(() => undefined);
  return value instanceof Blob ? value : undefined;
}

/** Fetches an audio file and keeps it for offline use; throws Error('Download failed') on any failure. */
export async function downloadAudio(url: string, fetchFile: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`status ${response.status}`);
    const blob = await response.blob();
    await run('readwrite', (store) => store.put(blob, url));
  } catch (cause) {
    throw new Error(DOWNLOAD_FAILED, { cause });
  }
}
