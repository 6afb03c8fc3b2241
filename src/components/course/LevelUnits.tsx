import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { firstOpenLesson, lessonButtonState, type LessonButtonState } from '@/domain/locks';
import { loadLanguageProgress } from '@/lib/language-progress';
import { loadDownloads } from '@/lib/offline-downloads';
import { unitDownload, type UnitOnLevelPage } from '@/pwa/download-plan';
import { canDownload } from '@/pwa/downloads';
// Reading the auth state starts the session.
import '@/components/session/start';
import { $authStatus } from '@/stores/auth';
import { $autoDownloadUnits } from '@/stores/downloads';
import { $progress } from '@/stores/progress';
import DownloadControl from './DownloadControl';
import LevelDownloads from './LevelDownloads';
import LockIcon from './LockIcon';

export interface UnitSummary extends UnitOnLevelPage {
  description: string;
  lessons: readonly { id: string; title: string; icon: string }[];
}

interface Props {
  language: string;
  languageName: string;
  /** The level page's canonical address, kept with each downloaded unit. */
  levelHref: string;
  levelNumber: number;
  units: readonly UnitSummary[];
  /** The language's published lessons in order, for the lock rule. */
  order: readonly string[];
}

const stateStyles: Record<LessonButtonState, string> = {
  locked: 'border-sand bg-sand/60 text-muted cursor-not-allowed',
  current: 'border-clay-600 bg-clay-600 text-white ring-4 ring-clay-100',
  completed: 'border-forest-600 bg-forest-600 text-white',
  available: 'border-clay-500 bg-white text-ink group-hover:bg-clay-50',
};
const stateLabels: Record<LessonButtonState, string> = {
  locked: 'locked',
  current: 'current lesson',
  completed: 'completed',
  available: 'available',
};

/**
 * A level's units, each with its row of round lesson buttons (locked, current, completed or available) and its
 * download for offline use, then the level's own offline panel.
 */
export default function LevelUnits({ language, languageName, levelHref, levelNumber, units, order }: Props) {
  const progress = useStore($progress, { ssr: () => ({}) })[language];
  const status = useStore($authStatus, { ssr: 'initial' });
  const auto = useStore($autoDownloadUnits, { ssr: () => false });
  useEffect(() => {
    if (status === 'signed-in') void loadLanguageProgress(language);
  }, [status, language]);
  const completedLessons = progress?.completedLessons ?? [];
  const currentLessonId = progress ? progress.currentLessonId : firstOpenLesson(order, completedLessons);
  const downloads = useMemo(
    () =>
      units
        .filter((unit) => unit.lessons.length > 0)
        .map((unit) => unitDownload({ language, languageName, levelHref }, unit, units.indexOf(unit) + 1)),
    [units, language, languageName, levelHref],
  );
  const downloadOf = new Map(downloads.map((download) => [download.key, download]));
  useEffect(() => {
    if (canDownload()) void loadDownloads();
  }, []);
  useEffect(() => {
    if (!auto || status !== 'signed-in' || !canDownload()) return;
    const next = currentLessonId ? `/lesson/${language}/${currentLessonId}` : null;
    void import('@/lib/auto-download-run').then(({ autoDownloadNextUnit }) =>
      autoDownloadNextUnit(language, downloads, next),
    );
  }, [auto, status, language, downloads, currentLessonId]);
  if (units.length === 0) {
    return <p className="card text-center text-lg font-semibold">Content Coming Soon!</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-6">
        {units.map((unit, index) => {
          const download = downloadOf.get(`${language}/${unit.id}`);
          return (
            <li key={unit.id} id={unit.id} className="card scroll-mt-4" aria-labelledby={`${unit.id}-title`}>
              <p className="text-sm font-semibold text-clay-700">Unit {index + 1}</p>
              <h2 id={`${unit.id}-title`} className="text-xl font-bold">
                {unit.title}
              </h2>
              <p className="mt-1 text-muted">{unit.description}</p>
              {unit.lessons.length === 0 ? (
                <p className="mt-4 rounded-xl bg-sand/60 px-4 py-3 text-center font-medium">
                  More lessons coming soon!
                </p>
              ) : (
                <ol className="mt-5 flex flex-wrap gap-4">
                  {unit.lessons.map((lesson, n) => {
                    const state = lessonButtonState({ completedLessons, currentLessonId }, order, lesson.id);
                    const label = `Lesson ${n + 1}: ${lesson.title} (${stateLabels[state]})`;
                    const face =
                      state === 'locked' ? (
                        <LockIcon />
                      ) : state === 'completed' ? (
                        <span aria-hidden="true">✓</span>
                      ) : (
                        <span aria-hidden="true">{lesson.icon}</span>
                      );
                    const classes = `grid size-14 place-items-center rounded-full border-2 text-xl font-bold transition ${stateStyles[state]}`;
                    const title = (
                      <span className="text-xs leading-tight text-muted" aria-hidden="true">
                        {lesson.title}
                      </span>
                    );
                    return (
                      <li
                        key={lesson.id}
                        className="flex w-20 flex-col items-center gap-2.5 text-center"
                        data-lesson={lesson.id}
                        data-state={state}
                      >
                        {state === 'locked' ? (
                          <>
                            <span className={classes} role="img" aria-label={label}>
                              {face}
                            </span>
                            {title}
                          </>
                        ) : (
                          // The title under the round button is part of the link: a tap on either opens the lesson.
                          <a
                            href={`/lesson/${language}/${lesson.id}`}
                            className="group flex w-full flex-col items-center gap-2.5 rounded-xl"
                            aria-label={label}
                            aria-current={state === 'current' ? 'step' : undefined}
                          >
                            <span className={classes}>{face}</span>
                            {title}
                          </a>
                        )}
                      </li>
                    );
                  })}
                </ol>
              )}
              {download && (
                <div className="mt-5 border-t border-sand pt-4">
                  <DownloadControl
                    controlKey={download.key}
                    units={[download]}
                    name={`Unit ${index + 1}, ${unit.title}`}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {downloads.length > 0 && (
        <LevelDownloads levelKey={`${language}/level-${levelNumber}`} levelNumber={levelNumber} units={downloads} />
      )}
    </div>
  );
}
