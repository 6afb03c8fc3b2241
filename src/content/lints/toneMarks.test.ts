import { describe, expect, it } from 'vitest';
import { findUnmarkedWords } from './toneMarks.ts';

describe('findUnmarkedWords', () => {
  it('finds a known unmarked Yoruba word, whatever its case, and names the marked spelling', () => {
    expect(findUnmarkedWords('Bawo ni?', 'yoruba')).toEqual([{ word: 'Bawo', suggestion: 'báwo' }]);
  });

  it('accepts the marked spelling, precomposed or with combining marks', () => {
    expect(findUnmarkedWords('Báwo ni? Ẹ ṣé.', 'yoruba')).toEqual([]);
    expect(findUnmarkedWords('Báwo ni?'.normalize('NFD'), 'yoruba')).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(findUnmarkedWords('Omoluabi', 'yoruba')).toEqual([{ word: 'Omoluabi', suggestion: 'ọmọlúàbí' }]);
    expect(findUnmarkedWords('comoros bawoks', 'yoruba')).toEqual([]);
  });

  it('reports a word once per text and checks Igbo subdots', () => {
    expect(findUnmarkedWords('Kedu? kedu!', 'igbo')).toEqual([{ word: 'Kedu', suggestion: 'kedụ' }]);
    expect(findUnmarkedWords('Kedụ ka ị mere? Ụtụtụ ọma.', 'igbo')).toEqual([]);
  });

  it('leaves words that are correct without marks, and languages it has no list for', () => {
    expect(findUnmarkedWords('oko omi oyin', 'yoruba')).toEqual([]);
    expect(findUnmarkedWords('Biko, Ndewo', 'igbo')).toEqual([]);
    expect(findUnmarkedWords('bawo kedu', 'swahili')).toEqual([]);
  });
});
