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

/** What a recall prompt says: its meanings and its bracketed asides, each compared without case or punctuation. */
function promptParts(translation: string): Set<string> {
  const asides = [...translation.matchAll(/\(([^()]*)\)/gu)].map((m) => m[1]!);
  return new Set([...meaningsOf(translation), ...asides].map(textKey).filter((part) => part !== ''));
}

const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((part) => b.has(part));

/** Whether practice grades each word right when the other's is asked (each lists the other in `accept:`). */
function acceptEachOther(a: VocabularyEntry, b: VocabularyEntry): boolean {
  const accepts = (entry: VocabularyEntry, word: string) =>
    (entry.accept ?? []).some((form) => textKey(form) === textKey(word));
  return accepts(a, b.word) && accepts(b, a.word);
}

/**
 * Pairs of entries that share a meaning (compared without case, punctuation or bracketed asides), whose hints do not
 * differ, and where one recall prompt says nothing the other does not (`Thank you` beside `Thank you (often said by
 * women)`): shown that English, a learner cannot know which word is asked and is marked wrong for the other one.
 * Entries whose prompts each say something of their own (`you (familiar); your` and `you (respectful, to a man)`), or
 * that accept each other's word, are told apart or graded right either way. Each pair is named once, at the later
 * entry, with the earlier one.
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
        if (acceptEachOther(entry, other)) continue;
        const [mine, theirs] = [promptParts(entry.translation), promptParts(other.translation)];
        if (!subset(mine, theirs) && !subset(theirs, mine)) continue;
        named.add(i);
        pairs.push({ field: `${index}.translation`, meaning, word: entry.word, first: { index: i, word: other.word } });
      }
      byMeaning.set(key, [...earlier, index]);
    }
  });
  return pairs;
}
