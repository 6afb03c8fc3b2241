/** What a finished practice session earns: XP, one heart back and a streak day. */
import { heartsForActivity, MAX_HEARTS } from './hearts.ts';
import type { LanguageProgress } from './progress.ts';
import { activeDays } from './progress.ts';
import { streakWithDays } from './streak.ts';

/** XP per answer right or slipped on the first attempt (the word was recalled, if not perfectly spelt). */
export const PRACTICE_XP_PER_CORRECT = 1;
/** XP for finishing a session. */
export const PRACTICE_FINISH_XP = 5;
/** The most XP one session earns: 20, less than most lessons (15–45), so practice supports new lessons without replacing them. */
export const PRACTICE_XP_CAP = 20;

/** How a finished session went: exercises answered (a match counts each pair) and how many of them were right or slips. */
export interface PracticeResult {
  answered: number;
  correct: number;
}

function checkResult({ answered, correct }: PracticeResult): void {
  if (!Number.isInteger(answered) || answered < 0)
    throw new RangeError(`answered must be a whole number ≥ 0, not ${answered}`);
  if (!Number.isInteger(correct) || correct < 0 || correct > answered) {
    throw new RangeError(`correct must be a whole number from 0 to answered (${answered}), not ${correct}`);
  }
}

/** XP for a finished session: min(20, correct × 1 + 5), and 0 when nothing was answered. */
export function practiceXp(result: PracticeResult): number {
  checkResult(result);
  if (result.answered === 0) return 0;
  return Math.min(PRACTICE_XP_CAP, result.correct * PRACTICE_XP_PER_CORRECT + PRACTICE_FINISH_XP);
}

/** The session's accuracy in whole percent: round(100 × correct / answered), 0 when nothing was answered. */
export function practiceAccuracy(result: PracticeResult): number {
  checkResult(result);
  return result.answered === 0 ? 0 : Math.round((100 * result.correct) / result.answered);
}

/** Hearts after a finished session: one more, up to the maximum (5): min(max, hearts + 1). */
export function heartsAfterPractice(hearts: number, maxHearts: number = MAX_HEARTS): number {
  if (!Number.isInteger(hearts) || hearts < 0) throw new RangeError(`hearts must be a whole number ≥ 0, not ${hearts}`);
  return Math.min(maxHearts, hearts + 1);
}

/** A record after a finished session, what it earned, and how many hearts it gave back. */
export interface PracticeCompletion {
  progress: LanguageProgress;
  xp: number;
  heartsRestored: number;
}

/**
 * The learner's record after a finished session on `today` (the device's and the server's rule): nothing changes
 * without an answer; otherwise the day's hearts refill first (as for a lesson), then practiceXp is added, one heart
 * comes back (heartsAfterPractice) and the day counts for the streak (streakAfterActivity, so a session sent late from
 * an earlier day never lowers it). heartsRestored = hearts after − hearts after the refill.
 */
export function completePractice(
  progress: LanguageProgress,
  result: PracticeResult,
  today: string,
): PracticeCompletion {
  if (result.answered === 0) return { progress, xp: 0, heartsRestored: 0 };
  const refilled = heartsForActivity({
    hearts: progress.currentHearts,
    lastHeartsDate: progress.lastHeartsDate,
    today,
    maxHearts: progress.maxHearts,
  });
  const hearts = heartsAfterPractice(refilled.hearts, progress.maxHearts);
  const xp = practiceXp(result);
  return {
    progress: {
      ...progress,
      ...streakWithDays(progress, today, activeDays(progress)),
      practicePerDay: { ...progress.practicePerDay, [today]: (progress.practicePerDay?.[today] ?? 0) + 1 },
      currentHearts: hearts,
      lastHeartsDate: refilled.lastHeartsDate,
      totalXP: progress.totalXP + xp,
    },
    xp,
    heartsRestored: hearts - refilled.hearts,
  };
}
