/** A language's course outline: its levels in order, each with its lessons in order. */

export interface LevelOutline {
  /** Level number N of 'level-N'. */
  level: number;
  /** The level's lesson ids in play order (empty for a 'Content Coming Soon!' level). */
  lessonIds: readonly string[];
}

export type CourseOutline = readonly LevelOutline[];

/** Levels sorted by number (the outline may list them in any order). */
function sortedLevels(outline: CourseOutline): LevelOutline[] {
  return [...outline].sort((a, b) => a.level - b.level);
}

/** The language's lesson order: every level's lessons, level by level. */
export function lessonOrder(outline: CourseOutline): string[] {
  return sortedLevels(outline).flatMap((level) => level.lessonIds);
}

/**
 * The lesson with the one before it and the one after it in `order` (fewer at either end; empty when it is not in the
 * order): what the lesson page's navigation reads of the order, so the page need not carry the whole course's ids.
 */
export function lessonNeighbours(order: readonly string[], lessonId: string): string[] {
  const index = order.indexOf(lessonId);
  return index < 0 ? [] : order.slice(Math.max(0, index - 1), index + 2);
}

/** The lesson ids of level `level`, empty when the outline does not list it. */
export function levelLessonIds(outline: CourseOutline, level: number): readonly string[] {
  return outline.find((entry) => entry.level === level)?.lessonIds ?? [];
}

/** The number of the level holding `lessonId`, or null when no level holds it. */
export function levelOfLesson(outline: CourseOutline, lessonId: string): number | null {
  return outline.find((entry) => entry.lessonIds.includes(lessonId))?.level ?? null;
}
