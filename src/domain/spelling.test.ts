import { describe, expect, it } from 'vitest';
import { dottedLetters, hasDottedLetters, markName, PLAIN_SPELLING } from './spelling.ts';

describe('dottedLetters', () => {
  it('maps each dotted letter of a keyboard to its dot, below or above', () => {
    expect(dottedLetters(['ẹ', 'ọ', 'ṣ'])).toEqual({ e: '\u0323', o: '\u0323', s: '\u0323' });
    expect(dottedLetters(['ị', 'ọ', 'ụ', 'ṅ'])).toEqual({ i: '\u0323', o: '\u0323', u: '\u0323', n: '\u0307' });
  });

  it('leaves out letters with other marks, and takes decomposed or capital letters', () => {
    expect(dottedLetters(['é', 'ó', 'ô', 'ñ'])).toEqual({});
    expect(dottedLetters(['E\u0323', 'ợ'])).toEqual({ e: '\u0323', o: '\u0323' });
  });
});

describe('markName', () => {
  it("says 'tone' for a tonal language and 'accent' for another", () => {
    expect(markName({ tonal: true })).toBe('tone');
    expect(markName(PLAIN_SPELLING)).toBe('accent');
  });
});

describe('hasDottedLetters', () => {
  it('is true only when the spelling has a dotted letter', () => {
    expect(hasDottedLetters({ dotted: { e: '\u0323' } })).toBe(true);
    expect(hasDottedLetters(PLAIN_SPELLING)).toBe(false);
  });
});
