import type { CourseOutline } from '../domain/index.ts';
import type { Course, Level } from './courses.ts';

interface LessonStatus {
  id: string;
  status: string;
}

/** The course as the domain sees it: each level with its published lesson ids in order. */
export function courseOutline(course: Course, lessons: readonly LessonStatus[]): CourseOutline {
  const published = new Set(lessons.filter((l) => l.status === 'published').map((l) => l.id));
  return course.levels.map((level) => ({
    level: level.number,
    lessonIds: level.units.flatMap((unit) => unit.lessons.filter((id) => published.has(id))),
  }));
}

/** Resolves 'level-3' or '{language}-level-3' to the course's level, or undefined. */
export function findLevel(course: Course, levelId: string): Level | undefined {
  const canonical = levelId.startsWith(`${course.language}-`) ? levelId.slice(course.language.length + 1) : levelId;
  return course.levels.find((level) => level.id === canonical);
}
