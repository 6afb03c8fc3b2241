import { lessonBaseSeconds } from '../../domain/xp.ts';
import type { LessonEntry } from '../read.ts';

/** How far an estimate may stray from the type's base time before it is flagged (either way). */
export const DURATION_FACTOR = 3;

/** The base minutes of the lesson's type and position (docs/product/lessons.md §9), when its estimatedMinutes is more than 3× or under a third of it; else null. */
export function durationOutOfRange(lesson: LessonEntry): number | null {
  const base = lessonBaseSeconds(lesson.type, lesson.position) / 60;
  const ratio = lesson.estimatedMinutes / base;
  return ratio > DURATION_FACTOR || ratio < 1 / DURATION_FACTOR ? base : null;
}
