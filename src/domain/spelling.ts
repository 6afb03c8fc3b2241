/** What the rules need to know of a language's spelling; content states it, callers pass it in. */

const DOTS = new Set(['\u0323', '\u0307']);

/**
 * A language's spelling as grading and the tone-and-letter choice read it: content/languages/<code>.yaml gives
 * `tonal` and `marksEveryTone`, the course keyboard (content/courses/<code>/course.yaml) gives the dotted letters.
 */
export interface Spelling {
  /** Its marks are tones (Igbo, Yoruba), so feedback names them 'tone'; otherwise (Kriolu, Swahili) 'accent'. */
  tonal: boolean;
  /** Its standard spelling writes every tone but mid (Yoruba), so a vowel without a mark is a mid tone. */
  marksEveryTone: boolean;
  /** The letters it writes with a dot, each base letter with its combining dot: Yoruba { e: U+0323, o: U+0323, s: U+0323 }. */
  dotted: Readonly<Record<string, string>>;
}

/** The spelling of a language with no tones, dots or fully marked tones (Swahili), and of one the caller does not know. */
export const PLAIN_SPELLING: Spelling = { tonal: false, marksEveryTone: false, dotted: {} };

/** The letters of `letters` written with a dot below (U+0323) or above (U+0307), as base letter → dot: [ẹ, ṅ, é] gives { e: U+0323, n: U+0307 }. */
export function dottedLetters(letters: readonly string[]): Record<string, string> {
  const dotted: Record<string, string> = {};
  for (const letter of letters) {
    const [base, ...marks] = [...letter.normalize('NFD').toLowerCase()];
    const dot = marks.find((m) => DOTS.has(m));
    if (base !== undefined && dot !== undefined) dotted[base] = dot;
  }
  return dotted;
}

/** 'tone' when the language's marks are tones, 'accent' otherwise: the word feedback uses for a mark ('check the tone on …'). */
export function markName(spelling: Pick<Spelling, 'tonal'>): 'tone' | 'accent' {
  return spelling.tonal ? 'tone' : 'accent';
}

/** True when the language writes letters with dots, so a tone-and-letter choice can be asked in it (Igbo, Yoruba). */
export function hasDottedLetters(spelling: Pick<Spelling, 'dotted'>): boolean {
  return Object.keys(spelling.dotted).length > 0;
}
