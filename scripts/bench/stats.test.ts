import { describe, expect, it } from 'vitest';
import { atLeast, atMost, linearity, marginalPer1000, median, pairedRatio, percentile, spreadOf, verdict, type Spread } from './stats.ts';

describe('percentile and median', () => {
  it('interpolates between the nearest ranks', () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(25);
    expect(percentile([1, 2, 3, 4, 5], 95)).toBeCloseTo(4.8);
  });
  it('takes the middle run whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('has no percentile of nothing', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('spreadOf', () => {
  it('gives the median and the lowest and highest run', () => {
    expect(spreadOf([3.1, 2.9, 3.6])).toEqual({ median: 3.1, min: 2.9, max: 3.6, runs: [3.1, 2.9, 3.6] });
  });
  it('refuses no runs and runs that measured nothing', () => {
    expect(() => spreadOf([])).toThrow('at least one run');
    expect(() => spreadOf([1, Number.NaN])).toThrow('not a number');
  });
});

describe('pairedRatio', () => {
  it('divides each Lugha run by the baseline run beside it, so a machine slowing down moves both', () => {
    // The machine got twice as slow for the second pair: the ratio stays 1.5.
    const ratio = pairedRatio([15, 30, 15], [10, 20, 10]);
    expect(ratio.median).toBe(1.5);
    expect(ratio.max - ratio.min).toBe(0);
  });
  it('refuses runs that do not pair up, and a zero baseline', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow('pair them');
    expect(() => pairedRatio([1], [0])).toThrow('measured 0');
  });
});

describe('verdict', () => {
  it('is met when the median is within the limit by more than the spread', () => {
    expect(verdict({ median: 1.2, min: 1.15, max: 1.25 }, atMost(1.5))).toBe('met');
    expect(verdict({ median: 0.8, min: 0.75, max: 0.82 }, atLeast(0.5))).toBe('met');
  });
  it('is missed when the median is beyond the limit by more than the spread', () => {
    expect(verdict({ median: 1.9, min: 1.85, max: 1.95 }, atMost(1.5))).toBe('missed');
    expect(verdict({ median: 0.3, min: 0.28, max: 0.33 }, atLeast(0.5))).toBe('missed');
  });
  it('is noisy when the runs spread wider than the median stands from the limit, on either side', () => {
    expect(verdict({ median: 1.4, min: 1.2, max: 1.7 }, atMost(1.5))).toBe('noisy');
    expect(verdict({ median: 1.6, min: 1.45, max: 1.8 }, atMost(1.5))).toBe('noisy');
    expect(verdict({ median: 0.52, min: 0.45, max: 0.6 }, atLeast(0.5))).toBe('noisy');
  });
  it('takes a single run (no spread) at its word', () => {
    expect(verdict({ median: 1.5, min: 1.5, max: 1.5 }, atMost(1.5))).toBe('met');
    expect(verdict({ median: 1.51, min: 1.51, max: 1.51 }, atMost(1.5))).toBe('missed');
  });
});

describe('marginal cost and linearity', () => {
  const at = (size: number, ...runs: number[]) => ({ size, seconds: spreadOf(runs) });

  it('gives the cost of each further 1,000 between sizes, with the widest it could be', () => {
    const [segment] = marginalPer1000([at(1000, 5, 6), at(5000, 13, 14)]);
    expect(segment).toMatchObject({ from: 1000, to: 5000 });
    expect(segment!.cost.median).toBe(2);
    expect(segment!.cost.min).toBe(1.75);
    expect(segment!.cost.max).toBe(2.25);
  });
  it('refuses sizes that do not grow', () => {
    expect(() => marginalPer1000([at(5000, 1), at(1000, 2)])).toThrow('must grow');
  });
  it('calls a steady cost per 1,000 linear and a growing one not', () => {
    const steady = linearity(marginalPer1000([at(1000, 5), at(5000, 13), at(10000, 23)])) as Spread;
    expect(steady.median).toBeCloseTo(1);
    expect(verdict(steady, atMost(1.25))).toBe('met');
    const growing = linearity(marginalPer1000([at(1000, 5), at(5000, 13), at(10000, 43)])) as Spread;
    expect(growing.median).toBeCloseTo(3);
    expect(verdict(growing, atMost(1.25))).toBe('missed');
  });
  it('needs two segments to judge', () => {
    expect(linearity(marginalPer1000([at(1000, 5), at(5000, 13)]))).toBeUndefined();
  });
  it('cannot judge against a first segment that cost nothing, which only noise makes', () => {
    expect(linearity(marginalPer1000([at(200, 11), at(400, 10.5), at(600, 12)]))).toBe('unclear');
  });
});
