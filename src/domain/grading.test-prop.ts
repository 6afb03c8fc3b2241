import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers.ts';
import { gradeAnswer } from './grading.ts';

const YORUBA = ['Ẹ káàárọ̀', 'ọkọ́', 'ọ̀kọ̀', 'ilé', 'ìyá', 'bàbá', 'ọ̀rẹ́', 'ẹ̀kọ́', 'oúnjẹ', 'Ẹ kú àárọ̀', 'Mo wà dáadáa'];

describe('grading invariants', () => {
  it('never grades good or easy when one tone mark of a correct Yoruba answer is missing, however fast', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YORUBA), fc.nat(), fc.nat({ max: 60_000 }), (target, pick, responseMs) => {
        const chars = [...target.normalize('NFD')];
        const tones = chars.flatMap((c, i) => (c === '\u0300' || c === '\u0301' ? [i] : []));
        const typed = chars.filter((_, i) => i !== tones[pick % tones.length]).join('');
        expect(gradeAnswer({ kind: checkAnswer(typed, [target]).kind, responseMs, typed: target })).toBe('hard');
      }),
    );
  });

  it('grades a right choice good whatever the time taken', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3_600_000 }), (responseMs) => {
        expect(gradeAnswer({ kind: 'right', responseMs, typed: null })).toBe('good');
      }),
    );
  });

  it('grades a right answer good or easy and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...YORUBA), fc.nat({ max: 60_000 }), (target, responseMs) => {
        expect(['good', 'easy']).toContain(
          gradeAnswer({ kind: checkAnswer(target, [target]).kind, responseMs, typed: target }),
        );
      }),
    );
  });
});
