// Units downloaded for offline use, kept in their own cache (CACHES.downloads) that the service worker answers from
// when the network and its own caches cannot: each file once, and one record per unit listing its files. Runs in
// pages and in the service worker; one task at a time across tabs (Web Locks), so a removal never sweeps away the
// files of a download under way.
import { CACHES, DOWNLOAD_HEADER, DOWNLOAD_RECORDS_PATH } from './caching.ts';
import {
  DownloadError,
  isDownloadRecord,
  problemOf,
  strayFiles,
  type DownloadRecord,
  type UnitDownload,
} from './download-plan.ts';

/** Whether this browser can keep units and play them offline: the Cache API and a service worker. */
export function canDownload(): boolean {
  return 'caches' in globalThis && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

const recordPath = (key: string) => `${DOWNLOAD_RECORDS_PATH}${key}`;
const pathOf = (request: Request) => new URL(request.url).pathname;

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request('lugha-downloads', task) : task();
}

async function recordsIn(cache: Cache): Promise<DownloadRecord[]> {
  const requests = (await cache.keys()).filter((request) => pathOf(request).startsWith(DOWNLOAD_RECORDS_PATH));
  const records: DownloadRecord[] = [];
  for (const request of requests) {
    const value: unknown = await cache
      .match(request)
      .then((response) => response?.json())
      .catch(() => undefined);
    if (isDownloadRecord(value)) records.push(value);
  }
  return records;
}

async function sweep(cache: Cache): Promise<void> {
  const records = await recordsIn(cache);
  const paths = (await cache.keys()).map(pathOf);
  for (const path of strayFiles(paths, records, DOWNLOAD_RECORDS_PATH)) await cache.delete(path);
}

/** The units downloaded on this device (none when nothing was ever downloaded). */
export async function downloadedUnits(): Promise<DownloadRecord[]> {
  if (!('caches' in globalThis) || !(await caches.has(CACHES.downloads))) return [];
  return recordsIn(await caches.open(CACHES.downloads));
}

/** A copy of a fetched file to keep: the body as received, its headers without the transfer encoding. */
async function keepable(response: Response): Promise<{ copy: Response; bytes: number }> {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return { copy: new Response(body, { status: 200, headers }), bytes: body.size };
}

async function fetchFile(url: string, signal?: AbortSignal): Promise<Response> {
  // 'no-cache': a file the browser's HTTP cache kept is checked with the server, so a download is never stale; the
  // header keeps the service worker from storing the file in its audio cache too.
  const response = await fetch(url, {
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { [DOWNLOAD_HEADER]: '1' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new DownloadError('server', { cause: new Error(`${url}: status ${response.status}`) });
  return response;
}

/**
 * Downloads every file of a unit into the downloads cache, reporting `progress(n, total)` as file n starts, then
 * records the unit. On failure nothing of this attempt is left behind and a DownloadError says what went wrong.
 */
export function downloadUnit(
  unit: UnitDownload,
  progress: (done: number, total: number) => void = () => {},
): Promise<DownloadRecord> {
  if (!canDownload()) return Promise.reject(new DownloadError('unsupported'));
  return exclusive(async () => {
    const cache = await caches.open(CACHES.downloads);
    try {
      let bytes = 0;
      for (const [index, url] of unit.urls.entries()) {
        progress(index + 1, unit.urls.length);
        const { copy, bytes: size } = await keepable(await fetchFile(url));
        await cache.put(url, copy);
        bytes += size;
      }
      const record: DownloadRecord = { ...unit, urls: [...unit.urls], bytes, savedAt: new Date().toISOString() };
      await cache.put(
        recordPath(unit.key),
        new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
      );
      return record;
    } catch (error) {
      await sweep(cache).catch(() => {});
      throw error instanceof DownloadError ? error : new DownloadError(problemOf(error), { cause: error });
    }
  });
}

/** Removes downloaded units, and every file no other downloaded unit keeps. */
export function removeUnits(keys: readonly string[]): Promise<void> {
  return exclusive(async () => {
    if (!(await caches.has(CACHES.downloads))) return;
    const cache = await caches.open(CACHES.downloads);
    for (const key of keys) await cache.delete(recordPath(key));
    await sweep(cache);
  });
}

/**
 * Fetches the downloaded pages again (not the audio, whose files do not change with a deploy): a new version of the
 * site drops the old build's scripts, which downloaded pages from before it would still ask for. Pages that cannot
 * be fetched keep their copy.
 */
export function refreshDownloadedPages(): Promise<void> {
  return exclusive(async () => {
    if (!(await caches.has(CACHES.downloads))) return;
    const cache = await caches.open(CACHES.downloads);
    const pages = new Set(
      (await recordsIn(cache)).flatMap((record) => record.urls.filter((url) => !/^\/(audio|sounds)\//.test(url))),
    );
    for (const url of pages) {
      try {
        // Bounded: the new version of the service worker waits for this before it takes over.
        await cache.put(url, (await keepable(await fetchFile(url, AbortSignal.timeout(10_000)))).copy);
      } catch {
        // Offline or refused: the old copy stays until the next visit or download.
      }
    }
  });
}

/** How much this site stores on the device and how much it may, when the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => null);
  return estimate?.usage !== undefined && estimate.quota !== undefined
    ? { usage: estimate.usage, quota: estimate.quota }
    : null;
}

/** Asks the browser not to clear downloads under storage pressure (granted quietly or not at all in Chromium). */
export function askToKeepDownloads(): void {
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}
