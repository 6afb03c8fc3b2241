import type { LessonEntry } from '../read.ts';

/** A word listed twice in one lesson, with the fields of both appearances. */
export interface DuplicateWord {
  field: string;
  word: string;
  first: string;
}

const key = (word: string) => word.normalize('NFC').trim().toLowerCase();

function repeats(values: readonly string[], field: (i: number) => string): DuplicateWord[] {
  const seen = new Map<string, string>();
  const out: DuplicateWord[] = [];
  values.forEach((word, i) => {
    const first = seen.get(key(word));
    if (first) out.push({ field: field(i), word, first });
    else seen.set(key(word), field(i));
  });
  return out;
}

/** Words a lesson lists twice (ignoring case) in its story vocabulary or memory pairs; a pair's English twice is as ambiguous to match. */
export function duplicateWords(lesson: LessonEntry): DuplicateWord[] {
  if (lesson.type === 'cultural-story') {
    return repeats(lesson.vocabulary.map((v) => v.word), (i) => `vocabulary.${i}.word`);
  }
  if (lesson.type === 'memory-game') {
    return [
      ...repeats(lesson.pairs.map((p) => p.word), (i) => `pairs.${i}.word`),
      ...repeats(lesson.pairs.map((p) => p.english), (i) => `pairs.${i}.english`),
    ];
  }
  return [];
}
