import { describe, expect, it } from 'vitest';
import { hashSeed, seededShuffle } from './shuffle.ts';

const items = Array.from({ length: 12 }, (_, i) => i);

describe('seededShuffle', () => {
  it('gives the same order for the same seed', () => {
    expect(seededShuffle(items, '1-3')).toEqual(seededShuffle(items, '1-3'));
  });

  it('keeps every item exactly once', () => {
    expect([...seededShuffle(items, 'y1-3')].sort((a, b) => a - b)).toEqual(items);
  });

  it('gives different orders for different seeds', () => {
    expect(seededShuffle(items, '1-3')).not.toEqual(seededShuffle(items, '1-3#1'));
  });

  it('actually moves items', () => {
    expect(seededShuffle(items, '1-3')).not.toEqual(items);
  });

  it('leaves its input untouched', () => {
    const input = [1, 2, 3, 4];
    seededShuffle(input, 'seed');
    expect(input).toEqual([1, 2, 3, 4]);
  });

  it('handles empty and single-item lists', () => {
    expect(seededShuffle([], 'x')).toEqual([]);
    expect(seededShuffle(['a'], 'x')).toEqual(['a']);
  });
});

describe('hashSeed', () => {
  it('is a stable unsigned 32-bit number', () => {
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(hashSeed('1-3')).toBe(hashSeed('1-3'));
    expect(hashSeed('1-3')).toBeGreaterThanOrEqual(0);
    expect(hashSeed('1-3')).toBeLessThan(2 ** 32);
  });
});
