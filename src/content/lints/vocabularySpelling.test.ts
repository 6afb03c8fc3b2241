import { describe, expect, it } from 'vitest';
import { misspeltVocabularyWords, namesIn, spellingIndex } from './vocabularySpelling.ts';

const igbo = spellingIndex(['ịwa ọjị', 'Kedụ', 'izu', 'anụ'], ['ịzụ', 'aṅụ']);
const yoruba = spellingIndex(['ọmọ', 'wo', 'ẹ̀rin', 'kúnlẹ̀', 'náírà'], ['oko']);
const plain = { tonesWritten: false, names: new Set<string>() };
const tonal = { tonesWritten: true, names: new Set<string>() };

describe('misspeltVocabularyWords', () => {
  it('names a word whose dots differ from the vocabulary, a phrase word included, once, whatever its case', () => {
    expect(misspeltVocabularyWords('The ceremony, iwa ọjị, opens visits. Iwa ji too.', igbo, plain)).toEqual([
      { word: 'iwa', spelling: 'ịwa' },
    ]);
    expect(misspeltVocabularyWords('Iwa ji', igbo, plain)).toEqual([{ word: 'Iwa', spelling: 'ịwa' }]);
    expect(misspeltVocabularyWords('Kedu?', igbo, plain)).toEqual([{ word: 'Kedu', spelling: 'kedụ' }]);
    expect(misspeltVocabularyWords('ọmo m', yoruba, tonal)).toEqual([{ word: 'ọmo', spelling: 'ọmọ' }]);
  });

  it('leaves a spelling that is a known word, another word, or the vocabulary spelling', () => {
    expect(misspeltVocabularyWords('ịwa ọjị, Kedụ, izu', igbo, plain)).toEqual([]);
    // ịzụ "to buy" is in the lexicon, aṅụ "bee" too: real words, not misspellings of izu "week" or anụ "meat".
    expect(misspeltVocabularyWords('ịzụ ahịa, aṅụ', igbo, plain)).toEqual([]);
    // 'Ninaenda' is other letters than 'Ninakwenda': another word, not a spelling of it.
    expect(misspeltVocabularyWords('Ninaenda', spellingIndex(['Ninakwenda'], []), plain)).toEqual([]);
  });

  it('leaves tones alone, single letters, compound parts, names and a note naming the misspelling beside the spelling', () => {
    expect(misspeltVocabularyWords('Tọ́ ayé wò', yoruba, tonal)).toEqual([]);
    expect(misspeltVocabularyWords('ẹ̀rìn- (four) + dín', yoruba, tonal)).toEqual([]);
    expect(misspeltVocabularyWords('the letters n and ị', spellingIndex(['ń', 'ị'], []), plain)).toEqual([]);
    expect(misspeltVocabularyWords('Ẹ kú àárọ̀ Kúnlé', yoruba, { tonesWritten: true, names: new Set(['Kúnlé']) })).toEqual([]);
    expect(misspeltVocabularyWords('Ọmọ (often written omo, without the dots)', yoruba, plain)).toEqual([]);
  });

  it('leaves an unmarked word in a language that writes tones, as English text writes its words', () => {
    expect(misspeltVocabularyWords('the word omo', yoruba, tonal)).toEqual([]);
    expect(misspeltVocabularyWords('the word omo', yoruba, plain)).toEqual([{ word: 'omo', spelling: 'ọmọ' }]);
  });
});

describe('namesIn', () => {
  it('takes the words written with a capital inside a sentence, not a sentence’s first word', () => {
    expect(namesIn(['Ẹ kú àárọ̀, Kúnlé. Ọmọ Adé ni.', 'Bàbá'])).toEqual(new Set(['Kúnlé', 'Adé']));
  });
});
