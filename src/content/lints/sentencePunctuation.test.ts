import { describe, expect, it } from 'vitest';
import type { LessonEntry } from '../read.ts';
import { isBuiltFromTiles, sentencePunctuation } from './sentencePunctuation.ts';

interface Item {
  wordBank: string[];
  correctSentence: string;
  alternatives?: string[];
}

const lesson = (...items: Item[]) =>
  ({
    type: 'sentence-construction',
    file: 'courses/igbo/lessons/1-6.yaml',
    sentences: items.map((item) => ({ prompt: 'Say it.', explanation: 'Because.', alternatives: [], ...item })),
  }) as unknown as LessonEntry;

describe('sentencePunctuation', () => {
  it('passes tiles without punctuation and sentences made of them', () => {
    expect(sentencePunctuation(lesson({ wordBank: ['Nna', 'Mgbede', 'ọma', 'Ụtụtụ'], correctSentence: 'Ụtụtụ ọma Nna' }))).toEqual([]);
  });

  it('keeps hyphens and apostrophes, which belong to words', () => {
    expect(sentencePunctuation(lesson({ wordBank: ['Anyị', "ng'ombe", 'ga-aga'], correctSentence: "Anyị ga-aga ng'ombe" }))).toEqual([]);
  });

  it('names the tile with a comma, and the sentence that carries it', () => {
    expect(sentencePunctuation(lesson({ wordBank: ['Nna', 'Mgbede', 'ọma,', 'Ụtụtụ'], correctSentence: 'Ụtụtụ ọma, Nna' }))).toEqual([
      { field: 'sentences.0.wordBank.2', message: "sentence 1: tile 'ọma,' holds punctuation (','); tiles carry words only" },
      { field: 'sentences.0.correctSentence', message: "sentence 1: 'Ụtụtụ ọma, Nna' holds punctuation (','); a sentence is its tiles joined by single spaces, with no punctuation" },
    ]);
  });

  it.each([['Bibi.'], ['Bibi!'], ['Bibi?'], ['Bibi;'], ['Bibi:'], ['Bibi…'], ['Bibi，'], ['Bibi。'], ['Bibi！'], ['Bibi？'], ['¿Bibi'], ['¡Bibi']])('catches %s in a tile', (tile) => {
    const problems = sentencePunctuation(lesson({ wordBank: ['Shikamoo', tile], correctSentence: 'Shikamoo' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('sentences.0.wordBank.1');
    expect(problems[0]?.message).toContain(`tile '${tile}'`);
  });

  it('checks every item and every alternative, naming which one', () => {
    const problems = sentencePunctuation(
      lesson(
        { wordBank: ['Ẹ', 'kú', 'iṣẹ́'], correctSentence: 'Ẹ kú iṣẹ́' },
        { wordBank: ['Ẹ', 'kú', 'iṣẹ́', 'o'], correctSentence: 'Ẹ kú iṣẹ́', alternatives: ['Ẹ kú iṣẹ́ o', 'Ẹ kú iṣẹ́ o!'] },
      ),
    );
    expect(problems).toEqual([
      { field: 'sentences.1.alternatives.1', message: "sentence 2: 'Ẹ kú iṣẹ́ o!' holds punctuation ('!'); a sentence is its tiles joined by single spaces, with no punctuation" },
    ]);
  });

  it('catches a sentence that is not its tiles joined by single spaces', () => {
    const problems = sentencePunctuation(lesson({ wordBank: ['Lala', 'salama', 'Bibi'], correctSentence: 'Lala  salama Bibi', alternatives: ['Lala salama Bibi ', 'Lala salama mama'] }));
    expect(problems.map((p) => p.field)).toEqual(['sentences.0.correctSentence', 'sentences.0.alternatives.0', 'sentences.0.alternatives.1']);
    expect(problems[0]?.message).toBe("sentence 1: 'Lala  salama Bibi' is not word-bank tiles joined by single spaces");
  });

  it('leaves other lesson types alone', () => {
    expect(sentencePunctuation({ type: 'quiz', questions: [] } as unknown as LessonEntry)).toEqual([]);
  });
});

describe('isBuiltFromTiles', () => {
  it('uses each tile at most once, and repeated tiles as often as they appear', () => {
    expect(isBuiltFromTiles('Pole pole ndio mwendo', ['pole', 'ndio', 'Pole', 'mwendo'])).toBe(true);
    expect(isBuiltFromTiles('pole pole', ['pole'])).toBe(false);
    expect(isBuiltFromTiles('pole pole', ['pole', 'pole'])).toBe(true);
  });

  it('allows a tile of several words, which must still be joined to its neighbours by one space', () => {
    expect(isBuiltFromTiles('Ka chi fọọ', ['Ka chi', 'fọọ'])).toBe(true);
    expect(isBuiltFromTiles('Ka chifọọ', ['Ka chi', 'fọọ'])).toBe(false);
  });

  it('compares NFC forms, so precomposed and decomposed marks are the same tile', () => {
    expect(isBuiltFromTiles('Ẹ kú iṣẹ́'.normalize('NFD'), ['Ẹ', 'kú', 'iṣẹ́'].map((t) => t.normalize('NFC')))).toBe(true);
  });

  it('rejects an empty sentence and stray spaces', () => {
    expect(isBuiltFromTiles('', ['a'])).toBe(false);
    expect(isBuiltFromTiles(' a', ['a'])).toBe(false);
    expect(isBuiltFromTiles('a ', ['a'])).toBe(false);
  });
});
