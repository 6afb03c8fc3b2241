import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { misspeltVocabularyWords, spellingIndex } from './vocabularySpelling.ts';

const vocabulary = ['ịwa ọjị', 'kedụ', 'nnọọ', 'ụtụtụ ọma', 'ahịa', 'izu', 'ọkọ', 'ẹ̀rin', 'àárọ̀'];
const index = spellingIndex(vocabulary, []);
const words = vocabulary.flatMap((phrase) => phrase.split(' '));
const context = { tonesWritten: false, names: new Set<string>() };
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const separators = fc.constantFrom(' ', ', ', '. ', ' (', ') ', ' — ');

describe('misspeltVocabularyWords, on any text', () => {
  it('never names a vocabulary spelling, in any case or order, amid any punctuation', () => {
    const text = fc
      .array(fc.tuple(fc.constantFrom(...words), fc.boolean(), separators), { minLength: 1, maxLength: 12 })
      .map((parts) => parts.map(([word, upper, sep]) => (upper ? capital(word) : word) + sep).join(''));
    fc.assert(fc.property(text, (t) => misspeltVocabularyWords(t, index, context).length === 0));
  });

  it('names a dotted vocabulary word written without its dots, unless the text also spells it right', () => {
    const dotted = words.filter((w) => w.normalize('NFD').includes('\u0323'));
    const undot = (word: string) => word.normalize('NFD').replace(/\u0323/gu, '').normalize('NFC');
    fc.assert(
      fc.property(fc.constantFrom(...dotted), separators, (word, sep) => {
        const found = misspeltVocabularyWords(`the word${sep}${undot(word)}${sep}here`, index, context);
        expect(found.map((f) => f.spelling)).toEqual([word.normalize('NFC').toLowerCase()]);
        expect(misspeltVocabularyWords(`${word}${sep}${undot(word)}`, index, context)).toEqual([]);
      }),
    );
  });
});
