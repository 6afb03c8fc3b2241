import type { Spelling } from '../../domain/spelling.ts';
import { toneKey } from '../../domain/toneChoice.ts';
import { textKey } from '../../domain/reviewItems.ts';

/** A word with the English it is taught with, and the field it sits in. */
export interface TaughtWord {
  field: string;
  word: string;
  meaning: string;
  /** Other spellings graded right for it (a vocabulary entry's `accept`). */
  accept?: readonly string[] | undefined;
}

/** A lexicon word with its meaning. */
export interface LexiconWord {
  word: string;
  meaning?: string | undefined;
}

/** A taught word spelt like a lexicon word of the same meaning but with other marks. */
export interface ToneClash {
  field: string;
  word: string;
  /** The lexicon's spelling and the meaning both give. */
  lexicon: string;
  meaning: string;
}

// Leading words that do not change a gloss: 'to praise' and 'praise', 'the hoe' and 'hoe'.
const leading = /^(?:to|a|an|the) /u;

/** The glosses of a meaning, compared without case, punctuation, bracketed asides or a leading 'to', 'a' or 'the'. */
function glosses(meaning: string): Set<string> {
  return new Set(
    meaning
      .replace(/\([^()]*\)/gu, ' ')
      .split(/[;,]/u)
      .map((gloss) => textKey(gloss).replace(leading, ''))
      .filter((gloss) => gloss !== ''),
  );
}

const written = (word: string) => word.normalize('NFC').toLowerCase();

/**
 * Taught words (vocabulary entries, memory-game pairs, story vocabulary) whose spelling has the letters of a lexicon
 * word with a meaning (content/lexicon/<language>.yaml), shares a gloss with it, and differs in tone marks or the dots of `spelling`: one
 * word for one meaning with two tone patterns, so one of the spellings is wrong. A warning, not an error: the two may
 * still be two words that English glosses alike. A spelling the word accepts is no clash.
 */
export function toneClashes(taught: readonly TaughtWord[], lexicon: readonly LexiconWord[], spelling: Spelling): ToneClash[] {
  const byKey = new Map<string, LexiconWord[]>();
  for (const entry of lexicon) {
    if (entry.meaning === undefined) continue;
    const key = toneKey(entry.word, spelling);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const clashes: ToneClash[] = [];
  for (const { field, word, meaning, accept } of taught) {
    const spelt = new Set([word, ...(accept ?? [])].map(written));
    const mine = glosses(meaning);
    for (const entry of byKey.get(toneKey(word, spelling)) ?? []) {
      if (spelt.has(written(entry.word))) continue;
      const shared = [...glosses(entry.meaning ?? '')].find((gloss) => mine.has(gloss));
      if (shared !== undefined) clashes.push({ field, word, lexicon: entry.word, meaning: shared });
    }
  }
  return clashes;
}
