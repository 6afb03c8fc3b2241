/** Which lessons and levels a learner may open, level progress and the state of a lesson button (docs/product/lessons.md §4). */
import { lessonOrder, levelLessonIds } from './outline.ts';
import type { CourseOutline } from './outline.ts';

export type LessonButtonState = 'locked' | 'current' | 'completed' | 'available';

/** A lesson is locked unless it is first in the language's order or the lesson before it is completed; a lesson not in the order is locked. */
export function isLessonLocked(order: readonly string[], completed: readonly string[], lessonId: string): boolean {
  const index = order.indexOf(lessonId);
  if (index === 0) return false;
  if (index < 0) return true;
  const previous = order[index - 1];
  return previous === undefined || !completed.includes(previous);
}

/** Level progress in %, round(100 × completed lessons of the level / its lessons); an empty level is 0 %. */
export function levelProgressPercent(lessonIds: readonly string[], completed: readonly string[]): number {
  if (lessonIds.length === 0) return 0;
  const done = lessonIds.filter((id) => completed.includes(id)).length;
  return Math.round((100 * done) / lessonIds.length);
}

/** Whether every lesson of a level is completed; an empty level is never complete. */
export function isLevelComplete(lessonIds: readonly string[], completed: readonly string[]): boolean {
  return lessonIds.length > 0 && lessonIds.every((id) => completed.includes(id));
}

/** Level 1 is never locked; a level with lessons is locked when its first lesson is; an empty level is locked while the previous level is not 100 % complete. */
export function isLevelLocked(outline: CourseOutline, completed: readonly string[], level: number): boolean {
  if (level <= 1) return false;
  const lessonIds = levelLessonIds(outline, level);
  const first = lessonIds[0];
  if (first !== undefined) return isLessonLocked(lessonOrder(outline), completed, first);
  // Exact completion, not the rounded percentage: 199 of 200 lessons rounds to 100 % but is not done.
  return !isLevelComplete(levelLessonIds(outline, level - 1), completed);
}

/** The first lesson in order that is neither completed nor locked, or '' when there is none. */
export function firstOpenLesson(order: readonly string[], completed: readonly string[]): string {
  return order.find((id) => !completed.includes(id) && !isLessonLocked(order, completed, id)) ?? '';
}

/** A lesson button's state, checked in this order: locked (isLessonLocked), completed, current (progress.currentLessonId), else available. */
export function lessonButtonState(
  progress: { completedLessons: readonly string[]; currentLessonId: string },
  order: readonly string[],
  lessonId: string,
): LessonButtonState {
  if (isLessonLocked(order, progress.completedLessons, lessonId)) return 'locked';
  if (progress.completedLessons.includes(lessonId)) return 'completed';
  return lessonId === progress.currentLessonId ? 'current' : 'available';
}
