import { describe, expect, it } from 'vitest';
import { acceptedAnswers, checkStepAnswer } from './check.ts';

describe('acceptedAnswers', () => {
  it('accepts the answer itself', () => {
    expect(acceptedAnswers('Ehihie ọma')).toEqual(['Ehihie ọma']);
  });

  it('accepts the answer without its note in parentheses', () => {
    expect(acceptedAnswers('17 (three less than twenty)')).toEqual(['17 (three less than twenty)', '17']);
  });

  it("accepts an '(or …)' alternative", () => {
    expect(acceptedAnswers('Ẹ kú ọ̀sán (or, run together, Ẹ káàsán)')).toEqual([
      'Ẹ kú ọ̀sán (or, run together, Ẹ káàsán)',
      'Ẹ kú ọ̀sán',
      'Ẹ káàsán',
    ]);
    expect(acceptedAnswers('Ee (or Ehee)')).toContain('Ehee');
  });
});

describe('checkStepAnswer', () => {
  it('is correct for the exact answer, whatever the case and punctuation', () => {
    expect(checkStepAnswer('ehihie ọma', 'Ehihie ọma')).toEqual({ kind: 'correct' });
    expect(checkStepAnswer('Ehihie ọma!', 'Ehihie ọma')).toEqual({ kind: 'correct' });
    expect(checkStepAnswer('Ẹ káàsán', 'Ẹ kú ọ̀sán (or, run together, Ẹ káàsán)')).toEqual({ kind: 'correct' });
    expect(checkStepAnswer('17', '17 (three less than twenty)')).toEqual({ kind: 'correct' });
  });

  it('is a slip, never correct, when only the marks differ, with the letter notes practice gives', () => {
    expect(checkStepAnswer('Ehihie oma', 'Ehihie ọma', 'tone')).toEqual({
      kind: 'slip',
      answer: 'Ehihie ọma',
      notes: ['the ọ needs its dot'],
    });
    expect(checkStepAnswer('E ku osan', 'Ẹ kú ọ̀sán')).toMatchObject({
      kind: 'slip',
      notes: expect.arrayContaining(['the ẹ needs its dot', 'check the tone on the first syllable of the second word']),
    });
    expect(checkStepAnswer('nino', 'niño', 'accent')).toEqual({
      kind: 'slip',
      answer: 'niño',
      notes: ['write ñ, not n'],
    });
  });

  it('is wrong for another answer or an empty one, with letter notes only when it is close', () => {
    expect(checkStepAnswer('Mgbede ọma', 'Ehihie ọma')).toEqual({ kind: 'wrong', notes: [] });
    expect(checkStepAnswer('   ', 'Ehihie ọma')).toEqual({ kind: 'wrong', notes: [] });
    expect(checkStepAnswer('xyz', 'Ẹ kú ọ̀sán')).toEqual({ kind: 'wrong', notes: [] });
    expect(checkStepAnswer('Ehihie ọmo', 'Ehihie ọma')).toEqual({
      kind: 'wrong',
      notes: ['the second syllable of the second word has another letter'],
    });
  });
});
