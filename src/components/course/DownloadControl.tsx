import { useStore } from '@nanostores/react';
import { useHydrated } from '@/components/useHydrated';
import { downloadUnits, removeDownloads } from '@/lib/offline-downloads';
import { downloadProblemText, formatBytes, progressText, type UnitDownload } from '@/pwa/download-plan';
import { canDownload } from '@/pwa/downloads';
import { $downloadActivity, $downloadedUnits } from '@/stores/downloads';

interface Props {
  /** The unit's key, or the level's: where progress and errors of this control are kept. */
  controlKey: string;
  units: readonly UnitDownload[];
  /** What the buttons act on, for screen readers: 'Unit 1, Greetings' or 'Level 1'. */
  name: string;
}

/**
 * "Download for offline" for a unit or a whole level: progress while it downloads, then the space it takes and
 * "Remove download". The status line is a polite live region; the main button stays in place (and keeps focus) as its
 * label changes.
 */
export default function DownloadControl({ controlKey, units, name }: Props) {
  const hydrated = useHydrated();
  const records = useStore($downloadedUnits, { ssr: () => null });
  const activities = useStore($downloadActivity, { ssr: () => ({}) });
  const activity = activities[controlKey];
  const supported = !hydrated || canDownload();
  const saved = units.filter((unit) => records?.[unit.key]);
  const bytes = saved.reduce((sum, unit) => sum + (records?.[unit.key]?.bytes ?? 0), 0);
  const all = saved.length === units.length;
  // One download or removal at a time on the page: the others wait, so no file is fetched twice.
  const busy = Object.values(activities).some((other) => other.state !== 'failed');
  const ready = hydrated && records !== null && !busy;

  const status = !supported
    ? downloadProblemText('unsupported')
    : activity?.state === 'downloading'
      ? progressText(activity.done, activity.total)
      : activity?.state === 'removing'
        ? 'Removing…'
        : activity?.state === 'failed'
          ? activity.message
          : all
            ? `Available offline · ${formatBytes(bytes)}`
            : saved.length > 0
              ? `${saved.length} of ${units.length} units available offline · ${formatBytes(bytes)}`
              : '';

  const mainLabel =
    activity?.state === 'downloading' ? 'Downloading…' : all ? 'Remove download' : 'Download for offline';
  const download = () => {
    if (ready) void downloadUnits(controlKey, units);
  };
  const remove = () => {
    if (ready) void removeDownloads(controlKey, saved);
  };
  const buttonClasses = 'min-h-11 px-4 py-2 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

  return (
    <div className="flex flex-col gap-2" data-download={controlKey}>
      {supported && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            key="main"
            type="button"
            className={`${all ? 'btn-ghost' : 'btn-secondary'} ${buttonClasses}`}
            aria-disabled={!ready}
            onClick={all ? remove : download}
            // The name starts with the visible words, as voice control needs, and says what the button acts on.
            aria-label={`${mainLabel}: ${name}`}
          >
            <span aria-hidden="true">{all ? '🗑' : '⬇'}</span>
            {mainLabel}
          </button>
          {!all && saved.length > 0 && (
            <button
              key="remove"
              type="button"
              className={`btn-ghost ${buttonClasses}`}
              aria-disabled={!ready}
              onClick={remove}
              aria-label={`Remove download: ${name}`}
            >
              Remove download
            </button>
          )}
        </div>
      )}
      {activity?.state === 'downloading' && (
        <progress
          className="h-2 w-full max-w-xs accent-forest-600"
          max={activity.total}
          value={activity.done}
          aria-hidden="true"
        />
      )}
      <p
        role="status"
        className={`text-sm ${activity?.state === 'failed' ? 'font-semibold text-clay-700' : 'text-muted'}`}
      >
        {status}
      </p>
    </div>
  );
}
