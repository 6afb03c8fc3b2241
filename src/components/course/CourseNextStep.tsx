import { useStore } from '@nanostores/react';
import { firstOpenLesson } from '@/domain/locks';
import { $authStatus } from '@/stores/auth';
import { $progress } from '@/stores/progress';

export interface CourseLesson {
  id: string;
  title: string;
}

interface Props {
  language: string;
  name: string;
  /** The course's published lessons in learning order. */
  lessons: readonly CourseLesson[];
}

/**
 * The course overview's call to action: a visitor learns what Preview Mode means and how to start; a learner
 * gets 'Start lesson 1' before the first lesson and 'Continue' to their next lesson after it, with practice once
 * a lesson has given them words to practise.
 */
export default function CourseNextStep({ language, name, lessons }: Props) {
  const status = useStore($authStatus, { ssr: 'initial' });
  const progress = useStore($progress, { ssr: () => ({}) })[language];
  const first = lessons[0];
  if (status === 'loading' || !first) return <div className="min-h-24" />;
  if (status === 'signed-out') {
    // The onboarding page offers both ways in (its Sign Up tab and "Start without an account"); either leads to the
    // welcome of this course, which starts lesson 1. A plain link keeps the visitors' page light.
    return (
      <div
        className="card flex min-h-24 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        data-next-step="visitor"
      >
        <p className="max-w-xl text-muted">
          You are previewing the {name} course: its levels are listed below. Start lesson 1 with a free account, which
          keeps your XP, hearts and streak, or without one, and save your progress later.
        </p>
        <a
          href={`/onboarding?mode=signup&next=${encodeURIComponent(`/course/${language}`)}`}
          className="btn-primary shrink-0"
        >
          Start lesson 1
        </a>
      </div>
    );
  }
  const completed = progress?.completedLessons ?? [];
  const nextId =
    progress?.currentLessonId ||
    firstOpenLesson(
      lessons.map((l) => l.id),
      completed,
    );
  const index = lessons.findIndex((l) => l.id === nextId);
  const next = lessons[index];
  // Practice asks the words of lessons played: before the first there is nothing to practise.
  const practise = completed.length > 0 && (
    <a href={`/practice/${language}`} className="btn-secondary mt-4 inline-flex">
      Practise your words
    </a>
  );
  if (!next) {
    return (
      <>
        <p className="card min-h-24 text-muted" data-next-step="done">
          You have finished every {name} lesson written so far. New lessons are on their way.
        </p>
        {practise}
      </>
    );
  }
  const starting = completed.length === 0;
  return (
    <>
      <div
        className="card flex min-h-24 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        data-next-step={starting ? 'start' : 'continue'}
      >
        <p>
          <span className="block text-sm text-muted">
            {starting ? 'Your first lesson' : `Next: lesson ${index + 1} of ${lessons.length}`}
          </span>
          <span className="font-semibold">{next.title}</span>
        </p>
        <a href={`/lesson/${language}/${next.id}`} className="btn-primary shrink-0">
          {starting ? 'Start lesson 1' : 'Continue'}
        </a>
      </div>
      {practise}
    </>
  );
}
