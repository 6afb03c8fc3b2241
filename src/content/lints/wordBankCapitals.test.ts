import { describe, expect, it } from 'vitest';
import type { LessonEntry } from '../read.ts';
import { capitalOpeners } from './wordBankCapitals.ts';

interface Item {
  wordBank: string[];
  correctSentence: string;
  alternatives?: string[];
  capitalised?: string[];
}

const lesson = (...items: Item[]) =>
  ({
    type: 'sentence-construction',
    file: 'courses/swahili/lessons/s1-6.yaml',
    sentences: items.map((item) => ({ prompt: 'Say it.', explanation: 'Because.', alternatives: [], ...item })),
  }) as unknown as LessonEntry;

const none = new Set<string>();

describe('capitalOpeners', () => {
  it('names the tile that opens the answer with a capital, with its field and sentence', () => {
    expect(capitalOpeners(lesson({ wordBank: ['za', 'jioni', 'Habari', 'Nzuri'], correctSentence: 'Habari za jioni' }), none)).toEqual([
      { field: 'sentences.0.wordBank.2', tile: 'Habari', sentence: 1 },
    ]);
  });

  it('names the capital tile that opens an alternative', () => {
    const item = { wordBank: ['ka', 'ọ', 'bụ', 'Ole', 'Ego'], correctSentence: 'ole ka ọ bụ', alternatives: ['Ego ole ka ọ bụ'] };
    expect(capitalOpeners(lesson(item), none).map((c) => c.tile)).toEqual(['Ego']);
  });

  it('passes lower-case openers and capital distractors that open nothing', () => {
    expect(capitalOpeners(lesson({ wordBank: ['za', 'jioni', 'habari', 'Nzuri'], correctSentence: 'habari za jioni' }), none)).toEqual([]);
  });

  it('passes a tile listed in capitalised:, a title written with a capital inside an answer, and a name', () => {
    expect(capitalOpeners(lesson({ wordBank: ['N', 'sta', 'bon'], correctSentence: 'N sta bon', capitalised: ['N'] }), none)).toEqual([]);
    const title = lesson({ wordBank: ['asante', 'sana', 'Mzee'], correctSentence: 'asante sana Mzee', alternatives: ['Mzee asante sana'] });
    expect(capitalOpeners(title, none)).toEqual([]);
    expect(capitalOpeners(lesson({ wordBank: ['bụ', 'Eke', 'taa'], correctSentence: 'Eke bụ taa' }), new Set(['Eke']))).toEqual([]);
  });

  it('leaves a new draft’s placeholder tile', () => {
    expect(capitalOpeners(lesson({ wordBank: ['TODO:', 'the', 'sentence'], correctSentence: 'TODO: the sentence' }), none)).toEqual([]);
  });

  it('has nothing to say about other lesson types', () => {
    expect(capitalOpeners({ type: 'quiz' } as unknown as LessonEntry, none)).toEqual([]);
  });
});
