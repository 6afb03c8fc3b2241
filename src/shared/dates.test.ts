import { describe, expect, it } from 'vitest';
import { browserTimeZone, calendarDate, localCalendarDate } from './dates';

describe('localCalendarDate', () => {
  it("gives the same date as calendarDate in the runtime's own zone, around midnight and across the year", () => {
    const zone = browserTimeZone();
    const base = Date.UTC(2026, 0, 1);
    for (let hours = -30; hours < 24 * 400; hours += 7) {
      const instant = new Date(base + hours * 3_600_000 + 59 * 60_000);
      expect(localCalendarDate(instant), instant.toISOString()).toBe(calendarDate(instant, zone));
    }
  });

  it('pads months, days and early years', () => {
    expect(localCalendarDate(new Date(2027, 1, 3, 12))).toBe('2027-02-03');
    const early = new Date(2026, 0, 1, 12);
    early.setFullYear(987);
    expect(localCalendarDate(early)).toBe('0987-01-01');
  });
});
