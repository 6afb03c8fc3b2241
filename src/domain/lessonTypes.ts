/** The eight lesson types of docs/product/lessons.md §3 and the position of a lesson inside its unit. */

export const LESSON_TYPES = [
  'quiz',
  'info',
  'conversation',
  'sentence-construction',
  'cultural-note',
  'memory-game',
  'pattern-discovery',
  'cultural-story',
] as const;

export type LessonType = (typeof LESSON_TYPES)[number];

/** Lesson type by position index 0..6 inside a unit (index n is spec position n + 1). */
export const LESSON_TYPE_BY_POSITION: readonly LessonType[] = [
  'info',
  'pattern-discovery',
  'quiz',
  'memory-game',
  'cultural-story',
  'conversation',
  'sentence-construction',
];

/** Number of lessons in a unit. */
export const LESSONS_PER_UNIT = LESSON_TYPE_BY_POSITION.length;

/** True when the string is one of the eight lesson types. */
export function isLessonType(type: string): type is LessonType {
  return (LESSON_TYPES as readonly string[]).includes(type);
}

/** The lesson type at position index 0..6 of a unit (0 info … 6 sentence-construction), or null outside 0..6. */
export function lessonTypeForPosition(position: number): LessonType | null {
  return Number.isInteger(position) ? (LESSON_TYPE_BY_POSITION[position] ?? null) : null;
}

/** The types position index n (0..6) of a unit may hold: its own type, or a cultural note where an info lesson stands. */
export const typesForPosition: readonly (readonly LessonType[])[] = LESSON_TYPE_BY_POSITION.map((type) =>
  type === 'info' ? ['info', 'cultural-note'] : [type],
);
