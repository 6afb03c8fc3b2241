/** Hearts: 5 at most, one lost per wrong checked answer, refilled on the first activity of a new day. */
import { addDays, isCalendarDate } from './dates.ts';

export const MAX_HEARTS = 5;

export interface HeartsState {
  hearts: number;
  /** The last day ('YYYY-MM-DD') the learner was active, or null before the first activity. */
  lastHeartsDate: string | null;
}

/** Hearts after a wrong checked answer: max(0, hearts − 1). */
export function loseHeart(hearts: number): number {
  return Math.max(0, hearts - 1);
}

/** Hearts after a refill: always the maximum (5 unless a different maximum is given). */
export function refillHearts(maxHearts: number = MAX_HEARTS): number {
  return maxHearts;
}

/** Whether a lesson with checked answers must show the out-of-hearts state: hearts ≤ 0. */
export function isOutOfHearts(hearts: number): boolean {
  return hearts <= 0;
}

/** The day hearts refill when they run out on `today`: the next calendar day. */
export function heartsRefillDate(today: string): string {
  return addDays(today, 1);
}

/** Hearts on an activity `today`: refilled to max when the last activity was on an earlier day (or never), unchanged otherwise; the day is recorded. */
export function heartsForActivity(p: HeartsState & { today: string; maxHearts?: number | undefined }): HeartsState {
  if (!isCalendarDate(p.today)) throw new RangeError(`Invalid calendar date: ${p.today}`);
  const isNewDay = p.lastHeartsDate === null || !isCalendarDate(p.lastHeartsDate) || p.lastHeartsDate < p.today;
  return {
    hearts: isNewDay ? refillHearts(p.maxHearts) : p.hearts,
    lastHeartsDate: isNewDay ? p.today : (p.lastHeartsDate ?? p.today),
  };
}

/**
 * Lesson types whose wrong checked answers cost a heart: quiz, sentence construction, pattern discovery and the
 * cultural story's questions. A memory-game mismatch is how the game is played, and reading lessons have nothing to
 * check, so neither costs one.
 */
const HEART_COSTING_TYPES: ReadonlySet<string> = new Set([
  'quiz',
  'sentence-construction',
  'pattern-discovery',
  'cultural-story',
]);

/** Whether a wrong answer in a lesson of this type costs a heart (and so whether the lesson closes at 0 hearts). */
export function costsHearts(lessonType: string): boolean {
  return HEART_COSTING_TYPES.has(lessonType);
}

/** Hearts after a completed lesson reporting `mistakes`: max(0, hearts − mistakes) when its type costs hearts, else unchanged. */
export function heartsAfterCompletion(hearts: number, lessonType: string, mistakes: number): number {
  if (!costsHearts(lessonType)) return hearts;
  return Math.max(0, hearts - Math.max(0, Math.trunc(mistakes)));
}

/**
 * Hearts after one wrong checked answer on `day`, recorded as it happens: a loss dated before the day the hearts were
 * last counted for changes nothing (those hearts have refilled since); otherwise hearts refill first when `day` is a
 * new day (heartsForActivity), then one is lost (loseHeart).
 */
export function heartsAfterLoss(p: HeartsState & { day: string; maxHearts?: number | undefined }): HeartsState {
  if (!isCalendarDate(p.day)) throw new RangeError(`Invalid calendar date: ${p.day}`);
  if (p.lastHeartsDate !== null && isCalendarDate(p.lastHeartsDate) && p.day < p.lastHeartsDate)
    return { hearts: p.hearts, lastHeartsDate: p.lastHeartsDate };
  const refilled = heartsForActivity({
    hearts: p.hearts,
    lastHeartsDate: p.lastHeartsDate,
    today: p.day,
    maxHearts: p.maxHearts,
  });
  return { hearts: loseHeart(refilled.hearts), lastHeartsDate: refilled.lastHeartsDate };
}

/**
 * The mistakes a completion still charges hearts for when `alreadyLost` of them were recorded one by one while the
 * lesson was played: max(0, mistakes − alreadyLost), so no mistake costs two hearts.
 */
export function mistakesStillOwed(mistakes: number, alreadyLost: number): number {
  return Math.max(0, Math.trunc(mistakes) - Math.max(0, Math.trunc(alreadyLost)));
}
