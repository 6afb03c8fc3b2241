import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILD_SIZES, DEFAULT_RUNS, parseBuildSizes, parseRuns } from './settings.ts';

describe('parseRuns', () => {
  it('keeps the defaults when unset', () => {
    expect(parseRuns(undefined)).toEqual(DEFAULT_RUNS);
    expect(parseRuns(' ')).toEqual(DEFAULT_RUNS);
  });
  it('sets every section from one number', () => {
    expect(Object.values(parseRuns('2')).every((n) => n === 2)).toBe(true);
  });
  it('sets the named sections and keeps the others', () => {
    const runs = parseRuns('build:1, latency:7');
    expect(runs.build).toBe(1);
    expect(runs.latency).toBe(7);
    expect(runs.api).toBe(DEFAULT_RUNS.api);
  });
  it('says what is wrong with a bad value', () => {
    expect(() => parseRuns('0')).toThrow("'0' is not a whole number of at least 1");
    expect(() => parseRuns('bulid:2')).toThrow("'bulid' has no runs to set: use latency");
    expect(() => parseRuns('pages:2')).toThrow('pages is measured once');
    expect(() => parseRuns('build')).toThrow("'build' is not section:count");
    expect(() => parseRuns('build:1.5')).toThrow('not a whole number');
  });
});

describe('parseBuildSizes', () => {
  it('defaults to 1k, 5k and 10k lessons', () => {
    expect(parseBuildSizes(undefined)).toEqual(DEFAULT_BUILD_SIZES);
  });
  it('reads growing sizes', () => {
    expect(parseBuildSizes('200,400')).toEqual([200, 400]);
  });
  it('refuses sizes that shrink, are too small or are not numbers', () => {
    expect(() => parseBuildSizes('400,200')).toThrow('sizes must grow');
    expect(() => parseBuildSizes('50,400')).toThrow('at least 100 lessons');
    expect(() => parseBuildSizes('1k')).toThrow("'1k' is not a whole number");
  });
});
