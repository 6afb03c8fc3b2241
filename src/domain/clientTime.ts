/** Times stamped by a learner's device (a completion, an answer, a lost heart), and the window the server applies them in. */

/** How far ahead of the server's clock a device's clock may run: 5 minutes. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The oldest device time still applied: 30 days, so work kept on a device offline for up to a month still counts. */
export const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The window in words, as error messages and the API description state it. */
export const CLIENT_TIME_RULE = 'at most 5 minutes ahead of the server’s clock and at most 30 days old';

/** Why a device time cannot be applied. */
export type ClientTimeProblem = 'not_a_time' | 'in_the_future' | 'too_old';

/**
 * Checks a device's time against the server's `now`: 'in_the_future' when it is more than CLOCK_SKEW_MS ahead,
 * 'too_old' when it is more than MAX_AGE_MS before `now`, 'not_a_time' when it is no instant at all; null when it can
 * be applied.
 */
export function clientTimeProblem(time: Date, now: Date): ClientTimeProblem | null {
  const at = time.getTime();
  if (Number.isNaN(at)) return 'not_a_time';
  if (at > now.getTime() + CLOCK_SKEW_MS) return 'in_the_future';
  if (at < now.getTime() - MAX_AGE_MS) return 'too_old';
  return null;
}

/** The fields of a learner's record that hold a day. */
export interface DatedRecord {
  lastHeartsDate: string | null;
  lastLessonDate: string | null;
}

/**
 * The record with any day later than `today` read as `today`: a day stored from a device clock that ran ahead (up to
 * 9999-12-31 before the window existed) would otherwise hold back the daily heart refill and keep a streak alive for
 * ever. Returns the same object when nothing is later.
 */
export function withoutFutureDays<T extends DatedRecord>(record: T, today: string): T {
  const later = (day: string | null) => day !== null && day > today;
  if (!later(record.lastHeartsDate) && !later(record.lastLessonDate)) return record;
  return {
    ...record,
    lastHeartsDate: later(record.lastHeartsDate) ? today : record.lastHeartsDate,
    lastLessonDate: later(record.lastLessonDate) ? today : record.lastLessonDate,
  };
}
