/** A word of a lesson's text spelt like a vocabulary word but for its dots, and the vocabulary's spelling. */
export interface MisspeltWord {
  word: string;
  spelling: string;
}

/** The vocabulary's spellings of each word, and every spelling known to be a word of the language. */
export interface SpellingIndex {
  /** Vocabulary spellings (lower case, NFC) by their letters without dots or tone marks. */
  byLetters: ReadonlyMap<string, readonly string[]>;
  /** Spellings of real words (lower case, NFC): the vocabulary's, its accepted forms' and the lexicon's. */
  known: ReadonlySet<string>;
}

// A word is a run of letters and combining marks, so a hyphen ends it (ẹ̀rìn- in ẹ̀rìndínlógún).
const wordPattern = /[\p{L}\p{M}]+/gu;
const TONE_MARKS = /[\u0300\u0301\u0304\u0302\u030C]/gu;

const spelling = (word: string) => word.normalize('NFC').toLowerCase();
const withoutTones = (word: string) => word.normalize('NFD').replace(TONE_MARKS, '').normalize('NFC').toLowerCase();
const letters = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const hasMarks = (word: string) => /\p{M}/u.test(word.normalize('NFD'));
const plainLetters = /^[a-z]+$/iu;
const wordsOf = (text: string) => [...text.matchAll(wordPattern)].map((m) => ({ word: m[0], at: m.index }));

/** What the check knows of a lesson and its language beyond the index. */
export interface SpellingContext {
  /** Whether the language's standard spelling marks tones (Yoruba), so that English text writes its words unmarked. */
  tonesWritten: boolean;
  /** Words the lesson writes as names (namesIn): Yoruba Kúnlé is a name, kúnlẹ̀ "kneel" a word. */
  names: ReadonlySet<string>;
}

// A capital after a letter and a space or a comma, not after a sentence's end: a name, not a sentence's first word.
const nameAfterWord = /[\p{L}\p{M}],?\s+(\p{Lu}[\p{L}\p{M}]*)/gu;

/** The words `texts` write with a capital inside a sentence, as NFC: names and titles. */
export function namesIn(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => [...text.normalize('NFC').matchAll(nameAfterWord)].map((m) => m[1]!)));
}

/** The index of a language's vocabulary words (each word of a phrase, and of its accepted forms) and its lexicon's spellings. */
export function spellingIndex(vocabulary: readonly string[], lexicon: readonly string[]): SpellingIndex {
  const byLetters = new Map<string, string[]>();
  const known = new Set<string>();
  for (const { word } of vocabulary.flatMap(wordsOf)) {
    const spelt = spelling(word);
    known.add(spelt);
    const key = letters(word);
    const forms = byLetters.get(key) ?? [];
    if (!forms.includes(spelt)) byLetters.set(key, [...forms, spelt]);
  }
  for (const { word } of lexicon.flatMap(wordsOf)) known.add(spelling(word));
  return { byLetters, known };
}

/**
 * Words of `text` whose letters are those of a vocabulary word but whose dots differ from every vocabulary spelling of
 * them (Igbo 'iwa' where the list has 'ịwa'), each reported once. Tone marks alone are left to the lexicon check, as two
 * spellings that differ only in tones are most often two words (Yoruba wo, wò). Left out as well: a spelling that is a
 * known word itself; a single letter (a text naming a letter); a word joined to the next by a hyphen (a compound's
 * part); a name the lesson writes (namesIn); a word of a text that also writes the vocabulary spelling (a note naming a common misspelling on purpose);
 * and, when `tonesWritten` (Yoruba), a word with no marks at all, as English text writes names without them and the
 * missing-marks list (toneMarks.ts) holds the words that are certainly wrong unmarked.
 */
export function misspeltVocabularyWords(text: string, index: SpellingIndex, context: SpellingContext): MisspeltWord[] {
  const words = wordsOf(text);
  let written: Set<string> | undefined;
  const found = new Map<string, MisspeltWord>();
  for (const { word, at } of words) {
    // Cheapest tests first: most words of a text are English, and the letters of few of them are a vocabulary word's.
    const forms = index.byLetters.get(plainLetters.test(word) ? word.toLowerCase() : letters(word));
    if (forms === undefined) continue;
    const spelt = spelling(word);
    if ([...word].length < 2 || found.has(spelt) || index.known.has(spelt)) continue;
    if (text[at + word.length] === '-' || (context.tonesWritten && !hasMarks(word))) continue;
    if (context.names.has(word.normalize('NFC'))) continue;
    written ??= new Set(words.map((w) => spelling(w.word)));
    if (forms.some((form) => written?.has(form))) continue;
    // Only a difference in dots: the same spelling once tone marks are set aside is a matter of tones.
    if (forms.some((form) => withoutTones(form) === withoutTones(word))) continue;
    found.set(spelt, { word, spelling: forms[0]! });
  }
  return [...found.values()];
}
