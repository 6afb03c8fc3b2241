import { describe, expect, it } from 'vitest';
import { heartsAfterPractice, practiceAccuracy, practiceXp } from './practiceRewards.ts';

describe('practiceXp', () => {
  it.each([
    [12, 10, 15],
    [12, 0, 5],
    [15, 15, 20],
    [15, 14, 19],
    [0, 0, 0],
  ])('%i answered, %i correct → %i XP', (answered, correct, xp) => {
    expect(practiceXp({ answered, correct })).toBe(xp);
  });

  it.each([
    [10, 11],
    [-1, 0],
    [10, 1.5],
  ])('refuses %i answered with %i correct', (answered, correct) => {
    expect(() => practiceXp({ answered, correct })).toThrow(RangeError);
  });
});

describe('practiceAccuracy', () => {
  it.each([
    [12, 9, 75],
    [3, 2, 67],
    [0, 0, 0],
  ])('%i answered, %i correct → %i %', (answered, correct, percent) => {
    expect(practiceAccuracy({ answered, correct })).toBe(percent);
  });
});

describe('heartsAfterPractice', () => {
  it.each([
    [0, 1],
    [4, 5],
    [5, 5],
  ])('%i hearts → %i', (hearts, after) => {
    expect(heartsAfterPractice(hearts)).toBe(after);
  });

  it('respects another maximum', () => {
    expect(heartsAfterPractice(3, 3)).toBe(3);
  });

  it.each([-1, 2.5])('refuses %d hearts', (hearts) => {
    expect(() => heartsAfterPractice(hearts)).toThrow(RangeError);
  });
});
