import { capitalisedWords } from '../../domain/wordBankCase.ts';
import type { LessonEntry } from '../read.ts';
import { PLACEHOLDER } from '../skeleton.ts';

/** A word-bank tile that opens an answer with a capital it keeps nowhere else, and the field it sits in. */
export interface CapitalOpener {
  /** `sentences.<i>.wordBank.<j>`. */
  field: string;
  tile: string;
  /** The sentence item's number, from 1. */
  sentence: number;
}

const startsUpper = /^\p{Lu}/u;

/**
 * The tiles of a sentence lesson's word banks that open the correct sentence or an alternative and are written with a
 * capital, unless the item lists them in `capitalised:`, an answer writes them with a capital after its first word (a
 * title: Nna, Bàbá), or `names` holds them (the vocabulary's names: Eke, Orie). The player shows such a tile case
 * neutral, but the capital in the data is what once gave each sentence's first word away, and it still does wherever the
 * data is shown as written.
 */
export function capitalOpeners(lesson: LessonEntry, names: ReadonlySet<string>): CapitalOpener[] {
  if (lesson.type !== 'sentence-construction') return [];
  const keep = capitalisedWords(lesson.sentences);
  const found: CapitalOpener[] = [];
  lesson.sentences.forEach((item, i) => {
    const openers = new Set([item.correctSentence, ...item.alternatives].map((answer) => answer.split(' ')[0]!.normalize('NFC')));
    item.wordBank.forEach((tile, j) => {
      const word = tile.normalize('NFC');
      // A new draft's 'TODO:' tile is reported by the placeholder lint once the lesson is published.
      if (word.startsWith(`${PLACEHOLDER}:`)) return;
      if (startsUpper.test(word) && openers.has(word) && !keep.has(word) && !names.has(word)) {
        found.push({ field: `sentences.${i}.wordBank.${j}`, tile, sentence: i + 1 });
      }
    });
  });
  return found;
}
