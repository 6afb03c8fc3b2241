/** Calendar dates as 'YYYY-MM-DD' strings, computed through UTC so the result never depends on the machine's time zone. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch at UTC midnight of a 'YYYY-MM-DD' date, or null when the string is not a real calendar date. */
function utcMidnight(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2027-02-29 over to 2027-03-01 (and reads years 0-99 as 1900-1999); a round trip through the
  // UTC fields rejects such dates without formatting a string, which every streak and hearts rule pays for.
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : null;
}

function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function requireDate(date: string): number {
  const ms = utcMidnight(date);
  if (ms === null) throw new RangeError(`Invalid calendar date: ${date}`);
  return ms;
}

/** True when the string is a real calendar date written 'YYYY-MM-DD' (so '2028-02-29' is, '2027-02-29' is not). */
export function isCalendarDate(date: string): boolean {
  return utcMidnight(date) !== null;
}

/** The date `days` calendar days after `date` (negative goes back); throws RangeError on an invalid date. */
export function addDays(date: string, days: number): string {
  return formatUtc(requireDate(date) + Math.trunc(days) * DAY_MS);
}

/** Whole calendar days from `from` to `to` (to − from; 1 when `to` is the day after); throws RangeError on an invalid date. */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireDate(to) - requireDate(from)) / DAY_MS);
}
