import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../vocabulary.ts';
import { meaningsOf, sharedPrompts } from './sharedPrompts.ts';

const entry = (word: string, translation: string, hint?: string): VocabularyEntry => ({
  word,
  slug: word.toLowerCase().replace(/[^a-z]+/g, '-'),
  translation,
  pronunciation: '-',
  partOfSpeech: 'greeting',
  unit: 1,
  ...(hint ? { hint } : {}),
});

describe('meaningsOf', () => {
  it('splits a translation at semicolons and drops bracketed asides', () => {
    expect(meaningsOf('you (familiar); your')).toEqual(['you', 'your']);
    expect(meaningsOf('Good morning (to an elder; the everyday form)')).toEqual(['Good morning']);
    expect(meaningsOf('(20)')).toEqual([]);
  });
});

describe('sharedPrompts', () => {
  it('names each pair of entries sharing a meaning, at the later entry, whatever the case, punctuation or asides', () => {
    const entries = [
      entry('Obrigadu', 'Thank you'),
      entry('Bon dia', 'Good morning'),
      entry('Obrigada', 'thank you! (often said by women)'),
      entry('Nhu', 'you'),
      entry('bu', 'you (familiar)'),
    ];
    expect(sharedPrompts(entries)).toEqual([
      { field: '2.translation', meaning: 'thank you!', word: 'Obrigada', first: { index: 0, word: 'Obrigadu' } },
      { field: '4.translation', meaning: 'you', word: 'bu', first: { index: 3, word: 'Nhu' } },
    ]);
  });

  it('leaves entries whose prompts each say something of their own, or that accept each other', () => {
    expect(sharedPrompts([entry('Nhu', 'you (respectful, to a man); Mr'), entry('bu', 'you (familiar); your')])).toEqual([]);
    expect(
      sharedPrompts([
        entry('Mama', 'Mother; respectful title for an older woman'),
        entry('Bibi', 'Grandmother; respectful title for an older woman'),
      ]),
    ).toEqual([]);
    const bon = { ...entry('N sta bon', 'I am fine'), accept: ['N sta dretu'] };
    const dretu = { ...entry('N sta dretu', 'I am fine'), accept: ['N sta bon'] };
    expect(sharedPrompts([bon, dretu])).toEqual([]);
    // Accepted one way only: shown the other's prompt, a learner typing this word is still marked wrong.
    expect(sharedPrompts([bon, entry('N sta dretu', 'I am fine')])).toHaveLength(1);
    expect(sharedPrompts([entry('N sta bon', 'I am fine'), entry('N sta dretu', 'I am fine')])).toHaveLength(1);
  });

  it('names every pair of three entries with one meaning', () => {
    const entries = [entry('Ẹ kú àárọ̀', 'Good morning'), entry('Ẹ káàárọ̀', 'Good morning'), entry('Káàárọ̀', 'Good morning')];
    expect(sharedPrompts(entries).map((p) => `${p.first.index}-${p.field}`)).toEqual([
      '0-1.translation',
      '0-2.translation',
      '1-2.translation',
    ]);
  });

  it('leaves entries a hint tells apart, and warns when both carry the same hint', () => {
    expect(sharedPrompts([entry('Ẹ ṣé', 'Thank you', 'to an elder'), entry('O ṣé', 'Thank you')])).toEqual([]);
    expect(sharedPrompts([entry('Ẹ ṣé', 'Thank you', 'to an elder'), entry('O ṣé', 'Thank you', 'To an elder')])).toHaveLength(1);
  });

  it('names a pair once even when the entries share two meanings, and never an entry with itself', () => {
    expect(sharedPrompts([entry('Karibu', 'Welcome; come in'), entry('Karibuni', 'welcome; come in; welcome')])).toHaveLength(1);
  });
});
