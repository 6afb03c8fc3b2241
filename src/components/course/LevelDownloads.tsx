import { useStore } from '@nanostores/react';
import type { UnitDownload } from '@/pwa/download-plan';
import { $autoDownloadUnits, setAutoDownloadUnits } from '@/stores/downloads';
import DownloadControl from './DownloadControl';

interface Props {
  levelKey: string;
  levelNumber: number;
  units: readonly UnitDownload[];
}

/** The level page's offline panel: download the whole level, and the choice to download the next unit on Wi-Fi. */
export default function LevelDownloads({ levelKey, levelNumber, units }: Props) {
  const auto = useStore($autoDownloadUnits, { ssr: () => false });
  return (
    <section className="card" aria-labelledby="offline-heading">
      <h2 id="offline-heading" className="text-lg font-bold">
        Play offline
      </h2>
      <p className="mt-1 text-sm text-muted">
        Download all the lessons of this level with their audio (or one unit at a time, above) to play them without a
        connection. Lessons you finish offline are sent when you are back online.
      </p>
      <div className="mt-4">
        <DownloadControl controlKey={levelKey} units={units} name={`Level ${levelNumber}`} />
      </div>
      <div className="mt-4 flex items-start gap-3 border-t border-sand pt-4">
        <input
          id="auto-download"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-clay-600"
          checked={auto}
          aria-describedby="auto-download-hint"
          onChange={(event) => setAutoDownloadUnits(event.target.checked)}
        />
        <div>
          <label htmlFor="auto-download" className="font-semibold">
            Download my next unit automatically on Wi-Fi
          </label>
          <p id="auto-download-hint" className="text-sm text-muted">
            Off unless you turn it on. It never uses mobile data or Data Saver connections.
          </p>
        </div>
      </div>
    </section>
  );
}
