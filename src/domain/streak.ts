/** Daily streaks on the learner's local calendar days: next value, tiers and targets (docs/product/lessons.md §4); the messages are in streakMessages.ts. */
import { daysBetween, isCalendarDate } from './dates.ts';

export type StreakTier =
  'Starting' | 'Building' | 'Consistent' | 'Committed' | 'Advanced' | 'Expert' | 'Master' | 'Legendary';

export interface StreakInput {
  current: number;
  lastLessonDate: string | null;
  today: string;
}

/** Streak lengths at which the tier, the next target and the message change. */
export const STREAK_MILESTONES = [3, 7, 14, 30, 50, 100, 365] as const;

const TIERS: readonly (readonly [number, StreakTier])[] = [
  [365, 'Legendary'],
  [100, 'Master'],
  [50, 'Expert'],
  [30, 'Advanced'],
  [14, 'Committed'],
  [7, 'Consistent'],
  [3, 'Building'],
];

/** Days since the last lesson, or null when there is none (or the stored date is unreadable); throws RangeError on an invalid `today`. */
function daysSinceLastLesson(lastLessonDate: string | null, today: string): number | null {
  if (!isCalendarDate(today)) throw new RangeError(`Invalid calendar date: ${today}`);
  if (lastLessonDate === null || !isCalendarDate(lastLessonDate)) return null;
  return daysBetween(lastLessonDate, today);
}

/**
 * Streak after an activity (a lesson or a practice session) on `today`: last activity today keeps it (at least 1),
 * yesterday adds 1, two or more days ago (or none) makes it 1; an activity dated before the last one (sent late from
 * another device or an offline queue) keeps it (at least 1), so a late arrival never lowers a streak.
 */
export function nextStreak(p: StreakInput): number {
  const gap = daysSinceLastLesson(p.lastLessonDate, p.today);
  if (gap !== null && gap <= 0) return Math.max(1, p.current);
  if (gap === 1) return Math.max(0, p.current) + 1;
  return 1;
}

/** The streak fields of a learner's record. */
export interface StreakRecord {
  currentStreak: number;
  longestStreak: number;
  /** The last day ('YYYY-MM-DD', learner's time zone) with a lesson or a practice session. */
  lastLessonDate: string | null;
}

/**
 * The streak fields after an activity on `today`, for lessons and practice alike: currentStreak = nextStreak,
 * longestStreak = max(longest, current), lastLessonDate = the later of the stored day and `today` (a back-dated
 * activity never moves it back).
 */
export function streakAfterActivity(record: StreakRecord, today: string): StreakRecord {
  const current = nextStreak({ current: record.currentStreak, lastLessonDate: record.lastLessonDate, today });
  const stored = record.lastLessonDate !== null && isCalendarDate(record.lastLessonDate) ? record.lastLessonDate : null;
  return {
    currentStreak: current,
    longestStreak: Math.max(record.longestStreak, current),
    lastLessonDate: stored !== null && stored > today ? stored : today,
  };
}

/**
 * The streak a learner sees (header, lesson status bar, overview, profile, admin): the stored streak while it is alive
 * on `today` — last lesson today or yesterday — else 0. A last lesson dated after `today` was recorded on a day that
 * has already begun elsewhere (another time zone), so that streak has not lapsed either.
 */
export function displayedStreak(
  progress: { currentStreak: number; lastLessonDate: string | null },
  today: string,
): number {
  const gap = daysSinceLastLesson(progress.lastLessonDate, today);
  return gap !== null && gap <= 1 ? Math.max(0, progress.currentStreak) : 0;
}

/** Streak tier: 0–2 Starting, 3–6 Building, 7–13 Consistent, 14–29 Committed, 30–49 Advanced, 50–99 Expert, 100–364 Master, 365+ Legendary. */
export function streakTier(days: number): StreakTier {
  return TIERS.find(([min]) => days >= min)?.[1] ?? 'Starting';
}

/** Next streak target: the first of 3, 7, 14, 30, 50, 100, 365 above `days`, else days + 50. */
export function nextStreakTarget(days: number): number {
  return STREAK_MILESTONES.find((target) => target > days) ?? days + 50;
}

/** Whether the compact streak badge shows: only for a streak above 0. */
export function showsStreakBadge(days: number): boolean {
  return days > 0;
}

/**
 * The streak fields from the set of days with an activity, whatever order they arrived in: currentStreak is the run of
 * consecutive days ending at the latest day, longestStreak the longest run, lastLessonDate the latest day (days that
 * are not calendar dates are left out). `streakAfterActivity` gives the same when the days arrive in order.
 */
export function streakFromDays(days: Iterable<string>): StreakRecord {
  const sorted = [...new Set(days)].filter(isCalendarDate).sort();
  let run = 0;
  let longest = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return { currentStreak: run, longestStreak: longest, lastLessonDate: previous };
}

/**
 * The streak fields after an activity on `today`, given the days known to have had one (`knownDays`, which may lack old
 * days: records kept practice days only later). Each of the in-order fold (streakAfterActivity) and the set of days
 * (streakFromDays) can only undercount, so each field takes the larger; the set's current run counts only when it
 * ends on the last day, so a late day from the middle of a run joins it, and one from an older run changes nothing.
 */
export function streakWithDays(record: StreakRecord, today: string, knownDays: Iterable<string>): StreakRecord {
  const inOrder = streakAfterActivity(record, today);
  const fromDays = streakFromDays([...knownDays, today]);
  const endsLast = fromDays.lastLessonDate === inOrder.lastLessonDate;
  return {
    currentStreak: endsLast ? Math.max(inOrder.currentStreak, fromDays.currentStreak) : inOrder.currentStreak,
    longestStreak: Math.max(inOrder.longestStreak, fromDays.longestStreak),
    lastLessonDate: inOrder.lastLessonDate,
  };
}
