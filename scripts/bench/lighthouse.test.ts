import { describe, expect, it } from 'vitest';
import { auditWithRetry, LighthouseRuntimeError, medianRun, qualityMet, type LighthouseResult } from './lighthouse.ts';

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

describe('qualityMet', () => {
  it('asks 100 of accessibility, best practices and SEO', () => {
    expect(qualityMet(run(90, 1))).toBe(true);
    expect(qualityMet({ ...run(90, 1), accessibility: 96, failedAudits: ['accessibility: color-contrast'] })).toBe(false);
    expect(qualityMet({ ...run(90, 1), bestPractices: 96, failedAudits: ['best-practices: errors-in-console'] })).toBe(
      false,
    );
  });

  it('lets a noindex page lose is-crawlable, and only that', () => {
    expect(qualityMet({ ...run(90, 1), seo: 66, failedAudits: ['seo: is-crawlable'] })).toBe(true);
    expect(qualityMet({ ...run(90, 1), seo: 58, failedAudits: ['seo: is-crawlable', 'seo: meta-description'] })).toBe(
      false,
    );
    expect(qualityMet({ ...run(90, 1), seo: 92, failedAudits: ['seo: meta-description'] })).toBe(false);
  });
});

describe('auditWithRetry', () => {
  const options = { chromePath: 'chromium', debugPort: 9222, baseUrl: 'http://127.0.0.1:1', name: 'home', path: '/' };

  it('tries again after a Lighthouse runtime error and says so', async () => {
    const lines: string[] = [];
    let calls = 0;
    const result = await auditWithRetry(options, (l) => lines.push(l), 3, async () => {
      calls++;
      if (calls < 3) throw new LighthouseRuntimeError('Lighthouse could not audit /: NO_NAVSTART');
      return run(97, 800);
    });
    expect(result.performance).toBe(97);
    expect(calls).toBe(3);
    expect(lines).toEqual([
      '  Lighthouse could not audit /: NO_NAVSTART; trying again (2 of 3)',
      '  Lighthouse could not audit /: NO_NAVSTART; trying again (3 of 3)',
    ]);
  });

  it('gives up after the last attempt, and at once on any other error', async () => {
    const failing = async () => {
      throw new LighthouseRuntimeError('Lighthouse could not audit /: NO_FCP');
    };
    await expect(auditWithRetry(options, () => undefined, 2, failing)).rejects.toThrow('NO_FCP');
    let calls = 0;
    const broken = async () => {
      calls++;
      throw new Error('Chromium did not start');
    };
    await expect(auditWithRetry(options, () => undefined, 3, broken)).rejects.toThrow('Chromium did not start');
    expect(calls).toBe(1);
  });
});
