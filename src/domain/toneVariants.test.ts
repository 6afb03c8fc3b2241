import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers.ts';
import { seededRandom } from './seededRandom.ts';
import { toneVariants } from './toneVariants.ts';
import { IGBO, SPELLINGS, SWAHILI, YORUBA } from '../test-support/spellings.ts';

describe('toneVariants', () => {
  it.each([
    ['yoruba', 'ọkọ́'],
    ['yoruba', 'Ẹ káàárọ̀'],
    ['igbo', 'Ụtụtụ ọma'],
    ['igbo', 'Kedụ?'],
  ])('%s %s: distinct slips, never the answer', (language, answer) => {
    for (let seed = 0; seed < 20; seed++) {
      const variants = toneVariants(answer, SPELLINGS[language]!, 3, seededRandom(seed));
      expect(variants.length).toBeGreaterThan(0);
      expect(new Set(variants).size).toBe(variants.length);
      for (const variant of variants) {
        expect(variant).not.toBe(answer.normalize('NFC'));
        expect(checkAnswer(variant, [answer]).kind).toBe('slip');
      }
    }
  });

  it('adds no tone marks to a language that does not write them', () => {
    for (const variant of toneVariants('Ụtụtụ ọma', IGBO, 3, seededRandom(1))) {
      expect(checkAnswer(variant, ['Ụtụtụ ọma']).differences.every((d) => d.reason === 'dot')).toBe(true);
    }
  });

  it('varies the tones of a Yoruba word written without a mark (all mid): ọkọ gets ọkọ̀ and ọkọ́', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++)
      for (const v of toneVariants('ọkọ', YORUBA, 3, seededRandom(seed))) seen.add(v);
    expect(seen).toContain('ọkọ̀'.normalize('NFC'));
    expect(seen).toContain('ọkọ́'.normalize('NFC'));
  });

  it('gives the same variants for the same seed', () => {
    expect(toneVariants('Ẹ káàárọ̀', YORUBA, 2, seededRandom(9))).toEqual(
      toneVariants('Ẹ káàárọ̀', YORUBA, 2, seededRandom(9)),
    );
  });

  it('gives nothing for a word with nothing to vary', () => {
    expect(toneVariants('Jambo', SWAHILI, 3, seededRandom(1))).toEqual([]);
  });
});

describe('a mark that is neither a tone nor a dot', () => {
  it('stays on its letter in every variant (the tilde of ñ here)', () => {
    const variants = toneVariants('ñọ́', YORUBA, 3, seededRandom(7));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(variant.normalize('NFD').startsWith('n\u0303')).toBe(true);
  });
});
