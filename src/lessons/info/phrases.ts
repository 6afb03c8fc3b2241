// The phrases a reading lesson introduces, worked out when the site is built: the vocabulary entries the lesson
// teaches (the ones practice asks once it is done, src/content/vocabularyLessons.ts), each placed in the paragraph
// that first uses it. The island receives them as plain data and never loads the vocabulary itself.
import type { Course } from '../../content/courses.ts';
import type { Lesson } from '../../content/lessons.ts';
import type { LessonEntry } from '../../content/read.ts';
import { vocabularyKey, type VocabularyEntry } from '../../content/vocabulary.ts';
import { lessonsByUnit, teachingLesson, usesWord } from '../../content/vocabularyLessons.ts';
import { strongTexts } from '../shared/markdown.ts';
import type { LessonPhrase, PlayableLesson } from '../types.ts';

type PhraseSource = Pick<VocabularyEntry, 'word' | 'pronunciation' | 'translation' | 'accept'>;

/**
 * Where each taught entry is introduced: the first paragraph that sets the word (or a form it accepts) in bold, where
 * the author presents it; else the first that uses it (as practice decides what a lesson teaches: 'si' inside 'si-').
 * Entries no paragraph shows (named only in the title or the cultural connection) are left out. In reading order: by
 * paragraph, then by where the word first stands in it.
 */
export function introducedPhrases(paragraphs: readonly string[], taught: readonly PhraseSource[]): LessonPhrase[] {
  // Most reading lessons teach no entry: their paragraphs are then not parsed for bold text at all.
  if (taught.length === 0) return [];
  const bold = paragraphs.map((p) => new Set(strongTexts(p).map(vocabularyKey)));
  const placed = taught.flatMap((entry) => {
    const forms = [entry.word, ...(entry.accept ?? [])].map(vocabularyKey);
    const inBold = bold.findIndex((strong) => forms.some((f) => strong.has(f)));
    const paragraph = inBold >= 0 ? inBold : paragraphs.findIndex((p) => usesWord(p, entry.word));
    if (paragraph < 0) return [];
    const at = paragraphs[paragraph]!.normalize('NFC').toLowerCase().indexOf(forms[0]!);
    const phrase: LessonPhrase = {
      word: entry.word,
      pronunciation: entry.pronunciation,
      translation: entry.translation,
      paragraph,
    };
    return [{ phrase, at: at < 0 ? Number.MAX_SAFE_INTEGER : at }];
  });
  return placed.sort((a, b) => a.phrase.paragraph - b.phrase.paragraph || a.at - b.at).map(({ phrase }) => phrase);
}

/** The lessons of a course as the content checks read them: fields and Markdown body. */
export interface CourseLessons {
  course: Course;
  lessons: Iterable<{ data: Lesson; body?: string | undefined }>;
}

/** Gives a lesson the phrases it introduces (a reading lesson; other types are returned as they are). */
export type PhraseGiver = <T extends PlayableLesson>(lesson: T) => T;

/**
 * The phrases of a course's reading lessons, from its published lessons and vocabulary list: which lesson teaches
 * each entry is worked out once for the course, so a page per lesson does not go through the whole course again.
 */
export function coursePhrases({ course, lessons }: CourseLessons, vocabulary: readonly VocabularyEntry[]): PhraseGiver {
  const entries: LessonEntry[] = [...lessons].map((l) => ({ ...l.data, body: l.body ?? '', file: '' }));
  const units = lessonsByUnit(
    { courses: [course], lessons: entries },
    course.language,
    (l) => l.status === 'published',
  );
  // Each lesson's entries in the vocabulary's order, as filtering the list for the lesson gives them.
  const taughtBy = new Map<string, VocabularyEntry[]>();
  for (const entry of vocabulary) {
    const id = teachingLesson(entry, units.get(entry.unit) ?? []);
    if (id !== null) taughtBy.set(id, [...(taughtBy.get(id) ?? []), entry]);
  }
  return (lesson) => {
    if (lesson.type !== 'info' && lesson.type !== 'cultural-note') return lesson;
    const phrases = introducedPhrases(lesson.paragraphs ?? [], taughtBy.get(lesson.id) ?? []);
    return phrases.length > 0 ? { ...lesson, phrases } : lesson;
  };
}
