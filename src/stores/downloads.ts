import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { DownloadRecord } from '@/pwa/download-plan';

/** What a download control is doing on this page: fetching file `done` of `total`, removing, or stopped with a reason. */
export type DownloadActivity =
  { state: 'downloading'; done: number; total: number } | { state: 'removing' } | { state: 'failed'; message: string };

/** The units downloaded on this device, by key; null until the downloads cache has been read. */
export const $downloadedUnits = atom<Readonly<Record<string, DownloadRecord>> | null>(null);

/** What each download control (a unit's key, or a level's) is doing now; absent when idle. */
export const $downloadActivity = atom<Readonly<Record<string, DownloadActivity>>>({});

/** Browser storage key of the learner's choice to download their next unit on Wi-Fi. */
export const AUTO_DOWNLOAD_KEY = 'lugha_auto_download_units';

/** Download the enrolled course's next unit on Wi-Fi-like connections: off unless the learner turns it on (data costs money). */
export const $autoDownloadUnits = persistentAtom<boolean>(AUTO_DOWNLOAD_KEY, false, {
  encode: (on) => (on ? 'on' : 'off'),
  decode: (raw) => raw === 'on',
});

/** Keeps the downloads cache's list of units. */
export function setDownloadedUnits(records: readonly DownloadRecord[]): void {
  $downloadedUnits.set(Object.fromEntries(records.map((record) => [record.key, record])));
}

/** Records a unit that finished downloading. */
export function addDownloadedUnit(record: DownloadRecord): void {
  $downloadedUnits.set({ ...$downloadedUnits.get(), [record.key]: record });
}

/** Forgets removed units. */
export function dropDownloadedUnits(keys: readonly string[]): void {
  const left = { ...$downloadedUnits.get() };
  for (const key of keys) delete left[key];
  $downloadedUnits.set(left);
}

/** Sets (or, with undefined, clears) what one control is doing. */
export function setDownloadActivity(key: string, activity: DownloadActivity | undefined): void {
  const all = { ...$downloadActivity.get() };
  if (activity) all[key] = activity;
  else delete all[key];
  $downloadActivity.set(all);
}

/** Turns the automatic download of the next unit on or off. */
export function setAutoDownloadUnits(on: boolean): void {
  $autoDownloadUnits.set(on);
}
