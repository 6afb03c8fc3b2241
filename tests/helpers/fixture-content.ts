import { fileURLToPath } from 'node:url';

/**
 * The small course the API tests read instead of content/ (two active languages of two units each, one coming
 * soon), so that adding or editing a lesson of the live course cannot change what they assert. docs/testing.md
 * describes it.
 */
export const FIXTURE_CONTENT = fileURLToPath(new URL('../fixtures/content', import.meta.url));

/** What tests/fixtures/content holds, for the assertions that count it. */
export const FIXTURE = {
  /** Language codes in their catalogue order; hausa is coming soon. */
  languages: ['igbo', 'yoruba', 'hausa'],
  activeLanguages: ['igbo', 'yoruba'],
  /** Units per course, each of seven lessons (positions 0 to 6). */
  unitsPerCourse: 2,
  lessons: 28,
  /** A title only the fixture has, to tell it from content/. */
  firstIgboLessonTitle: 'Greetings (fixture)',
  igboCourseTitle: 'Igbo Fixture Course',
} as const;
