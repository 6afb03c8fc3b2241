import { describe, expect, it } from 'vitest';
import { checkAnswer, describeDifference, describeVerdict, isCloseMiss, ordinal } from './answers.ts';

describe('checkAnswer', () => {
  it.each([
    ['Yoruba, exact', 'Ẹ káàárọ̀', ['Ẹ káàárọ̀'], 'right'],
    ['Yoruba, case, punctuation and spaces', '  ẹ   KÁÀÁRỌ̀ !', ['Ẹ káàárọ̀'], 'right'],
    ['Yoruba, older print e̩ for ẹ', 'e̩ káàárọ̀', ['Ẹ káàárọ̀'], 'right'],
    ['Yoruba, a missing subdot', 'e káàárọ̀', ['Ẹ káàárọ̀'], 'slip'],
    ['Yoruba, a missing tone', 'Ẹ káàárọ', ['Ẹ káàárọ̀'], 'slip'],
    ['Yoruba, no marks at all', 'e kaaaro', ['Ẹ káàárọ̀'], 'slip'],
    ['Yoruba, an extra tone on an unmarked mid tone', 'ọ̀kọ̀', ['ọkọ'], 'slip'],
    ['Yoruba, words run together', 'ẹkáàárọ̀', ['Ẹ káàárọ̀'], 'slip'],
    ['Yoruba, another vowel', 'ẹ káàárẹ̀', ['Ẹ káàárọ̀'], 'wrong'],
    ['Yoruba, ẹ for ọ is another letter, not a dot', 'ilọ́', ['ilẹ́'], 'wrong'],
    ['Yoruba, a missing letter', 'Ẹ káárọ̀', ['Ẹ káàárọ̀'], 'wrong'],
    ['Igbo, exact', 'Kedụ?', ['Kedụ?'], 'right'],
    ['Igbo, a missing subdot', 'kedu', ['Kedụ?'], 'slip'],
    ['Igbo, ṅ without its dot', 'na', ['ṅa'], 'slip'],
    ['Igbo, tone marks the course does not write', 'kèdụ', ['Kedụ?'], 'slip'],
    ['Igbo, another letter', 'kedọ', ['Kedụ?'], 'wrong'],
    ['Swahili, exact without the question mark', 'hujambo', ['Hujambo?'], 'right'],
    ['Swahili, another letter', 'hujamba', ['Hujambo?'], 'wrong'],
    ['Swahili, an extra letter', 'hujambbo', ['Hujambo?'], 'wrong'],
    ['Kriolu, an alternative', 'Bon dia', ['Bon diâ', 'Bon dia'], 'right'],
    ['Kriolu, a missing accent', 'modi ki bu sta', ['Modi ki bu stá?'], 'slip'],
    ['Kriolu, another word', 'modi ki nu sta', ['Modi ki bu sta?'], 'wrong'],
    ['Kriolu, ñ without its tilde', 'nino', ['niño'], 'slip'],
    ['Kriolu, a tilde too many', 'niño', ['nino'], 'slip'],
  ])('%s', (_name, typed, accepted, kind) => {
    expect(checkAnswer(typed, accepted).kind).toBe(kind);
  });

  it('names a missing tilde and an extra one', () => {
    const missing = checkAnswer('nino', ['niño']);
    expect(missing.differences).toEqual([{ index: 2, word: 0, syllable: 1, expected: 'ñ', got: 'n', reason: 'mark' }]);
    expect(describeVerdict(missing, 'accent')).toEqual(['write ñ, not n']);
    expect(describeVerdict(checkAnswer('niño', ['nino']), 'accent')).toEqual(['the ñ takes no mark here: n']);
  });

  it.each([
    ['xyz', 'Ẹ kú ìrọ̀lẹ́'],
    ['abc', 'Hatujambo'],
    ['mama', 'Hatujambo'],
  ])('gives no letter notes for a plainly wrong answer (%s for %s)', (typed, answer) => {
    const verdict = checkAnswer(typed, [answer]);
    expect(verdict.kind).toBe('wrong');
    expect(verdict.differences).toEqual([]);
    expect(describeVerdict(verdict)).toEqual([]);
  });

  it('gives letter notes for a close miss (at most 2 letters and a third of the word)', () => {
    expect(describeVerdict(checkAnswer('hatujambu', ['Hatujambo']))).toEqual([
      'the fourth syllable has another letter',
    ]);
    expect(checkAnswer('hatu', ['Hatujambo']).differences).toEqual([]);
    expect(isCloseMiss(2, 6)).toBe(true);
    expect(isCloseMiss(2, 5)).toBe(false);
    expect(isCloseMiss(3, 30)).toBe(false);
  });

  it('treats NFC and NFD forms alike', () => {
    expect(checkAnswer('ọkọ́'.normalize('NFD'), ['ọkọ́'.normalize('NFC')]).kind).toBe('right');
    expect(checkAnswer('ọkọ́'.normalize('NFC'), ['ọkọ́'.normalize('NFD')]).kind).toBe('right');
  });

  it('ignores the order in which combining marks were typed', () => {
    expect(checkAnswer('o\u0301\u0323', ['o\u0323\u0301']).kind).toBe('right');
  });

  it('names a missing subdot with the letter it belongs to', () => {
    expect(checkAnswer('kedu', ['Kedụ?']).differences).toEqual([
      { index: 3, word: 0, syllable: 2, expected: 'ụ', got: 'u', reason: 'dot' },
    ]);
  });

  it('names a missing tone with its syllable', () => {
    expect(checkAnswer('ọkọ', ['ọkọ́']).differences).toEqual([
      { index: 2, word: 0, syllable: 2, expected: 'ọ́', got: 'ọ', reason: 'tone' },
    ]);
  });

  it('names a wrong letter', () => {
    expect(checkAnswer('hujamba', ['Hujambo?']).differences).toEqual([
      { index: 6, word: 0, syllable: 3, expected: 'o', got: 'a', reason: 'letter' },
    ]);
  });

  it('names missing and extra letters', () => {
    expect(checkAnswer('jambo', ['Hujambo']).differences.map((d) => [d.reason, d.expected])).toEqual([
      ['missing', 'H'],
      ['missing', 'u'],
    ]);
    expect(checkAnswer('hujamboo', ['Hujambo']).differences).toEqual([
      { index: 6, word: 0, syllable: 3, expected: '', got: 'o', reason: 'extra' },
    ]);
  });

  it('compares with the closest accepted answer', () => {
    const verdict = checkAnswer('ẹ kú àárọ', ['Ẹ káàárọ̀', 'Ẹ kú àárọ̀']);
    expect(verdict.kind).toBe('slip');
    expect(verdict.closest).toBe('Ẹ kú àárọ̀');
  });

  it('prefers a right alternative over a slip on the target', () => {
    expect(checkAnswer('oko', ['ọkọ́', 'oko']).kind).toBe('right');
  });

  it('returns the closest answer as content writes it, in NFC', () => {
    expect(checkAnswer('x', ['Ẹ káàárọ̀'.normalize('NFD')]).closest).toBe('Ẹ káàárọ̀'.normalize('NFC'));
  });

  it('grades an empty answer wrong', () => {
    expect(checkAnswer('  ', ['Ndewo']).kind).toBe('wrong');
  });

  it('refuses an empty list of accepted answers', () => {
    expect(() => checkAnswer('ndewo', [])).toThrow(/at least one accepted answer/);
  });

  it('refuses an accepted answer without letters', () => {
    expect(() => checkAnswer('ndewo', ['?!'])).toThrow(/at least one letter/);
  });
});

describe('describeVerdict', () => {
  it.each([
    ['kedu', ['Kedụ?'], ['the ụ needs its dot']],
    ['ọkọ', ['ọkọ́'], ['check the tone on the second syllable']],
    ['ilẹ́', ['ilé'], ['the e has no dot']],
    ['Ẹ káàáro', ['Ẹ káàárọ̀'], ['check the tone on the fourth syllable of the second word', 'the ọ needs its dot']],
    ['ẹkáàárọ̀', ['Ẹ káàárọ̀'], ['check the spaces between the words']],
    ['hujamba', ['Hujambo?'], ['the third syllable has another letter']],
    ['Ndewo', ['Ndewo'], []],
  ])('%s against %j', (typed, accepted, sentences) => {
    expect(describeVerdict(checkAnswer(typed, accepted))).toEqual(sentences);
  });

  it('says accent for a language whose marks are not tones', () => {
    expect(describeVerdict(checkAnswer('sta', ['stá']), 'accent')).toEqual(['check the accent on the first syllable']);
  });

  it('describes a syllabic nasal as a syllable of its own', () => {
    expect(describeDifference(checkAnswer('n lo', ['ń lọ']).differences[0]!, 2)).toBe(
      'check the tone on the first syllable of the first word',
    );
  });
});

describe('ordinal', () => {
  it.each([
    [1, 'first'],
    [10, 'tenth'],
    [11, '11th'],
    [21, '21st'],
    [22, '22nd'],
    [113, '113th'],
  ])('%i → %s', (n, word) => {
    expect(ordinal(n)).toBe(word);
  });
});

describe('describeDifference for a missing or an extra letter', () => {
  it('names the syllable, and the word when the answer has several', () => {
    const at = { index: 1, word: 1, syllable: 2, expected: 'a', got: '' };
    expect(describeDifference({ ...at, reason: 'missing' }, 2)).toBe(
      'a letter is missing in the second syllable of the second word',
    );
    expect(describeDifference({ ...at, reason: 'extra' })).toBe('there is a letter too many near the second syllable');
  });
});
