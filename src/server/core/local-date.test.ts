import { describe, expect, it } from 'vitest';
import { isTimeZone, localDate } from './local-date.ts';

describe('localDate', () => {
  it('gives the learner’s own day either side of midnight', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(localDate(lateEvening, 'Africa/Lagos')).toBe('2026-11-23');
    expect(localDate(lateEvening, 'America/Los_Angeles')).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-22T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-23');
  });

  it('answers the same for a zone asked many times', () => {
    for (let i = 0; i < 3; i++) expect(localDate(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toBe('2026-03-29');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else, asked once or many times', () => {
    for (let i = 0; i < 2; i++) {
      expect(isTimeZone('Africa/Lagos')).toBe(true);
      expect(isTimeZone('Mars/Olympus')).toBe(false);
      expect(isTimeZone('')).toBe(false);
    }
  });
});
