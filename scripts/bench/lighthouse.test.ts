import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseResult } from './lighthouse.ts';

const run = (performance: number, lcpMs: number): LighthouseResult => ({
  name: 'home',
  path: '/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs: 0,
  cls: 0,
  failedAudits: [],
});

describe('medianRun', () => {
  it('keeps the run with the median performance score, and every run’s score', () => {
    const median = medianRun([run(92, 1200), run(100, 900), run(99, 950)]);
    expect(median.performance).toBe(99);
    expect(median.lcpMs).toBe(950);
    expect(median.performanceRuns).toEqual([92, 100, 99]);
  });

  it('takes the lower middle of an even count and refuses no runs', () => {
    expect(medianRun([run(90, 1), run(100, 2)]).performance).toBe(90);
    expect(medianRun([run(97, 1)]).performanceRuns).toEqual([97]);
    expect(() => medianRun([])).toThrow('no Lighthouse runs');
  });
});
