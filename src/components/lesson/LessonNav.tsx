import { useHydratedStore } from '@/components/useHydratedStore';
import { isLessonLocked } from '@/domain';
import { $completedByLanguage } from '@/stores/progress';

interface Props {
  language: string;
  lessonId: string;
  order: readonly string[];
  /** 'level-N' of the level holding the lesson, or null when no level applies. */
  levelId: string | null;
}

/** Previous (only when one exists), 'Back to Level' (desktop) and Next (disabled while the next lesson is locked). */
export default function LessonNav({ language, lessonId, order, levelId }: Props) {
  const completed = useHydratedStore($completedByLanguage, {})[language] ?? [];
  const index = order.indexOf(lessonId);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const nextLocked = next === undefined || isLessonLocked(order, completed, next);
  const backHref = levelId ? `/course/${language}/level/${levelId}` : `/course/${language}`;
  return (
    <nav aria-label="Lesson navigation" className="flex items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        {previous && (
          // Named by its own text ('Prev lesson' on phones, 'Previous lesson' elsewhere), so the name holds what it shows.
          <a href={`/lesson/${language}/${previous}`} className="btn-ghost px-3 py-2 text-sm">
            <span aria-hidden="true">←</span>
            <span className="md:hidden">Prev</span>
            <span className="hidden md:inline">Previous</span>
            <span className="sr-only"> lesson</span>
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
