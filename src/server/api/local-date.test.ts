import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../lib/dates.ts';
import { isTimeZone, localDate } from './local-date.ts';

describe('localDate', () => {
  it('reads the same calendar day as the browser does, in every zone', () => {
    const instants = [new Date('2026-11-22T23:30:00Z'), new Date('2026-11-22T00:30:00Z'), new Date('2026-03-29T01:30:00Z')];
    for (const zone of ['UTC', 'Africa/Lagos', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      for (const instant of instants) expect(localDate(instant, zone)).toBe(calendarDate(instant, zone));
    }
  });

  it('gives the learner’s own day either side of midnight', () => {
    expect(localDate(new Date('2026-11-22T23:30:00Z'), 'Africa/Lagos')).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-22T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
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
