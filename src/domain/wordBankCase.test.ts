import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalisedWords, caseNeutral, caseNeutralSentence, shownWords, withCapital } from './wordBankCase.ts';

// From content/courses/swahili/lessons/s1-6.yaml and content/courses/kriolu/lessons/k1-6.yaml.
const thanks = { wordBank: ['sana', 'Mzee', 'Pole', 'Asante'], correctSentence: 'Asante sana Mzee' };
const fine = { wordBank: ['bon', 'N', 'sta', 'Txau'], correctSentence: 'N sta bon', capitalised: ['N'] };
const pedru = { wordBank: ['Pedru', 'Bon', 'Nhu', 'dia'], correctSentence: 'Bon dia Nhu Pedru' };
const howAreYou = { wordBank: ['sta', 'Nha', 'Modi', 'ki', 'Nhu'], correctSentence: 'Modi ki Nha sta' };

describe('capitalisedWords', () => {
  it('keeps the words an answer writes with a capital after its first word, across the lesson, and those listed', () => {
    const keep = capitalisedWords([thanks, fine, pedru, howAreYou]);
    expect([...keep].sort()).toEqual(['Mzee', 'N', 'Nha', 'Nhu', 'Pedru']);
  });

  it('reads alternatives too, in NFC', () => {
    const keep = capitalisedWords([
      { wordBank: [], correctSentence: 'ẹ kú àárọ̀ Bàbá', alternatives: ['Bàbá ẹ kú àárọ̀'] },
      { wordBank: [], correctSentence: 'mo wá', alternatives: ['láti Èkó mo wá'.normalize('NFD')] },
    ]);
    expect([...keep].sort()).toEqual(['Bàbá', 'Èkó']);
  });

  it('does not keep the capital a correct sentence opens with, even where an alternative copies it', () => {
    const keep = capitalisedWords([
      { ...thanks, alternatives: ['Mzee Asante sana'] },
      { wordBank: [], correctSentence: 'Ọjọ́ Ajé ni òní', alternatives: ['òní ni Ọjọ́ Ajé'] },
    ]);
    expect([...keep].sort()).toEqual(['Ajé', 'Mzee']);
    expect(
      capitalisedWords([{ ...thanks, alternatives: ['Mzee Asante sana'], capitalised: ['Asante'] }]).has('Asante'),
    ).toBe(true);
  });
});

describe('caseNeutral', () => {
  const keep = capitalisedWords([thanks, fine, pedru]);

  it('shows a word with a small first letter, whatever marks it carries, unless the lesson keeps its capital', () => {
    expect(caseNeutral('Asante', keep)).toBe('asante');
    expect(caseNeutral('Ẹ', keep)).toBe('ẹ');
    expect(caseNeutral('Ọjọ́'.normalize('NFD'), keep)).toBe('ọjọ́'.normalize('NFD'));
    expect(caseNeutral('Mzee', keep)).toBe('Mzee');
    expect(caseNeutral('N', keep)).toBe('N');
    expect(caseNeutral('sana', keep)).toBe('sana');
  });

  it('lower-cases only the first letter', () => {
    expect(caseNeutral('Ga-Aga', keep)).toBe('ga-Aga');
  });

  it('makes a sentence the same whatever the case of its first letter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('asante', 'habari', 'ẹ', 'ọjọ́', 'lala'),
        fc.array(fc.constantFrom('sana', 'Mzee', 'za', 'Bibi')),
        (first, rest) => {
          const sentence = [first, ...rest].join(' ');
          expect(caseNeutralSentence(withCapital(sentence), keep)).toBe(caseNeutralSentence(sentence, keep));
        },
      ),
    );
  });
});

describe('the shown sentence', () => {
  it('has a capital on its first letter only', () => {
    expect(withCapital('ẹ kú iṣẹ́')).toBe('Ẹ kú iṣẹ́');
    expect(withCapital('')).toBe('');
    expect(shownWords(['asante', 'sana', 'Mzee'])).toEqual(['Asante', 'sana', 'Mzee']);
    expect(shownWords([])).toEqual([]);
  });
});
