/**
 * The opt-in download of the learner's next unit on Wi-Fi. Loaded only when the learner turned it on, so no one else
 * carries its code or the enrolment check.
 */
import { loadEnrolledLanguages } from '@/lib/enrollments';
import { downloadsBusy, downloadUnits, loadDownloads } from '@/lib/offline-downloads';
import { mayAutoDownload, nextUnitToDownload, type ConnectionInfo } from '@/pwa/auto-download';
import type { UnitDownload } from '@/pwa/download-plan';
import { $autoDownloadUnits, $downloadedUnits } from '@/stores/downloads';
import { $enrolledLanguages } from '@/stores/enrollments';

/**
 * Downloads the learner's next unit (and the one after it) by itself, one run at a time, when they turned that on, are
 * enrolled in the course and the connection is Wi-Fi-like. Failures stay quiet but show on the unit's control.
 */
export const autoDownloadNextUnit = oneRunAtATime(downloadNextUnits);

/** Wraps `run` so a call while an earlier one is under way does nothing (the flag lives in the wrapper's closure). */
function oneRunAtATime<Args extends unknown[]>(run: (...args: Args) => Promise<void>) {
  let running = false;
  return async (...args: Args): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await run(...args);
    } finally {
      running = false;
    }
  };
}

async function downloadNextUnits(
  language: string,
  units: readonly UnitDownload[],
  nextLessonHref: string | null,
): Promise<void> {
  if (!$autoDownloadUnits.get()) return;
  await loadDownloads();
  await loadEnrolledLanguages();
  const enrolled = $enrolledLanguages.get()?.includes(language) ?? false;
  const connection = (navigator as { connection?: ConnectionInfo }).connection;
  for (;;) {
    if (!mayAutoDownload({ enabled: $autoDownloadUnits.get(), enrolled, connection, busy: downloadsBusy() })) return;
    const key = nextUnitToDownload(units, nextLessonHref, new Set(Object.keys($downloadedUnits.get() ?? {})));
    const unit = units.find((candidate) => candidate.key === key);
    if (!unit || !(await downloadUnits(unit.key, [unit]))) return;
  }
}
