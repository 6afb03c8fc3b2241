import { describe, expect, it } from 'vitest';
import { batchPerTick } from './tick-batch.ts';

describe('batchPerTick', () => {
  it('answers calls made together with one run, each with its own answer', async () => {
    const runs: number[][] = [];
    const double = batchPerTick(async (keys: number[]) => {
      runs.push(keys);
      return keys.map((k) => k * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every call of a batch whose run fails, and recovers for the next', async () => {
    let fail = true;
    const load = batchPerTick(async (keys: string[]) => {
      if (fail) throw new Error('down');
      return keys;
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });
});
