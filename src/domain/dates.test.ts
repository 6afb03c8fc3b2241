import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate } from './dates.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2000-02-29', true],
    ['2100-02-29', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-29', 1, '2026-03-30'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-01-31', '2026-02-01', 1],
    ['2026-12-31', '2027-01-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2026-05-10', '2026-05-10', 0],
    ['2026-05-10', '2026-05-09', -1],
    ['2026-01-01', '2027-01-01', 365],
    ['2028-01-01', '2029-01-01', 366],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});
