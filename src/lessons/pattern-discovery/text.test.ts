import { describe, expect, it } from 'vitest';
import { splitHighlight } from './text.ts';

describe('splitHighlight', () => {
  it('marks the first occurrence of the highlight', () => {
    expect(splitHighlight('Ụtụtụ ọma', 'ọma')).toEqual([
      { text: 'Ụtụtụ ', highlighted: false },
      { text: 'ọma', highlighted: true },
    ]);
    expect(splitHighlight('Ṣé ẹ jí dáadáa?', 'ẹ')).toEqual([
      { text: 'Ṣé ', highlighted: false },
      { text: 'ẹ', highlighted: true },
      { text: ' jí dáadáa?', highlighted: false },
    ]);
  });

  it('finds a highlight written with decomposed marks', () => {
    expect(splitHighlight('Ka chi fọọ', 'fo\u0323o\u0323')[1]).toEqual({ text: 'fọọ', highlighted: true });
  });

  it('leaves the text plain without a highlight or when it is not found', () => {
    expect(splitHighlight('Ndewo', undefined)).toEqual([{ text: 'Ndewo', highlighted: false }]);
    expect(splitHighlight('Ndewo', 'xyz')).toEqual([{ text: 'Ndewo', highlighted: false }]);
  });
});
