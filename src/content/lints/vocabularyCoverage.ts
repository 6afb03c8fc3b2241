import type { LessonEntry } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';
import { vocabularyKey } from '../vocabulary.ts';

/** A word a lesson teaches that its language's vocabulary list lacks, and the field it sits in. */
export interface UnlistedWord {
  field: string;
  word: string;
}

/**
 * The memory-game words and story vocabulary of a lesson missing from `known`, a set of vocabularyKey()s of
 * the language's list. A skeleton's 'TODO: …' placeholder is not a word yet, so it is left out.
 */
export function wordsMissingFromVocabulary(lesson: LessonEntry, known: ReadonlySet<string>): UnlistedWord[] {
  const taught =
    lesson.type === 'memory-game'
      ? lesson.pairs.map((p, i) => ({ field: `pairs.${i}.word`, word: p.word }))
      : lesson.type === 'cultural-story'
        ? lesson.vocabulary.map((v, i) => ({ field: `vocabulary.${i}.word`, word: v.word }))
        : [];
  return taught.filter(({ word }) => !word.startsWith(`${PLACEHOLDER}:`) && !known.has(vocabularyKey(word)));
}
