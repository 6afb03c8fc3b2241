import { describe, expect, it } from 'vitest';
import { fastAnswerMs, gradeAnswer, keystrokes } from './grading.ts';

describe('keystrokes', () => {
  it.each([
    ['Ndewo', 5],
    ['Hujambo?', 7],
    ['Ẹ káàárọ̀', 13],
    ['Ẹ káàárọ̀'.normalize('NFD'), 13],
  ])('%s takes %i', (answer, count) => {
    expect(keystrokes(answer)).toBe(count);
  });
});

describe('fastAnswerMs', () => {
  it('gives 2 s plus 0.3 s per keystroke', () => {
    expect(fastAnswerMs('Ndewo')).toBe(3500);
    expect(fastAnswerMs('Ẹ káàárọ̀')).toBe(5900);
  });
});

describe('gradeAnswer', () => {
  it.each([
    ['wrong, however fast', 'wrong', 500, 'again'],
    ['a slip, however fast', 'slip', 500, 'hard'],
    ['right and slow', 'right', 3501, 'good'],
    ['right at the fast limit', 'right', 3500, 'easy'],
    ['right and fast', 'right', 1200, 'easy'],
  ] as const)('%s → %s', (_name, kind, responseMs, grade) => {
    expect(gradeAnswer({ kind, responseMs, typed: 'Ndewo' })).toBe(grade);
  });

  it('gives a longer answer more time to be fast', () => {
    expect(gradeAnswer({ kind: 'right', responseMs: 5000, typed: 'Ẹ káàárọ̀' })).toBe('easy');
    expect(gradeAnswer({ kind: 'right', responseMs: 5000, typed: 'Ndewo' })).toBe('good');
  });

  it('never grades a chosen answer easy, however fast', () => {
    expect(gradeAnswer({ kind: 'right', responseMs: 300, typed: null })).toBe('good');
    expect(gradeAnswer({ kind: 'slip', responseMs: 300, typed: null })).toBe('hard');
    expect(gradeAnswer({ kind: 'wrong', responseMs: 300, typed: null })).toBe('again');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a response time of %d', (responseMs) => {
    expect(() => gradeAnswer({ kind: 'right', responseMs, typed: 'Ndewo' })).toThrow(RangeError);
  });
});
