import { lessonTexts } from './lints/lessonText.ts';
import type { ContentProblem } from './problems.ts';
import type { ContentTree, LessonEntry } from './read.ts';
import { vocabularyKey, type VocabularyEntry } from './vocabulary.ts';

// A letter, a combining mark (a tone mark or subdot written apart) or a digit continues a word.
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** A text in the form words are compared in: Unicode NFC, lower case. */
const searchable = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * True when `text` holds `word` as a whole word (or words): in NFC, ignoring case and the punctuation around the word,
 * with no letter, mark or digit right before or after it; a tone mark makes another word ('ọmọ' is not in 'ọmọ̀').
 */
export function usesWord(text: string, word: string): boolean {
  const haystack = searchable(text);
  const needle = vocabularyKey(word);
  if (needle === '') return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.slice(0, at).at(-1) ?? '';
    const after = haystack[at + needle.length] ?? '';
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

const texts = new WeakMap<LessonEntry, string>();

/** Every text a learner reads in a lesson, joined, in searchable form (kept per lesson object). */
function lessonText(lesson: LessonEntry): string {
  let text = texts.get(lesson);
  if (text === undefined) {
    text = searchable(lessonTexts(lesson).map((t) => t.text).join('\n'));
    texts.set(lesson, text);
  }
  return text;
}

/**
 * The lesson that teaches a vocabulary entry: the first of its unit's lessons (`unitLessons`, in play order) whose
 * text uses the word, or null when none does. A word met in passing in an earlier unit (a name in a pronunciation
 * note) is taught where its entry's unit says.
 */
export function teachingLesson(entry: Pick<VocabularyEntry, 'word'>, unitLessons: readonly LessonEntry[]): string | null {
  return unitLessons.find((lesson) => usesWord(lessonText(lesson), entry.word))?.id ?? null;
}

/** The lessons of each unit of a language's course, in play order, keeping those `keep` accepts. */
export function lessonsByUnit(
  tree: Pick<ContentTree, 'courses' | 'lessons'>,
  language: string,
  keep: (lesson: LessonEntry) => boolean = () => true,
): Map<number, LessonEntry[]> {
  const lessons = new Map(tree.lessons.filter((l) => l.language === language && keep(l)).map((l) => [l.id, l]));
  const units = new Map<number, LessonEntry[]>();
  for (const unit of tree.courses.find((c) => c.language === language)?.levels.flatMap((level) => level.units) ?? []) {
    const number = Number(/^unit-(\d+)$/.exec(unit.id)?.[1]);
    if (!number) continue;
    units.set(number, [...(units.get(number) ?? []), ...unit.lessons.flatMap((id) => lessons.get(id) ?? [])]);
  }
  return units;
}

/** An error for each vocabulary entry that no lesson of its unit uses (a unit with no lessons yet is left alone): practice would never ask it. */
export function checkVocabularyLessons(tree: ContentTree): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { language, file, entries } of tree.vocabulary) {
    if (!tree.courses.some((c) => c.language === language)) continue;
    const units = lessonsByUnit(tree, language);
    entries.forEach((entry, i) => {
      const unitLessons = units.get(entry.unit);
      if (!unitLessons?.length || teachingLesson(entry, unitLessons)) return;
      problems.push({
        file,
        field: `${i}.word`,
        message: `no lesson of unit ${entry.unit} uses '${entry.word}', so practice never asks it: use the word in a lesson of the unit, or give the unit that teaches it`,
        severity: 'error',
      });
    });
  }
  return problems;
}
