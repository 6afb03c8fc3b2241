/** The tone-and-letter choice: the right spelling among others that differ only in marks, real words shown as the words they are. */
import type { ReviewItem } from './reviewItems.ts';
import { shuffled } from './seededRandom.ts';
import { hasDottedLetters, type Spelling } from './spelling.ts';
import { toneVariants } from './toneVariants.ts';

/**
 * A spelling known to be a real word, near a practised word: its meaning, or null when it is attested without a meaning
 * we can show (or is another spelling of the practised word itself), which keeps it out of the choices.
 */
export interface ToneNeighbour {
  word: string;
  meaning: string | null;
}

/** One entry of a language's lexicon: an attested spelling, with a short English meaning when one is known. */
export interface LexiconEntry {
  word: string;
  meaning?: string;
  /** The spelling is another way of writing this word (Yoruba baba for bàbá), never a wrong answer for it. */
  sameAs?: string;
}

const DISTRACTORS = 2;
/** How many invented misspellings to draw, so that enough remain once real words are set aside. */
const DRAWN = 6;
const TONE_MARKS = '\u0300\u0301\u0304\u0302\u030C';
/** Per spelling, the marks a key drops: tone marks and the language's dots (made once per spelling object). */
const KEY_MARKS = new WeakMap<Spelling, RegExp>();

function keyMarks(spelling: Spelling): RegExp {
  let marks = KEY_MARKS.get(spelling);
  if (!marks) {
    marks = new RegExp(`[${TONE_MARKS}${[...new Set(Object.values(spelling.dotted))].join('')}]`, 'gu');
    KEY_MARKS.set(spelling, marks);
  }
  return marks;
}

const same = (word: string) => word.normalize('NFC').toLowerCase();

/** The word with its tone marks and the dots of `spelling` taken away, lower case: spellings with one key differ only in marks. */
export function toneKey(word: string, spelling: Spelling): string {
  return word.normalize('NFD').replace(keyMarks(spelling), '').toLowerCase().normalize('NFC');
}

/** A language's lexicon grouped by tone key, made once: the entries a word's neighbours are drawn from. */
export type LexiconIndex = ReadonlyMap<string, readonly LexiconEntry[]>;

/** The entries of `lexicon` grouped by their tone key in `spelling`, in their order. */
export function lexiconIndex(lexicon: readonly LexiconEntry[], spelling: Spelling): LexiconIndex {
  const index = new Map<string, LexiconEntry[]>();
  for (const entry of lexicon) {
    const key = toneKey(entry.word, spelling);
    const group = index.get(key);
    if (group) group.push(entry);
    else index.set(key, [entry]);
  }
  return index;
}

/**
 * The lexicon's spellings of `word`'s key other than `word` itself, each with the first meaning the lexicon gives it, or
 * none when it gives none or lists the spelling as another way of writing `word` (sameAs).
 */
export function toneNeighbours(word: string, spelling: Spelling, lexicon: LexiconIndex): ToneNeighbour[] {
  const spellingOfWord = same(word);
  const found = new Map<string, { word: string; meaning: string | null; sameWord: boolean }>();
  for (const entry of lexicon.get(toneKey(word, spelling)) ?? []) {
    const spelling = same(entry.word);
    if (spelling === spellingOfWord) continue;
    const known = found.get(spelling);
    found.set(spelling, {
      word: known?.word ?? entry.word.normalize('NFC'),
      meaning: known?.meaning ?? entry.meaning ?? null,
      sameWord: (known?.sameWord ?? false) || (entry.sameAs !== undefined && same(entry.sameAs) === spellingOfWord),
    });
  }
  return [...found.values()].map((n) => ({ word: n.word, meaning: n.sameWord ? null : n.meaning }));
}

/**
 * `items` (of the language `lexicon` and `spelling` belong to) with, on each item that a tone choice can ask (recalled,
 * in a language with dotted letters), the real words of `lexicon` spelt like its answer but for marks: what a session
 * needs of the lexicon, and nothing more.
 */
export function withToneNeighbours(
  items: readonly ReviewItem[],
  lexicon: LexiconIndex,
  spelling: Spelling,
): ReviewItem[] {
  if (!hasDottedLetters(spelling)) return [...items];
  return items.map((item) => {
    const word = item.answers[0];
    if (word === undefined || !item.directions.includes('recall')) return item;
    // A phrase's words too, so that a misspelling turning one of them into another real word is not called invented.
    const words = wordsOf(word);
    const found = [word, ...(words.length > 1 ? words : [])].flatMap((w) => toneNeighbours(w, spelling, lexicon));
    const neighbours = [...new Map(found.map((n) => [same(n.word), n])).values()];
    return neighbours.length > 0 ? { ...item, neighbours } : item;
  });
}

/** The choices of a tone-choice exercise with what each one means (the answer its own meaning; null: not a word we know). */
export interface ToneChoice {
  choices: string[];
  meanings: (string | null)[];
}

/** The words of a phrase, lower case NFC, without the punctuation around them. */
const wordsOf = (text: string) =>
  same(text)
    .split(/\s+/u)
    .map((w) => w.replace(/^\p{P}+|\p{P}+$/gu, ''));

/** The spellings `known` holds (with a meaning or none) of the keys of a phrase's words other than those words themselves. */
function wordsNear(phrase: string, spelling: Spelling, known: readonly ToneNeighbour[]): Set<string> {
  const words = wordsOf(phrase);
  if (words.length < 2) return new Set();
  const wordKeys = new Set(words.map((w) => toneKey(w, spelling)));
  return new Set(
    known
      .filter((n) => wordKeys.has(toneKey(n.word, spelling)))
      .map((n) => same(n.word))
      .filter((w) => !words.includes(w)),
  );
}

/** True when a misspelt phrase turns one of its words into a real word (Ẹ kú iṣẹ́ → Ẹ kú ìṣẹ́): not an invented spelling. */
function changesToRealWord(phrase: string, variant: string, realWords: ReadonlySet<string>): boolean {
  const before = wordsOf(phrase);
  return wordsOf(variant).some((w, i) => w !== before[i] && realWords.has(w));
}

const withCaseOf = (model: string, word: string) =>
  model[0] !== undefined && model[0] !== model[0].toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

/**
 * The right spelling `answer` (meaning `meaning`) and up to two others of its key in `spelling`, drawn with `random`: real words of
 * `known` first, each shown with its meaning; then invented misspellings that `known` does not hold, shown as not a word
 * we know. A spelling `known` holds without a meaning (attested, or another spelling of the answer) is never offered,
 * nor a misspelt phrase one of whose words became another word `known` holds. Null when there is nothing to offer.
 */
export function toneChoice(
  answer: string,
  meaning: string,
  spelling: Spelling,
  known: readonly ToneNeighbour[],
  random: () => number,
): ToneChoice | null {
  const right = answer.normalize('NFC');
  const key = toneKey(right, spelling);
  const near = new Map<string, ToneNeighbour>();
  const rightSpelling = same(right);
  for (const n of known) {
    if (toneKey(n.word, spelling) !== key) continue;
    const written = same(n.word);
    if (written === rightSpelling) continue;
    // A spelling listed once without a meaning (another spelling of the answer) stays out, whatever else lists it.
    const meaning = near.get(written)?.meaning === null ? null : n.meaning;
    near.set(written, { word: withCaseOf(right, n.word.normalize('NFC')), meaning });
  }
  const real = shuffled(
    [...near.values()].flatMap((n) => (n.meaning === null ? [] : [{ word: n.word, meaning: n.meaning }])),
    random,
  );
  const realWords = wordsNear(right, spelling, known);
  const invented = toneVariants(right, spelling, DRAWN, random)
    .filter((v) => !near.has(same(v)) && !changesToRealWord(right, v, realWords))
    .map((word) => ({ word, meaning: null }));
  const others = [...real, ...invented].slice(0, DISTRACTORS);
  if (others.length === 0) return null;
  const options = shuffled([{ word: right, meaning }, ...others], random);
  return { choices: options.map((o) => o.word), meanings: options.map((o) => o.meaning) };
}
