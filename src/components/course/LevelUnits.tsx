import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { firstOpenLesson, lessonButtonState, type LessonButtonState } from '@/domain/locks';
import { loadLanguageProgress } from '@/lib/language-progress';
// Reading the auth state starts the session.
import '@/lib/session/start';
import { $authStatus } from '@/stores/auth';
import { $progress } from '@/stores/progress';
import LockIcon from './LockIcon';

export interface UnitSummary {
  id: string;
  title: string;
  description: string;
  lessons: readonly { id: string; title: string; icon: string }[];
}

interface Props {
  language: string;
  units: readonly UnitSummary[];
  /** The language's published lessons in order, for the lock rule. */
  order: readonly string[];
}

const stateStyles: Record<LessonButtonState, string> = {
  locked: 'border-sand bg-sand/60 text-muted cursor-not-allowed',
  current: 'border-clay-600 bg-clay-600 text-white ring-4 ring-clay-100',
  completed: 'border-forest-600 bg-forest-600 text-white',
  available: 'border-clay-500 bg-white text-ink hover:bg-clay-50',
};
const stateLabels: Record<LessonButtonState, string> = {
  locked: 'locked',
  current: 'current lesson',
  completed: 'completed',
  available: 'available',
};

/** A level's units, each with its row of round lesson buttons: locked, current, completed or available. */
export default function LevelUnits({ language, units, order }: Props) {
  const progress = useStore($progress, { ssr: () => ({}) })[language];
  const status = useStore($authStatus, { ssr: 'initial' });
  useEffect(() => {
    if (status === 'signed-in') void loadLanguageProgress(language);
  }, [status, language]);
  const completedLessons = progress?.completedLessons ?? [];
  const currentLessonId = progress ? progress.currentLessonId : firstOpenLesson(order, completedLessons);
  if (units.length === 0) {
    return <p className="card text-center text-lg font-semibold">Content Coming Soon!</p>;
  }
  return (
    <ol className="flex flex-col gap-6">
      {units.map((unit, index) => (
        <li key={unit.id} className="card" aria-labelledby={`${unit.id}-title`}>
          <p className="text-sm font-semibold text-clay-700">Unit {index + 1}</p>
          <h2 id={`${unit.id}-title`} className="text-xl font-bold">
            {unit.title}
          </h2>
          <p className="mt-1 text-muted">{unit.description}</p>
          {unit.lessons.length === 0 ? (
            <p className="mt-4 rounded-xl bg-sand/60 px-4 py-3 text-center font-medium">More lessons coming soon!</p>
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
                return (
                  <li
                    key={lesson.id}
                    className="flex w-20 flex-col items-center gap-2.5 text-center"
                    data-lesson={lesson.id}
                    data-state={state}
                  >
                    {state === 'locked' ? (
                      <span className={classes} role="img" aria-label={label}>
                        {face}
                      </span>
                    ) : (
                      <a
                        href={`/lesson/${language}/${lesson.id}`}
                        className={classes}
                        aria-label={label}
                        aria-current={state === 'current' ? 'step' : undefined}
                      >
                        {face}
                      </a>
                    )}
                    <span className="text-xs leading-tight text-muted" aria-hidden="true">
                      {lesson.title}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
