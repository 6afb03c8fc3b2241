import { describe, expect, it } from 'vitest';
import { browserTimeZone, calendarDate, isTimeZone, localCalendarDate, zoneOfRuntime } from './dates';

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

describe('the runtime’s time zone', () => {
  const intlSaying = (timeZone: string | undefined, calls: string[] = []) =>
    ({
      DateTimeFormat: () => {
        calls.push('Intl');
        return { resolvedOptions: () => ({ timeZone }) };
      },
    }) as unknown as typeof Intl;

  it('asks Temporal first, and never builds an Intl.DateTimeFormat when Temporal answers', () => {
    const calls: string[] = [];
    const zone = zoneOfRuntime({
      Temporal: { Now: { timeZoneId: () => 'Africa/Lagos' } },
      Intl: intlSaying('UTC', calls),
    });
    expect(zone).toBe('Africa/Lagos');
    expect(calls).toEqual([]);
  });

  it('falls back to Intl without Temporal, or with one that fails', () => {
    expect(zoneOfRuntime({ Intl: intlSaying('Africa/Nairobi') })).toBe('Africa/Nairobi');
    const failing = {
      Now: {
        timeZoneId: () => {
          throw new Error('no zone');
        },
      },
    };
    expect(zoneOfRuntime({ Temporal: failing, Intl: intlSaying('Europe/Lisbon') })).toBe('Europe/Lisbon');
  });

  it('says UTC when neither can tell', () => {
    expect(zoneOfRuntime({ Intl: intlSaying(undefined) })).toBe('UTC');
    expect(zoneOfRuntime({ Intl: {} as typeof Intl })).toBe('UTC');
  });

  it('gives this runtime’s zone as Intl names it', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses a name that is none', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('Atlantic/Cape_Verde')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('answers the same when asked again, once the zone has been used', () => {
    calendarDate(new Date(), 'Pacific/Kiritimati');
    expect(isTimeZone('Pacific/Kiritimati')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('calendarDate', () => {
  it('gives the date Intl’s parts give, around midnight, across the year and in zones far from UTC', () => {
    const zones = [
      'UTC',
      'Africa/Lagos',
      'Atlantic/Cape_Verde',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kathmandu',
      'America/Sao_Paulo',
    ];
    const base = Date.UTC(2026, 0, 1);
    for (const timeZone of zones) {
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let hours = -30; hours < 24 * 400; hours += 7) {
        const instant = new Date(base + hours * 3_600_000 + 59 * 60_000);
        const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
        expect(calendarDate(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toBe(
          `${p['year']}-${p['month']}-${p['day']}`,
        );
      }
    }
  });

  it("takes the parts when the formatted date is not YYYY-MM-DD (years outside 1000-9999), as Intl's parts give it", () => {
    expect(calendarDate(new Date('+010000-03-04T12:00:00Z'), 'UTC')).toBe('10000-03-04');
    expect(calendarDate(new Date('0987-03-04T12:00:00Z'), 'UTC')).toBe('987-03-04');
  });
});
