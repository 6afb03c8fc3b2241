import { calendarDate } from '../../shared/dates.ts';

export { isTimeZone } from '../../shared/dates.ts';

/** The calendar date ('YYYY-MM-DD') of an instant in a time zone: the learner's day, which streaks count. */
export const localDate = calendarDate;
