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

/**
 * The outline as one line of text, `1:1-0,1-1|2:2-0|3:` (levels split by `|`, each level's number before `:`, its
 * lesson ids split by `,`): what a lesson page's island carries. As island props the outline's every id is a value of
 * its own, tagged and quoted (about 24 characters an id); as one string it is one value of about 5 characters an id.
 * Lesson ids are `[a-z]?N-N` (lessonIds.ts), so none holds a separator.
 */
export function packOutline(outline: CourseOutline): string {
  return outline.map((level) => `${level.level}:${level.lessonIds.join(',')}`).join('|');
}

/** The outline packOutline wrote, levels in the order written. */
export function unpackOutline(packed: string): CourseOutline {
  if (packed === '') return [];
  return packed.split('|').map((entry) => {
    const colon = entry.indexOf(':');
    const ids = entry.slice(colon + 1);
    return { level: Number(entry.slice(0, colon)), lessonIds: ids === '' ? [] : ids.split(',') };
  });
}
