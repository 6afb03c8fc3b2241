import { describe, expect, it } from 'vitest';
import type { LessonEntry } from '../read.ts';
import { duplicateWords } from './duplicates.ts';

const pairs = (items: [string, string][]) =>
  ({ type: 'memory-game', pairs: items.map(([word, english], i) => ({ id: `p${i}`, word, english })) }) as unknown as LessonEntry;

describe('duplicateWords', () => {
  it('names a memory pair whose word repeats an earlier one, ignoring case', () => {
    expect(duplicateWords(pairs([['Asante', 'Thank you'], ['Karibu', 'Welcome'], ['asante', 'Thanks']]))).toEqual([
      { field: 'pairs.2.word', word: 'asante', first: 'pairs.0.word' },
    ]);
  });

  it('names a memory pair whose English repeats, since its cards cannot be told apart', () => {
    expect(duplicateWords(pairs([['Asante', 'Thank you'], ['Nashukuru', 'Thank you']]))).toEqual([
      { field: 'pairs.1.english', word: 'Thank you', first: 'pairs.0.english' },
    ]);
  });

  it('checks a story vocabulary and passes distinct words', () => {
    const story = { type: 'cultural-story', vocabulary: [{ word: 'ọjị' }, { word: 'ndụ' }, { word: 'ọjị' }] } as unknown as LessonEntry;
    expect(duplicateWords(story)).toEqual([{ field: 'vocabulary.2.word', word: 'ọjị', first: 'vocabulary.0.word' }]);
    expect(duplicateWords(pairs([['Asante', 'Thank you'], ['Karibu', 'Welcome']]))).toEqual([]);
  });
});
