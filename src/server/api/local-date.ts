// The server reads a learner's calendar day on every completion and progress call: one formatter per time zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws for a name the runtime does not know, so only real zones (a few hundred) are ever kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** True when the name is an IANA time zone this runtime knows, e.g. 'Africa/Lagos'. */
export function isTimeZone(name: string): boolean {
  try {
    formatFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: the learner's day, which streaks count (as calendarDate in src/lib/dates.ts). */
export function localDate(instant: Date, timeZone: string): string {
  const parts = formatFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
