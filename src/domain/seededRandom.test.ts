import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from './seededRandom.ts';

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('differs between seeds', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  it('refuses a seed that is not an integer', () => {
    expect(() => seededRandom(1.5)).toThrow(RangeError);
  });
});

describe('shuffled', () => {
  it('keeps every element and leaves the list unchanged', () => {
    const list = Object.freeze([1, 2, 3, 4, 5, 6]);
    const out = shuffled(list, seededRandom(7));
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives the same order for the same seed', () => {
    expect(shuffled([1, 2, 3, 4, 5], seededRandom(3))).toEqual(shuffled([1, 2, 3, 4, 5], seededRandom(3)));
  });
});
