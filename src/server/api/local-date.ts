import { calendarDate } from '../../shared/dates.ts';

/** True when the name is an IANA time zone this runtime knows, e.g. 'Africa/Lagos'. */
export function isTimeZone(name: string): boolean {
  try {
    calendarDate(new Date(0), name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: the learner's day, which streaks count. */
export const localDate = calendarDate;
