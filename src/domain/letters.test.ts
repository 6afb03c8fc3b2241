import { describe, expect, it } from 'vitest';
import { answerLetters, dottedLetter } from './letters.ts';

describe('answerLetters', () => {
  it('splits a letter into base, dot and tone marks', () => {
    const [o] = answerLetters('Ọ́');
    expect(o).toMatchObject({ text: 'Ọ́', base: 'o', dot: '\u0323', tones: '\u0301' });
  });

  it('keeps other marks apart from the base letter', () => {
    expect(answerLetters('ç')[0]).toMatchObject({ base: 'c', marks: '\u0327' });
    expect(answerLetters('niño')[2]).toMatchObject({ base: 'n', marks: '\u0303', text: 'ñ' });
  });

  it('skips punctuation and counts words and syllables', () => {
    expect(answerLetters('Ẹ, káàárọ̀!').map((l) => [l.index, l.word, l.syllable])).toEqual([
      [0, 0, 1],
      [3, 1, 1],
      [4, 1, 1],
      [5, 1, 2],
      [6, 1, 3],
      [7, 1, 3],
      [8, 1, 4],
    ]);
  });

  it('writes a dotted letter without its tone', () => {
    expect(dottedLetter(answerLetters('ọ̀')[0]!)).toBe('ọ');
  });
});
