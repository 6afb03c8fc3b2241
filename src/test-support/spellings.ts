/**
 * Test fixtures only: the spellings of the four course languages as content/languages/*.yaml and the course keyboards
 * state them (src/content/languages.test.ts checks they agree). The product reads them from content/, never from here.
 */
import { dottedLetters, PLAIN_SPELLING, type Spelling } from '../domain/spelling.ts';

export const YORUBA: Spelling = { tonal: true, marksEveryTone: true, dotted: dottedLetters(['ẹ', 'ọ', 'ṣ']) };
export const IGBO: Spelling = { tonal: true, marksEveryTone: false, dotted: dottedLetters(['ị', 'ọ', 'ụ', 'ṅ']) };
export const KRIOLU: Spelling = { tonal: false, marksEveryTone: false, dotted: {} };
export const SWAHILI: Spelling = PLAIN_SPELLING;

/** The spellings by language code, for tests that loop over languages. */
export const SPELLINGS: Readonly<Record<string, Spelling>> = {
  yoruba: YORUBA,
  igbo: IGBO,
  kriolu: KRIOLU,
  swahili: SWAHILI,
};
