// Both run on every render of the lesson and header islands (also when the build renders 10,000 lesson pages)
// and on every API call that reads a learner's day; an Intl.DateTimeFormat is costly to make, so each is made once.
let zone: string | undefined;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

type TemporalNow = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The runtime's IANA time zone, or UTC when it cannot tell. Temporal answers at once where it exists; the first
 * Intl.DateTimeFormat of a page builds the locale's date patterns (90-300 ms on a phone-speed CPU), so it is only
 * the fallback.
 */
export function zoneOfRuntime(runtime: TemporalNow & { Intl: typeof Intl }): string {
  try {
    const temporal = runtime.Temporal?.Now?.timeZoneId?.();
    if (temporal) return temporal;
  } catch {
    // A partial Temporal: Intl below.
  }
  try {
    return runtime.Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The browser's IANA time zone, or UTC when it cannot tell (found once). */
export function browserTimeZone(): string {
  return (zone ??= zoneOfRuntime(globalThis as TemporalNow & typeof globalThis));
}

/** The learner's calendar date ('YYYY-MM-DD') of an instant in a time zone; throws for a zone the runtime does not know. */
export function calendarDate(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Throws before anything is kept, so only real zones (a few hundred at most) are remembered.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  // en-CA writes the date as YYYY-MM-DD: format() is the cheap way (no part objects), taken when its answer has that
  // shape; another locale data (an ICU that changed en-CA's pattern) falls back to the parts.
  const formatted = format.format(instant);
  if (ISO_DAY.test(formatted)) return formatted;
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date ('YYYY-MM-DD') of an instant in the runtime's own time zone, which is browserTimeZone()'s
 * zone. It reads Date's local getters instead of Intl, whose first use loads the time-zone data: a page that only
 * needs today's date (the header, the lesson strip) does not pay for that before it is interactive.
 */
export function localCalendarDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(instant.getFullYear()).padStart(4, '0')}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** True when the name is an IANA time zone this runtime knows, e.g. 'Africa/Lagos'. */
export function isTimeZone(name: string): boolean {
  // A zone with a format made is known: every completion names its zone, and checking it need not format a date.
  if (dayFormats.has(name)) return true;
  try {
    calendarDate(new Date(0), name);
    return true;
  } catch {
    return false;
  }
}
