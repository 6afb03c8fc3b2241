import { describe, expect, it } from 'vitest';
import { lessonSchema } from './lessons.ts';

// From content/courses/swahili/lessons/s1-6.yaml, sentence 3.
const thanks = {
  prompt: 'Thank him: "Thank you very much, sir."',
  wordBank: ['sana', 'Mzee', 'Pole', 'Asante'],
  correctSentence: 'Asante sana Mzee',
  explanation: 'Asante (thank you) + sana (very much) + the title Mzee.',
};
const lesson = (...sentences: object[]) => ({
  id: 's1-6',
  language: 'swahili',
  unit: 1,
  position: 6,
  title: 'Build Your Greetings',
  icon: '🧩',
  type: 'sentence-construction',
  status: 'published',
  author: 'Lugha Content Team',
  lastModified: '2026-11-22',
  estimatedMinutes: 5,
  sentences,
});
const issues = (data: unknown) =>
  lessonSchema.safeParse(data).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('sentence items', () => {
  it('build their answers whatever the case of the first letter, as the player shows the tiles', () => {
    expect(issues(lesson({ ...thanks, alternatives: ['Mzee Asante sana', 'Mzee asante sana'] }))).toEqual([]);
    expect(issues(lesson({ ...thanks, wordBank: ['sana', 'Mzee', 'asante'], alternatives: ['Mzee Asante sana'] }))).toEqual([]);
    expect(issues(lesson({ ...thanks, correctSentence: 'asante sana Mzee' }))).toEqual([]);
  });

  it('refuse a name written without its capital, and a word the bank lacks, naming the field', () => {
    expect(issues(lesson({ ...thanks, alternatives: ['mzee asante sana', 'Asante Mzee Bibi'] }))).toEqual([
      'sentences.0.alternatives.0: cannot build this alternative from the word bank; missing: mzee',
      'sentences.0.alternatives.1: cannot build this alternative from the word bank; missing: Bibi',
    ]);
    expect(issues(lesson({ ...thanks, correctSentence: 'Asante sana Bibi' }))).toEqual([
      'sentences.0.wordBank: cannot build the correct sentence; missing: Bibi',
    ]);
  });

  it('take capitalised tiles, each a tile of the bank with a capital', () => {
    const fine = { ...thanks, wordBank: ['bon', 'N', 'sta'], correctSentence: 'N sta bon', explanation: 'N sta bon.' };
    expect(issues(lesson({ ...fine, capitalised: ['N'] }))).toEqual([]);
    expect(issues(lesson({ ...fine, capitalised: ['Bibi', 'sta'] }))).toEqual([
      "sentences.0.capitalised.0: 'Bibi' is not a tile of the word bank",
      "sentences.0.capitalised.1: 'sta' does not start with a capital letter",
    ]);
  });

  it('keep a name another item of the lesson writes with its capital', () => {
    const greet = { ...thanks, wordBank: ['Shikamoo', 'Mzee'], correctSentence: 'Shikamoo Mzee', explanation: 'Shikamoo.' };
    const lowerTitle = { ...thanks, correctSentence: 'asante sana mzee' };
    expect(issues(lesson(lowerTitle))).toEqual([]);
    expect(issues(lesson(greet, lowerTitle))).toEqual([
      'sentences.1.wordBank: cannot build the correct sentence; missing: mzee',
    ]);
  });
});
