import { useStore } from '@nanostores/react';
import { isLessonLocked } from '@/domain';
import { $completedByLanguage } from '@/stores/progress';

interface Props {
  language: string;
  lessonId: string;
  order: readonly string[];
  /** 'level-N' of the level holding the lesson, or null when no level applies. */
  levelId: string | null;
}

// The static page was rendered with nothing completed: hydration starts from that, then takes the stored progress.
const NONE_COMPLETED = {};
const renderedCompletions = () => NONE_COMPLETED;

/** Previous (only when one exists), 'Back to Level' (desktop) and Next (disabled while the next lesson is locked). */
export default function LessonNav({ language, lessonId, order, levelId }: Props) {
  const completed: readonly string[] = useStore($completedByLanguage, { ssr: renderedCompletions })[language] ?? [];
  const index = order.indexOf(lessonId);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const nextLocked = next === undefined || isLessonLocked(order, completed, next);
  const backHref = levelId ? `/course/${language}/level/${levelId}` : `/course/${language}`;
  return (
    <nav aria-label="Lesson navigation" className="flex items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        {previous && (
          <a href={`/lesson/${language}/${previous}`} className="btn-ghost px-3 py-2 text-sm" aria-label="Previous lesson">
            <span aria-hidden="true">←</span>
            <span className="md:hidden">Prev</span>
            <span className="hidden md:inline">Previous</span>
          </a>
        )}
        <a href={backHref} className="btn-ghost hidden px-3 py-2 text-sm md:inline-flex">
          Back to Level
        </a>
      </div>
      {next !== undefined &&
        (nextLocked ? (
          <button type="button" className="btn-secondary px-4 py-2 text-sm opacity-50" disabled title="Finish this lesson to unlock the next one">
            Next <span aria-hidden="true">→</span>
          </button>
        ) : (
          <a href={`/lesson/${language}/${next}`} className="btn-secondary px-4 py-2 text-sm">
            Next <span aria-hidden="true">→</span>
          </a>
        ))}
    </nav>
  );
}
