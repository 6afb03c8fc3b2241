// The vocabulary lists as the site build reads them, for the phrases of reading lessons (phrases.ts).
import { parse } from 'yaml';
import type { Course } from '../../content/courses.ts';
import type { Lesson } from '../../content/lessons.ts';
import { vocabularyListSchema, type VocabularyEntry } from '../../content/vocabulary.ts';
import { coursePhrases, type PhraseGiver } from './phrases.ts';

const vocabularyFiles = import.meta.glob<string>('/content/vocabulary/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});
let vocabularies: Map<string, VocabularyEntry[]> | undefined;

/** A language's vocabulary list (content/vocabulary/<language>.yaml), empty when it has none. */
export function courseVocabulary(language: string): VocabularyEntry[] {
  vocabularies ??= new Map(
    Object.entries(vocabularyFiles).map(([path, text]) => [
      /([^/]+)\.yaml$/.exec(path)![1]!,
      vocabularyListSchema.parse(parse(text)),
    ]),
  );
  return vocabularies.get(language) ?? [];
}

/** A course as the site catalogue holds it (src/content/site-catalogue.ts): its file and its lessons by id. */
interface CatalogueCourse {
  course: Course;
  lessons: ReadonlyMap<string, { data: Lesson; body?: string | undefined }>;
}

const givers = new WeakMap<CatalogueCourse, PhraseGiver>();

/**
 * The phrases of a catalogue course's reading lessons, from its lessons and its language's vocabulary list: worked
 * out on the first page that asks, then shared by every lesson and level page of the course.
 */
export function catalogueCoursePhrases(bundle: CatalogueCourse): PhraseGiver {
  let give = givers.get(bundle);
  if (!give) {
    give = coursePhrases(
      { course: bundle.course, lessons: bundle.lessons.values() },
      courseVocabulary(bundle.course.language),
    );
    givers.set(bundle, give);
  }
  return give;
}
