/**
 * Case-neutral word banks. A sentence's first word is written with a capital in content, so a tile showing that
 * capital would give the start of the sentence away; tiles are therefore shown with a small first letter, except the
 * words the language always writes with a capital (names, titles, Kriolu's N). The built sentence is shown with a
 * capital, as a sentence is written, and is checked in the case-neutral form, so the case of its first letter never
 * decides the verdict.
 */

/** What the case rules need of a sentence item. */
export interface TileSentence {
  wordBank: readonly string[];
  correctSentence: string;
  alternatives?: readonly string[] | undefined;
  /** Tiles that keep their capital wherever they stand, beyond those an answer writes with one after its first word. */
  capitalised?: readonly string[] | undefined;
}

const startsUpper = /^\p{Lu}/u;

const words = (sentence: string) => sentence.split(' ');

const lowerFirst = (word: string) => {
  const [first = '', ...rest] = word;
  return first.toLowerCase() + rest.join('');
};

/**
 * The words a lesson always writes with a capital, as NFC text: the words an answer (a correct sentence or an
 * alternative) writes with a capital after its first word, where only a name or title has one ('ẹ kú àárọ̀ Bàbá' keeps
 * Bàbá), unless a correct sentence of the lesson opens with the word, in either case (an alternative 'Mzee Asante sana' copies the
 * capital of 'Asante sana Mzee'); and the tiles an item lists in `capitalised` (a name that only opens a sentence or is
 * a distractor, Kriolu N).
 */
export function capitalisedWords(sentences: readonly TileSentence[]): ReadonlySet<string> {
  const openers = new Set(sentences.map((item) => lowerFirst(words(item.correctSentence)[0]!.normalize('NFC'))));
  const keep = new Set<string>();
  for (const item of sentences) {
    for (const answer of [item.correctSentence, ...(item.alternatives ?? [])]) {
      for (const word of words(answer)
        .slice(1)
        .map((w) => w.normalize('NFC'))) {
        if (startsUpper.test(word) && !openers.has(lowerFirst(word))) keep.add(word);
      }
    }
  }
  for (const item of sentences) for (const word of item.capitalised ?? []) keep.add(word.normalize('NFC'));
  return keep;
}

/** A word as a tile shows it: its first letter in lower case ('Habari' → 'habari'), unless the word keeps its capital. */
export function caseNeutral(word: string, keep: ReadonlySet<string>): string {
  return !startsUpper.test(word) || keep.has(word.normalize('NFC')) ? word : lowerFirst(word);
}

/** A sentence with every word case-neutral ('Asante sana Mzee' → 'asante sana Mzee'), the form a built sentence is checked in. */
export function caseNeutralSentence(sentence: string, keep: ReadonlySet<string>): string {
  return words(sentence)
    .map((word) => caseNeutral(word, keep))
    .join(' ');
}

/** A text with its first letter in upper case, as a sentence is shown ('ẹ kú iṣẹ́' → 'Ẹ kú iṣẹ́'). */
export function withCapital(text: string): string {
  const [first = '', ...rest] = text;
  return first.toUpperCase() + rest.join('');
}

/** Built words as shown: the first one with a capital. */
export function shownWords(built: readonly string[]): string[] {
  return built.map((word, position) => (position === 0 ? withCapital(word) : word));
}
