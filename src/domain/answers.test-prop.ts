import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers.ts';

const TONES = ['\u0300', '\u0301'];
const YORUBA_VOWELS = ['a', 'e', 'ẹ', 'i', 'o', 'ọ', 'u'];
const YORUBA_CONSONANTS = ['b', 'd', 'f', 'g', 'gb', 'j', 'k', 'l', 'm', 'n', 'r', 's', 'ṣ', 't', 'w', 'y'];

/** A Yoruba-shaped answer: words of consonant-vowel syllables, each vowel with or without a tone mark. */
const yorubaSyllable = fc
  .tuple(fc.constantFrom(...YORUBA_CONSONANTS), fc.constantFrom(...YORUBA_VOWELS), fc.constantFrom('', ...TONES))
  .map(([c, v, t]) => (c + v + t).normalize('NFC'));
const yorubaWord = fc.array(yorubaSyllable, { minLength: 1, maxLength: 4 }).map((s) => s.join(''));
const yorubaAnswer = fc.array(yorubaWord, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

describe('answer checking invariants', () => {
  it('grades the NFC and NFD forms of an answer the same', () => {
    fc.assert(
      fc.property(yorubaAnswer, yorubaAnswer, (typed, target) => {
        const nfc = checkAnswer(typed.normalize('NFC'), [target]);
        const nfd = checkAnswer(typed.normalize('NFD'), [target]);
        expect(nfd).toEqual(nfc);
      }),
    );
  });

  it('never grades right when one tone mark of a correct Yoruba answer is removed', () => {
    fc.assert(
      fc.property(yorubaAnswer, fc.nat(), (target, pick) => {
        const decomposed = [...target.normalize('NFD')];
        const marks = decomposed.flatMap((char, i) => (TONES.includes(char) ? [i] : []));
        fc.pre(marks.length > 0);
        const drop = marks[pick % marks.length]!;
        const typed = decomposed.filter((_, i) => i !== drop).join('');
        const verdict = checkAnswer(typed, [target]);
        expect(verdict.kind).toBe('slip');
        expect(verdict.differences.map((d) => d.reason)).toEqual(['tone']);
      }),
    );
  });

  it('never calls a wrong base letter a slip', () => {
    fc.assert(
      fc.property(
        yorubaAnswer,
        fc.nat(),
        fc.constantFrom('a', 'e', 'i', 'o', 'u', 'b', 'k', 'z'),
        (target, pick, letter) => {
          const chars = [...target.normalize('NFD')];
          const bases = chars.flatMap((char, i) => (/\p{L}/u.test(char) && char !== letter ? [i] : []));
          const at = bases[pick % bases.length]!;
          const typed = chars.map((char, i) => (i === at ? letter : char)).join('');
          expect(checkAnswer(typed, [target]).kind).toBe('wrong');
        },
      ),
    );
  });

  it('grades every answer right against itself', () => {
    fc.assert(
      fc.property(yorubaAnswer, (answer) => {
        expect(checkAnswer(answer, [answer]).kind).toBe('right');
      }),
    );
  });
});
