import { describe, expect, it } from 'vitest';
import { toneClashes } from './lexiconTones.ts';
import { IGBO, YORUBA } from '../../test-support/spellings.ts';

const lexicon = [
  { word: 'ọkọ̀', meaning: 'vehicle, boat' },
  { word: 'ọkọ́', meaning: 'hoe' },
  { word: 'baba' },
  { word: 'yìn', meaning: 'to praise; to shoot' },
  { word: 'aṅụ', meaning: 'bee (mmanụ aṅụ: honey)' },
];

describe('toneClashes', () => {
  it('names a word spelt like a lexicon word of the same meaning with other tone marks', () => {
    expect(toneClashes([{ field: '3.word', word: 'ọkọ', meaning: 'boat' }], lexicon, YORUBA)).toEqual([
      { field: '3.word', word: 'ọkọ', lexicon: 'ọkọ̀', meaning: 'boat' },
    ]);
  });

  it('compares glosses without case, asides or a leading to, a or the', () => {
    expect(toneClashes([{ field: 'pairs.0.word', word: 'yín', meaning: 'Praise (a verb)' }], lexicon, YORUBA)).toHaveLength(1);
    expect(toneClashes([{ field: 'pairs.0.word', word: 'ọ̀kọ́', meaning: 'a hoe' }], lexicon, YORUBA)).toHaveLength(1);
  });

  it('names a word whose dots differ from an Igbo lexicon word of the same meaning', () => {
    expect(toneClashes([{ field: '0.word', word: 'anụ', meaning: 'bee' }], lexicon, IGBO)).toHaveLength(1);
  });

  it('leaves other meanings, the same spelling, an accepted spelling and lexicon words without a meaning', () => {
    const taught = [
      { field: '0.word', word: 'ọkọ', meaning: 'husband' },
      { field: '1.word', word: 'ọkọ̀', meaning: 'vehicle' },
      { field: '2.word', word: 'ọkọ', meaning: 'boat', accept: ['ọkọ̀'] },
      { field: '3.word', word: 'bàbá', meaning: 'father' },
      { field: '4.word', word: 'anụ', meaning: 'meat' },
    ];
    expect(toneClashes(taught, lexicon, YORUBA)).toEqual([]);
    expect(toneClashes(taught, lexicon, IGBO)).toEqual([]);
  });
});
