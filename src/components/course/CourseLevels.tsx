import { useStore } from '@nanostores/react';
import { isLevelLocked, levelProgressPercent } from '@/domain/locks';
import { levelLessonIds, type CourseOutline } from '@/domain/outline';
import { $completedByLanguage } from '@/stores/progress';
import LockIcon from './LockIcon';

export interface LevelSummary {
  id: string;
  number: number;
  title: string;
  description: string;
}

interface Props {
  language: string;
  levels: readonly LevelSummary[];
  outline: CourseOutline;
}

/** The level cards of a course overview: progress, lock icon, 'Coming soon' for a level without lessons yet, and a link only when unlocked. */
export default function CourseLevels({ language, levels, outline }: Props) {
  const completed = useStore($completedByLanguage, { ssr: () => ({}) })[language] ?? [];
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {levels.map((level) => {
        const locked = isLevelLocked(outline, completed, level.number);
        const lessonIds = levelLessonIds(outline, level.number);
        const empty = lessonIds.length === 0;
        const percent = levelProgressPercent(lessonIds, completed);
        const body = (
          <>
            <div className="flex items-center justify-between gap-2">
              <span className="badge bg-clay-100 text-clay-700">Level {level.number}</span>
              {empty ? (
                <span className="flex items-center gap-1 text-sm font-semibold text-muted">
                  {locked && <LockIcon className="size-4" />}
                  {locked && <span className="sr-only">Locked, </span>}
                  Coming soon
                </span>
              ) : locked ? (
                <span className="flex items-center gap-1 text-sm text-muted">
                  <LockIcon className="size-4" /> Locked
                </span>
              ) : (
                <span className="text-sm font-semibold text-forest-700">{percent}% complete</span>
              )}
            </div>
            <h3 className="mt-3 text-lg font-bold">{level.title}</h3>
            <p className="mt-1 text-sm text-muted">{level.description}</p>
            {empty ? (
              <p className="mt-4 text-sm text-muted">Its lessons are being written.</p>
            ) : (
              <div
                className="mt-4 h-2 overflow-hidden rounded-full bg-sand"
                role="progressbar"
                aria-label={`Level ${level.number} progress`}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="h-full rounded-full bg-forest-600" style={{ width: `${percent}%` }} />
              </div>
            )}
          </>
        );
        return (
          <li key={level.id} data-level={level.id} data-locked={locked} data-coming-soon={empty || undefined}>
            {locked ? (
              <div className="card h-full bg-white/60 opacity-70" aria-disabled="true">
                {body}
              </div>
            ) : (
              <a
                href={`/course/${language}/level/${level.id}`}
                className="card block h-full transition hover:-translate-y-0.5 hover:shadow-md"
              >
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}
