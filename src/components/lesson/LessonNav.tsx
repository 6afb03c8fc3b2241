import { useStore } from '@nanostores/react';
import { isLessonLocked } from '@/domain';
import { $lessonFinished } from '@/stores/lesson';
import { $completedByLanguage } from '@/stores/progress';

interface Props {
  language: string;
  lessonId: string;
  /** The course's lesson order, or the part of it around this lesson that it reads (lessonNeighbours in src/domain/outline.ts). */
  order: readonly string[];
  /** The lesson's level page (else the course): the way out of the lesson, on every screen. */
  backHref: string;
}

/**
 * Back to Level (✕ on phones), Previous (only when one exists) and Next lesson: disabled while the next lesson is locked, enabled once this
 * lesson is done or was done before, and gone while the completion panel shows its own way on.
 */
export default function LessonNav({ language, lessonId, order, backHref }: Props) {
  const completed = useStore($completedByLanguage, { ssr: () => ({}) })[language] ?? [];
  const finished = useStore($lessonFinished);
  const index = order.indexOf(lessonId);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const nextLocked = next === undefined || isLessonLocked(order, completed, next);
  return (
    <nav aria-label="Lesson navigation" className="flex grow items-center justify-end gap-2">
      <a
        href={backHref}
        className="btn-ghost mr-auto px-3 py-2 text-sm md:order-last md:mr-0"
        aria-label="Back to Level"
      >
        <span aria-hidden="true" className="md:hidden">
          ✕
        </span>
        <span aria-hidden="true" className="hidden md:inline">
          Back to Level
        </span>
      </a>
      {previous && (
        // Named by its own text ('Prev lesson' on phones, 'Previous lesson' elsewhere), so the name holds what it shows.
        <a href={`/lesson/${language}/${previous}`} className="btn-ghost px-3 py-2 text-sm">
          <span aria-hidden="true">←</span>
          <span className="md:hidden">Prev</span>
          <span className="hidden md:inline">Previous</span>
          <span className="sr-only"> lesson</span>
        </a>
      )}
      {next !== undefined &&
        !finished &&
        (nextLocked ? (
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm opacity-50"
            disabled
            title="Finish this lesson to unlock the next one"
          >
            Next<span className="sr-only"> lesson</span> <span aria-hidden="true">→</span>
          </button>
        ) : (
          <a href={`/lesson/${language}/${next}`} className="btn-secondary px-4 py-2 text-sm">
            Next<span className="sr-only"> lesson</span> <span aria-hidden="true">→</span>
          </a>
        ))}
    </nav>
  );
}
