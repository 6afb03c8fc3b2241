import { getCollection, type CollectionEntry } from 'astro:content';
import type { Achievement } from './achievements.ts';
import type { Course } from './courses.ts';
import type { Language } from './languages.ts';
import type { Lesson } from './lessons.ts';
import { lessonOrder, type CourseOutline } from '../domain/index.ts';
import { courseOutline } from './outline.ts';

/** Everything the static pages need about one language's course, loaded from content collections. */
export interface CourseBundle {
  language: Language;
  course: Course;
  lessons: Map<string, CollectionEntry<'lessons'>>;
  /** Each level's published lesson ids, as the domain rules read them. */
  outline: CourseOutline;
  /** Published lesson ids in learning order. */
  order: string[];
}

interface Catalogue {
  languages: Language[];
  courses: CourseBundle[];
  achievements: Achievement[];
}

let cache: Promise<Catalogue> | undefined;

async function loadAll(): Promise<Catalogue> {
  const languages = (await getCollection('languages')).map((e) => e.data).sort((a, b) => a.order - b.order);
  const courses = (await getCollection('courses')).map((e) => e.data);
  const lessonEntries = await getCollection('lessons');
  const bundles: CourseBundle[] = [];
  for (const course of courses) {
    const language = languages.find((l) => l.code === course.language);
    if (!language) continue;
    const entries = lessonEntries.filter((e) => e.data.language === course.language);
    const lessons = new Map(entries.map((e) => [e.data.id, e]));
    const outline = courseOutline(course, entries.map((e) => e.data));
    bundles.push({ language, course, lessons, outline, order: lessonOrder(outline) });
  }
  bundles.sort((a, b) => a.language.order - b.language.order);
  const achievements = (await getCollection('achievements')).map((e) => e.data);
  return { languages, courses: bundles, achievements };
}

/** Languages in display order, the course of every language that has one, and the achievements; read once per build. */
export function loadCatalogue(): Promise<Catalogue> {
  cache ??= loadAll();
  return cache;
}

/** Every published lesson with its course, for generating lesson pages. */
export async function publishedLessons(): Promise<{ bundle: CourseBundle; lesson: Lesson; entry: CollectionEntry<'lessons'> }[]> {
  const { courses } = await loadCatalogue();
  return courses.flatMap((bundle) =>
    bundle.order.map((id) => {
      const entry = bundle.lessons.get(id);
      if (!entry) throw new Error(`lesson ${id} vanished from ${bundle.course.language}`);
      return { bundle, lesson: entry.data, entry };
    }),
  );
}
