/** Lesson ids (docs/product/lessons.md §3): the course's letter (none for Igbo), the unit, a dash and the position 0..6, e.g. '1-0', 'y2-3'. */

/** The whole id format: an optional lowercase course letter, a unit from 1 without leading zeros, '-', a position 0..6 (LESSONS_PER_UNIT). */
export const LESSON_ID_PATTERN = /^([a-z]?)([1-9]\d*)-([0-6])$/;

/** What a refused id is told, with examples of each course's ids. */
export const LESSON_ID_RULE = 'must be a lesson id such as 1-0, y2-3, k1-4 or s1-6 (unit from 1, position 0 to 6)';

export interface LessonIdParts {
  /** The course's letter: '' for Igbo, 'y' Yoruba, 'k' Kriolu, 's' Swahili. */
  prefix: string;
  /** The unit, from 1. */
  unit: number;
  /** The position inside the unit, 0..6 (index n is spec position n + 1). */
  position: number;
}

/** The parts of a lesson id, or null when it is not one. */
export function parseLessonId(id: string): LessonIdParts | null {
  const match = LESSON_ID_PATTERN.exec(id);
  if (!match) return null;
  return { prefix: match[1] ?? '', unit: Number(match[2]), position: Number(match[3]) };
}

/** Whether the string is a lesson id. */
export function isLessonId(id: string): boolean {
  return parseLessonId(id) !== null;
}

/** The position index 0..6 of a lesson id, or null when the string is not a lesson id. */
export function lessonPositionFromId(lessonId: string): number | null {
  return parseLessonId(lessonId)?.position ?? null;
}
