import { textKey } from '../../domain/reviewItems.ts';
import type { VocabularyEntry } from '../vocabulary.ts';

/** Two entries of one vocabulary list that share an English meaning with no hint to tell them apart. */
export interface SharedPrompt {
  /** The later entry's field, `<index>.translation`. */
  field: string;
  /** The shared meaning, as the later entry writes it. */
  meaning: string;
  word: string;
  /** The earlier entry's index and word. */
  first: { index: number; word: string };
}

/** The meanings a translation gives: its parts between semicolons, without bracketed asides ('you (familiar); your' → you, your). */
export function meaningsOf(translation: string): string[] {
  return translation
    .replace(/\([^()]*\)/gu, ' ')
    .split(';')
    .map((meaning) => meaning.replace(/\s+/gu, ' ').trim())
    .filter((meaning) => textKey(meaning) !== '');
}

/**
 * Pairs of entries that share a meaning (compared without case, punctuation or bracketed asides) and whose hints do not
 * differ: shown that English in practice recall, a learner cannot know which word is asked and is marked wrong for the
 * other one. Each pair is named once, at the later entry, with the earlier one.
 */
export function sharedPrompts(entries: readonly VocabularyEntry[]): SharedPrompt[] {
  const byMeaning = new Map<string, number[]>();
  const pairs: SharedPrompt[] = [];
  entries.forEach((entry, index) => {
    const named = new Set<number>();
    for (const meaning of meaningsOf(entry.translation)) {
      const key = textKey(meaning);
      const earlier = byMeaning.get(key) ?? [];
      for (const i of earlier) {
        const other = entries[i]!;
        if (i === index || named.has(i) || textKey(other.hint ?? '') !== textKey(entry.hint ?? '')) continue;
        named.add(i);
        pairs.push({ field: `${index}.translation`, meaning, word: entry.word, first: { index: i, word: other.word } });
      }
      byMeaning.set(key, [...earlier, index]);
    }
  });
  return pairs;
}
