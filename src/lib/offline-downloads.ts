/** Download controls' actions: downloading and removing units, with progress and errors kept in the downloads store. */
import { DownloadError, downloadProblemText, problemOf, type UnitDownload } from '@/pwa/download-plan';
import { askToKeepDownloads, downloadedUnits, downloadUnit, removeUnits } from '@/pwa/downloads';
import {
  $downloadActivity,
  $downloadedUnits,
  addDownloadedUnit,
  dropDownloadedUnits,
  setDownloadActivity,
  setDownloadedUnits,
} from '@/stores/downloads';

let loading: Promise<void> | null = null;

/** Reads the downloaded units once per page. */
export function loadDownloads(): Promise<void> {
  loading ??= downloadedUnits().then(setDownloadedUnits, () => setDownloadedUnits([]));
  return loading;
}

/** Whether any control on this page is downloading or removing. */
export function downloadsBusy(): boolean {
  return Object.values($downloadActivity.get()).some((activity) => activity.state !== 'failed');
}

/**
 * Downloads the units not downloaded yet, one after the other, showing the progress of all of them on the control
 * `controlKey` (a unit's own key, or its level's) and each unit's on its own control. Stops at the first failure,
 * keeping the units already done, and says what went wrong on the control.
 */
export async function downloadUnits(controlKey: string, units: readonly UnitDownload[]): Promise<boolean> {
  const missing = units.filter((unit) => !$downloadedUnits.get()?.[unit.key]);
  const total = missing.reduce((sum, unit) => sum + unit.urls.length, 0);
  let before = 0;
  askToKeepDownloads();
  try {
    for (const unit of missing) {
      const record = await downloadUnit(unit, (done, count) => {
        setDownloadActivity(unit.key, { state: 'downloading', done, total: count });
        if (controlKey !== unit.key)
          setDownloadActivity(controlKey, { state: 'downloading', done: before + done, total });
      });
      before += unit.urls.length;
      addDownloadedUnit(record);
      setDownloadActivity(unit.key, undefined);
    }
    setDownloadActivity(controlKey, undefined);
    return true;
  } catch (error) {
    const message = error instanceof DownloadError ? error.message : downloadProblemText(problemOf(error));
    for (const unit of missing) setDownloadActivity(unit.key, undefined);
    setDownloadActivity(controlKey, { state: 'failed', message });
    return false;
  }
}

/** Removes the downloaded units among `units`. */
export async function removeDownloads(controlKey: string, units: readonly UnitDownload[]): Promise<void> {
  const keys = units.map((unit) => unit.key);
  setDownloadActivity(controlKey, { state: 'removing' });
  try {
    await removeUnits(keys);
    dropDownloadedUnits(keys);
    setDownloadActivity(controlKey, undefined);
  } catch {
    setDownloadActivity(controlKey, {
      state: 'failed',
      message: 'The download could not be removed. Reload the page and try again.',
    });
  }
}
