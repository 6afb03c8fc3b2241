import { describe, expect, it } from 'vitest';
import { acceptedAnswers, checkAnswer, normalizeAnswer, stripMarks } from './check.ts';

describe('normalizeAnswer', () => {
  it('ignores case, punctuation and extra spaces', () => {
    expect(normalizeAnswer('  Kedụ?  ')).toBe('kedụ');
    expect(normalizeAnswer('Ụtụtụ   ọma,  Nna!')).toBe('ụtụtụ ọma nna');
  });

  it('reads composed and decomposed letters alike', () => {
    expect(normalizeAnswer('o\u0323ma')).toBe(normalizeAnswer('\u1ecdma'));
  });

  it('keeps tone marks and subdots', () => {
    expect(normalizeAnswer('Ẹ kú ọ̀sán')).toBe('ẹ kú ọ̀sán');
  });
});

describe('stripMarks', () => {
  it('removes tone marks, subdots and tildes', () => {
    expect(stripMarks('ẹ kú ọ̀sán')).toBe('e ku osan');
    expect(stripMarks('ṣé ñ ụ')).toBe('se n u');
  });
});

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

describe('checkAnswer', () => {
  it('is correct for the exact answer, whatever the case and punctuation', () => {
    expect(checkAnswer('ehihie ọma', 'Ehihie ọma')).toEqual({ kind: 'correct' });
    expect(checkAnswer('Ehihie ọma!', 'Ehihie ọma')).toEqual({ kind: 'correct' });
    expect(checkAnswer('Ẹ káàsán', 'Ẹ kú ọ̀sán (or, run together, Ẹ káàsán)')).toEqual({ kind: 'correct' });
    expect(checkAnswer('17', '17 (three less than twenty)')).toEqual({ kind: 'correct' });
  });

  it('is so close, never correct, when only tone marks or subdots differ, and names the words', () => {
    expect(checkAnswer('Ehihie oma', 'Ehihie ọma')).toEqual({ kind: 'close', words: ['oma'] });
    expect(checkAnswer('E ku osan', 'Ẹ kú ọ̀sán')).toEqual({ kind: 'close', words: ['e', 'ku', 'osan'] });
    expect(checkAnswer('ẹ kú ọ́sán', 'Ẹ kú ọ̀sán')).toEqual({ kind: 'close', words: ['ọ́sán'] });
  });

  it('is wrong for another answer or an empty one', () => {
    expect(checkAnswer('Mgbede ọma', 'Ehihie ọma')).toEqual({ kind: 'wrong' });
    expect(checkAnswer('   ', 'Ehihie ọma')).toEqual({ kind: 'wrong' });
    expect(checkAnswer('Ehihie', 'Ehihie ọma')).toEqual({ kind: 'wrong' });
  });
});
