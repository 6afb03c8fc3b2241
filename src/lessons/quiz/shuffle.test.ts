import { describe, expect, it } from 'vitest';
import { optionsInPlayOrder } from './shuffle.ts';

const options = ['a', 'b', 'c', 'd'];

describe('optionsInPlayOrder', () => {
  it('keeps every option once', () => {
    expect([...optionsInPlayOrder(options, 'seed', 0)].sort()).toEqual(options);
  });

  it('gives the same order for the same attempt and question', () => {
    expect(optionsInPlayOrder(options, 'attempt-1', 2)).toEqual(optionsInPlayOrder(options, 'attempt-1', 2));
  });

  it('gives other attempts other orders', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => optionsInPlayOrder(options, `attempt-${i}`, 0).join('')),
    );
    expect(orders.size).toBeGreaterThan(5);
  });
});
