/** Letters of a written answer as a learner sees them: a base letter, its dot (ẹ ọ ṣ ị ụ ṅ) and its tone marks. */

/** Combining dot below (ẹ ọ ṣ ị ụ); the vertical line below of older Yoruba print (e̩) counts as the same dot. */
const DOT_BELOW = '\u0323';
const VERTICAL_LINE_BELOW = '\u0329';
/** Combining dot above (Igbo ṅ). */
const DOT_ABOVE = '\u0307';
/** Grave (low), acute (high), macron (mid or downstep), circumflex and caron (falling and rising). */
const TONE_MARKS = new Set(['\u0300', '\u0301', '\u0304', '\u0302', '\u030C']);
const COMBINING = /\p{M}/u;
const IGNORED = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'ɛ', 'ɔ']);

/** One letter of an answer, with where it stands in the written text. */
export interface AnswerLetter {
  /** The letter as written, in NFC (e.g. 'ọ́'). */
  text: string;
  /** Lower-case base letter without any mark ('ọ́' → 'o', 'ñ' → 'n'). */
  base: string;
  /** Other combining marks (the tilde of ñ, the cedilla of ç, a diaeresis), sorted, joined ('' when none). */
  marks: string;
  /** The dot mark ('\u0323' below, '\u0307' above) or '' when the letter has none. */
  dot: string;
  /** The tone marks, sorted, joined ('' when unmarked). */
  tones: string;
  /** Index of the letter among the written text's letters, spaces and punctuation (its grapheme index). */
  index: number;
  /** 0-based index of the word holding the letter. */
  word: number;
  /** 1-based syllable of the word: the number of vowel nuclei up to this letter (at least 1). */
  syllable: number;
}

/** Splits NFD text into graphemes: a base character followed by its combining marks. */
function graphemes(text: string): string[] {
  const out: string[] = [];
  for (const char of text.normalize('NFD')) {
    const last = out.length - 1;
    if (COMBINING.test(char) && last >= 0) out[last] += char;
    else out.push(char);
  }
  return out;
}

function isNucleus(base: string, tones: string): boolean {
  // A tone-marked n or m is a syllabic nasal (Yoruba ń, Igbo ǹ), a syllable of its own.
  return VOWELS.has(base) || ((base === 'n' || base === 'm') && tones !== '');
}

/** The letters of `text`, ignoring case, punctuation, symbols and spaces (which only separate words). */
export function answerLetters(text: string): AnswerLetter[] {
  const letters: AnswerLetter[] = [];
  let word = 0;
  let syllable = 0;
  let inWord = false;
  graphemes(text).forEach((grapheme, index) => {
    const [first = ''] = grapheme;
    if (SPACE.test(first) || IGNORED.test(first)) {
      // Punctuation joins nothing: 'ẹ-kú' and 'ẹ, kú' are two words, like 'ẹ kú'.
      if (inWord) word += 1;
      inWord = false;
      syllable = 0;
      return;
    }
    inWord = true;
    const base = first.toLowerCase();
    let dot = '';
    const tones: string[] = [];
    const others: string[] = [];
    for (const mark of grapheme.slice(first.length)) {
      if (mark === DOT_BELOW || mark === VERTICAL_LINE_BELOW) dot = DOT_BELOW;
      else if (mark === DOT_ABOVE) dot = DOT_ABOVE;
      else if (TONE_MARKS.has(mark)) tones.push(mark);
      else others.push(mark);
    }
    const tone = [...new Set(tones)].sort().join('');
    if (isNucleus(base, tone)) syllable += 1;
    letters.push({
      text: grapheme.normalize('NFC'),
      base,
      marks: [...new Set(others)].sort().join(''),
      dot,
      tones: tone,
      index,
      word,
      syllable: Math.max(1, syllable),
    });
  });
  return renumberWords(letters);
}

/** Word numbers counted over words that hold letters, so punctuation between spaces makes no empty word. */
function renumberWords(letters: AnswerLetter[]): AnswerLetter[] {
  const order = [...new Set(letters.map((l) => l.word))];
  return letters.map((l) => ({ ...l, word: order.indexOf(l.word) }));
}

/** The letter with its dot but no tone ('ọ́' → 'ọ'), in NFC, for messages about dots. */
export function dottedLetter(letter: AnswerLetter): string {
  return (letter.base + letter.dot).normalize('NFC');
}
