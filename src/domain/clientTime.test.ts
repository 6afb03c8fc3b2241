import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, MAX_AGE_MS, clientTimeProblem, withoutFutureDays } from './clientTime.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('clientTimeProblem', () => {
  it('takes a time from 30 days ago to 5 minutes ahead, both ends included', () => {
    expect(CLOCK_SKEW_MS).toBe(5 * 60 * 1000);
    expect(MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    for (const offset of [-MAX_AGE_MS, -1, 0, CLOCK_SKEW_MS]) expect(clientTimeProblem(at(offset), NOW)).toBeNull();
  });

  it('refuses a time past either end', () => {
    expect(clientTimeProblem(at(CLOCK_SKEW_MS + 1), NOW)).toBe('in_the_future');
    expect(clientTimeProblem(at(-MAX_AGE_MS - 1), NOW)).toBe('too_old');
  });

  it('refuses the ends of the calendar and what is not a time', () => {
    expect(clientTimeProblem(new Date('0000-01-01T00:00:00Z'), NOW)).toBe('too_old');
    expect(clientTimeProblem(new Date('9999-12-31T23:59:59Z'), NOW)).toBe('in_the_future');
    expect(clientTimeProblem(new Date('not a time'), NOW)).toBe('not_a_time');
  });
});

describe('withoutFutureDays', () => {
  const record = { lastHeartsDate: '2026-11-26', lastLessonDate: null, currentHearts: 2 };

  it('reads a day later than today as today', () => {
    expect(
      withoutFutureDays({ ...record, lastHeartsDate: '9999-12-31', lastLessonDate: '2026-11-28' }, '2026-11-27'),
    ).toEqual({ ...record, lastHeartsDate: '2026-11-27', lastLessonDate: '2026-11-27' });
  });

  it('returns the same record when no day is later than today', () => {
    expect(withoutFutureDays(record, '2026-11-27')).toBe(record);
    const today = { ...record, lastLessonDate: '2026-11-27' };
    expect(withoutFutureDays(today, '2026-11-27')).toBe(today);
  });
});
