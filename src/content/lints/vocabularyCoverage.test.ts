import { describe, expect, it } from 'vitest';
import type { LessonEntry } from '../read.ts';
import { vocabularyKey } from '../vocabulary.ts';
import { wordsMissingFromVocabulary } from './vocabularyCoverage.ts';

const known = new Set(['Asante', 'Karibu', 'Hujambo?', 'mjukuu wangu'].map(vocabularyKey));
const memoryGame = (words: string[]) =>
  ({ type: 'memory-game', pairs: words.map((word, i) => ({ id: `p${i}`, word, english: `meaning ${i}` })) }) as unknown as LessonEntry;

describe('wordsMissingFromVocabulary', () => {
  it('names each memory-game word the list lacks, with its field', () => {
    expect(wordsMissingFromVocabulary(memoryGame(['Asante', 'Tafadhali', 'Karibu', 'Pole']), known)).toEqual([
      { field: 'pairs.1.word', word: 'Tafadhali' },
      { field: 'pairs.3.word', word: 'Pole' },
    ]);
  });

  it('checks story vocabulary, matching whatever the case or punctuation', () => {
    const story = { type: 'cultural-story', vocabulary: [{ word: 'Mjukuu wangu' }, { word: 'hujambo' }, { word: 'Hodi' }] } as unknown as LessonEntry;
    expect(wordsMissingFromVocabulary(story, known)).toEqual([{ field: 'vocabulary.2.word', word: 'Hodi' }]);
  });

  it("skips a new lesson's 'TODO:' placeholders, which are no words yet", () => {
    expect(wordsMissingFromVocabulary(memoryGame(['TODO: word 1', 'Asante', 'TODO: word 2', 'Pole']), known)).toEqual([{ field: 'pairs.3.word', word: 'Pole' }]);
  });

  it('leaves lessons that teach no vocabulary list of their own', () => {
    const quiz = { type: 'quiz', questions: [{ question: 'Tafadhali?', options: [], explanation: '' }] } as unknown as LessonEntry;
    expect(wordsMissingFromVocabulary(quiz, new Set())).toEqual([]);
  });
});
