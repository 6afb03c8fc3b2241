import { describe, expect, it } from 'vitest';
import { checkYorubaGuide, respellYoruba, yorubaSyllables } from './yorubaPronunciation.ts';

const texts = (word: string) => yorubaSyllables(word).map((s) => s.text);

describe('yorubaSyllables', () => {
  it('splits a word into vowel, consonant + vowel and syllabic-nasal syllables, gb as one consonant', () => {
    expect(texts('ìsọmọlórúkọ')).toEqual(['ì', 'sọ', 'mọ', 'ló', 'rú', 'kọ']);
    expect(texts('orógbó')).toEqual(['o', 'ró', 'gbó']);
    expect(texts('àárọ̀')).toEqual(['à', 'á', 'rọ̀']);
    expect(texts('ńkọ́')).toEqual(['ń', 'kọ́']);
  });

  it('reads vowel + n before a consonant or the end as one nasal vowel, and n before a vowel as a consonant', () => {
    expect(texts('ẹ̀rìndínlógún')).toEqual(['ẹ̀', 'rìn', 'dín', 'ló', 'gún']);
    expect(texts('Inú')).toEqual(['i', 'nú']);
    expect(texts('márùn-ún')).toEqual(['má', 'rùn', 'ún']);
  });

  it('gives each syllable its tone, and precomposed or decomposed marks give the same syllables', () => {
    expect(yorubaSyllables('Kẹ́hìndé').map((s) => s.tone)).toEqual(['high', 'low', 'high']);
    expect(yorubaSyllables('omi').map((s) => s.tone)).toEqual(['mid', 'mid']);
    expect(texts('ọ̀sẹ̀'.normalize('NFD'))).toEqual(texts('ọ̀sẹ̀'.normalize('NFC')));
  });

  it('refuses a letter Yoruba does not have', () => {
    expect(() => yorubaSyllables('Sarah')).toThrow(/not followed by a vowel/);
    expect(() => yorubaSyllables('zọ')).toThrow(/'z' is not a letter of Yoruba/);
  });
});

describe('respellYoruba', () => {
  it('writes the convention: capitals on high tones, ay/eh, oh/aw, s/sh, kp, syllabic nasals and nasal vowels', () => {
    expect(respellYoruba('Adé')).toBe('ah-DAY');
    expect(respellYoruba('Ẹ ṣé')).toBe('eh SHAY');
    expect(respellYoruba('òrìṣà')).toBe('oh-ree-shah');
    expect(respellYoruba('Pẹ̀lẹ́')).toBe('kpeh-LEH');
    expect(respellYoruba('Mo ń gbé ní…')).toBe('moh N GBAY NEE');
    expect(respellYoruba('Ó wọ́n jù')).toBe('OH WAWN joo');
    expect(respellYoruba('Èló ni?')).toBe('ay-LOH nee');
  });
});

describe('checkYorubaGuide', () => {
  it('accepts guides that follow the convention', () => {
    const good: [string, string][] = [['àmàlà', 'ah-mah-lah'], ['ìsọmọlórúkọ', 'ee-saw-maw-LOH-ROO-kaw'], ['Táíwò', 'TAH-EE-woh'], ['Ọjọ́ Àìkú', 'aw-JAW ah-ee-KOO'], ['Ẹgbẹ̀rún náírà ni', 'eh-gbeh-ROON NAH-EE-rah nee']];
    for (const [word, guide] of good) {
      expect(checkYorubaGuide(word, guide)).toEqual([]);
    }
  });

  it('(a) catches a guide with more or fewer chunks than the word has syllables', () => {
    expect(checkYorubaGuide('ìbejì', 'eeb-ay-jee-ee')).toEqual([expect.stringMatching(/4 chunk\(s\) but 'ìbejì' has 3 syllables/)]);
    expect(checkYorubaGuide('Ọjọ́ Àìkú', 'aw-JAW-ah-ee-KOO')).toEqual([expect.stringMatching(/1 word\(s\) but 'Ọjọ́ Àìkú' has 2/)]);
  });

  it('(b) catches capitals on a syllable that is not high, and a high syllable without them', () => {
    expect(checkYorubaGuide('àmàlà', 'AH-mah-lah')).toEqual(["'AH' for 'à' (low tone): only high tones are written in capitals"]);
    expect(checkYorubaGuide('omi', 'OH-mee')).toEqual(["'OH' for 'o' (mid tone): only high tones are written in capitals"]);
    expect(checkYorubaGuide('ewédú', 'ay-WAY-doo')).toEqual(["'doo' for 'dú' (high tone): a high tone is written in capitals"]);
  });

  it('(c) catches e and ẹ, o and ọ, s and ṣ respelled alike, and p not written kp', () => {
    expect(checkYorubaGuide('Adé', 'ah-DEH')).toEqual(["'DEH' for 'dé': the vowel e is respelled 'ay' (eh is ẹ)"]);
    expect(checkYorubaGuide('ẹja', 'ay-jah')).toEqual(["'ay' for 'ẹ': the vowel ẹ is respelled 'eh' (ay is plain e)"]);
    expect(checkYorubaGuide('òrìṣà', 'aw-ree-shah')).toEqual(["'aw' for 'ò': the vowel o is respelled 'oh' (aw is ọ)"]);
    expect(checkYorubaGuide('ọ̀sẹ̀', 'aw-sheh')).toEqual(["'sheh' for 'sẹ̀': the consonant s is respelled 's' (sh is ṣ)"]);
    expect(checkYorubaGuide('iṣu', 'ee-soo')).toEqual(["'soo' for 'ṣu': the consonant ṣ is respelled 'sh' (s is plain s)"]);
    expect(checkYorubaGuide('Pẹ̀lẹ́', 'peh-LEH')).toEqual(["'peh' for 'pẹ̀': the consonant p is respelled 'kp' (Yoruba p is said kp)"]);
  });

  it('reports the tone and the letter of one chunk separately', () => {
    expect(checkYorubaGuide('ìsọmọlórúkọ', 'ee-shaw-maw-LAW-roo-kaw')).toEqual([
      "'shaw' for 'sọ': the consonant s is respelled 's' (sh is ṣ)",
      "'LAW' for 'ló': the vowel o is respelled 'oh' (aw is ọ)",
      "'roo' for 'rú' (high tone): a high tone is written in capitals",
    ]);
  });
});
