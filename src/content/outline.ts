import type { CourseOutline } from '../domain/index.ts';
import type { Course } from './courses.ts';

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
