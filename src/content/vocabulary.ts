import { z } from 'zod';
import { nonEmpty, slug } from './common.ts';
import type { Course } from './courses.ts';
import type { ContentProblem } from './problems.ts';

/**
 * The parts of speech a vocabulary entry can have. 'name' is a person, place, market day or weekday;
 * 'question' a question word (how many, where); 'particle' a small grammatical word (and, from, is);
 * 'greeting' a greeting, reply or leave-taking; 'phrase' any other set expression or sentence.
 */
export const partsOfSpeech = [
  'noun',
  'name',
  'pronoun',
  'verb',
  'adjective',
  'adverb',
  'number',
  'question',
  'particle',
  'interjection',
  'greeting',
  'phrase',
] as const;

/** One word or phrase of a language's vocabulary list (content/vocabulary/<language>.yaml). */
export const vocabularyEntrySchema = z.strictObject({
  /** Spelt exactly as the lessons spell it, with every tone mark and subdot. */
  word: nonEmpty,
  /** ASCII name of the word's audio files: public/audio/<language>/vocabulary/<slug>.mp3. Never changes once audio exists. */
  slug,
  translation: nonEmpty,
  /** A respelling for English speakers, e.g. 'kah-REE-boo'. */
  pronunciation: nonEmpty,
  partOfSpeech: z.enum(partsOfSpeech),
  /** The unit of the course where the word is first taught. */
  unit: z.number().int().positive(),
  notes: z.string().optional(),
  /** Other spellings or forms graded right in practice recall, as the course teaches them (Ndeewo beside Ndewo). */
  accept: z.array(nonEmpty).min(1, 'list at least one form, or leave accept out').optional(),
  /** A few English words shown in brackets after the translation in practice recall, to tell the entry from another with the same English ('to an elder'). */
  hint: nonEmpty
    .refine((hint) => !/^\(.*\)$/su.test(hint), 'write the hint without brackets; practice shows it in brackets')
    .optional(),
});

/** A vocabulary file: the list of a language's words in the order the course introduces them. */
export const vocabularyListSchema = z.array(vocabularyEntrySchema).min(1, 'a vocabulary list needs at least one word');

export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

/** A language's vocabulary list as read from disk. */
export interface VocabularyList {
  language: string;
  file: string;
  entries: VocabularyEntry[];
}

// Question and exclamation marks, full stops, commas and ellipses around a word do not make another word.
const edgePunctuation = /^[\s¿¡"'“”‘’.,;:!?…]+|[\s"'“”‘’.,;:!?…]+$/gu;

/** The form in which two spellings count as the same word: Unicode NFC, lower case, without surrounding punctuation ('Hujambo?' → 'hujambo'). */
export function vocabularyKey(word: string): string {
  return word.normalize('NFC').replace(edgePunctuation, '').toLowerCase();
}

const error = (file: string, field: string, message: string): ContentProblem => ({ file, field, message, severity: 'error' });

/** Checks each vocabulary list against itself and its course: words and slugs are unique, an entry accepts each form once, and every unit exists in the outline. */
export function checkVocabulary(lists: readonly VocabularyList[], courses: readonly Course[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { language, file, entries } of lists) {
    const course = courses.find((c) => c.language === language);
    if (!course) problems.push(error(file, '(file)', `no course for '${language}' (content/courses/${language}/course.yaml)`));
    const units = new Set(course?.levels.flatMap((level) => level.units.map((unit) => Number(/^unit-(\d+)$/.exec(unit.id)?.[1]))));
    const words = new Map<string, number>();
    const slugs = new Map<string, number>();
    entries.forEach((entry, i) => {
      const key = vocabularyKey(entry.word);
      const twin = words.get(key);
      if (twin !== undefined) problems.push(error(file, `${i}.word`, `'${entry.word}' is listed twice (also ${twin}.word); give one entry all its meanings`));
      else words.set(key, i);
      const slugTwin = slugs.get(entry.slug);
      if (slugTwin !== undefined) problems.push(error(file, `${i}.slug`, `'${entry.slug}' is used twice (also ${slugTwin}.slug); add a dash and a distinguishing word`));
      else slugs.set(entry.slug, i);
      const forms = new Map<string, string>([[key, 'word']]);
      entry.accept?.forEach((form, j) => {
        const same = forms.get(vocabularyKey(form));
        if (same !== undefined) problems.push(error(file, `${i}.accept.${j}`, `'${form}' is ${i}.${same} again (case and surrounding punctuation aside); list each form once`));
        else forms.set(vocabularyKey(form), `accept.${j}`);
      });
      if (course && !units.has(entry.unit)) {
        problems.push(error(file, `${i}.unit`, `unit ${entry.unit} is not in the ${language} course outline`));
      }
    });
  }
  return problems;
}
