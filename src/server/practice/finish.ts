import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  heartsAfterPractice,
  heartsForActivity,
  nextStreak,
  practiceXp,
  type LanguageProgress,
} from '../../domain/index.ts';
import type { PracticeFinishResult } from '../../shared/api-types.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../api/context.ts';
import { ApiError } from '../api/envelope.ts';
import { languageOf } from '../api/learner.ts';
import { localDate } from '../api/local-date.ts';
import { asProgress } from '../api/progress-store.ts';
import { languageProgress, practiceSessions, reviewLogs } from '../db/schema.ts';
import { checkTime } from './practice.ts';
import type { PracticeFinishInput } from './schemas.ts';

const summary = (p: LanguageProgress): PracticeFinishResult['progress'] => ({
  totalXP: p.totalXP,
  currentStreak: p.currentStreak,
  longestStreak: p.longestStreak,
  currentHearts: p.currentHearts,
  maxHearts: p.maxHearts,
  lastLessonDate: p.lastLessonDate,
});

/**
 * The learner's record after a finished session on `today` with `answered` answers: nothing changes without an
 * answer; otherwise the day's hearts refill first (as for a lesson), then practiceXp is added, one heart comes back
 * (heartsAfterPractice, up to the maximum) and the day counts for the streak (nextStreak), unless the session was
 * finished on a day before the learner's last lesson (an offline session sent late never breaks a streak).
 */
export function finishedProgress(
  progress: LanguageProgress,
  result: { answered: number; correct: number },
  today: string,
): { next: LanguageProgress; xp: number; heartsRestored: number } {
  if (result.answered === 0) return { next: progress, xp: 0, heartsRestored: 0 };
  const refilled = heartsForActivity({
    hearts: progress.currentHearts,
    lastHeartsDate: progress.lastHeartsDate,
    today,
    maxHearts: progress.maxHearts,
  });
  const hearts = heartsAfterPractice(refilled.hearts, progress.maxHearts);
  const xp = practiceXp(result);
  const late = progress.lastLessonDate !== null && today < progress.lastLessonDate;
  const streak = late
    ? progress.currentStreak
    : nextStreak({ current: progress.currentStreak, lastLessonDate: progress.lastLessonDate, today });
  return {
    next: {
      ...progress,
      currentHearts: hearts,
      lastHeartsDate: refilled.lastHeartsDate,
      totalXP: progress.totalXP + xp,
      currentStreak: streak,
      longestStreak: Math.max(progress.longestStreak, streak),
      lastLessonDate: late ? progress.lastLessonDate : today,
    },
    xp,
    heartsRestored: hearts - refilled.hearts,
  };
}

/** POST /practice/{language}/finish: idempotent by the session id; see finishedProgress for what a session earns. */
export async function finishPractice(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  input: PracticeFinishInput,
): Promise<PracticeFinishResult> {
  languageOf(ctx, language);
  const now = ctx.now();
  const finishedAt = checkTime(input.finishedAt, now, 'finishedAt');
  const order = ctx.catalogue.courses.get(language)?.order ?? [];
  const key = and(eq(languageProgress.userId, caller.userId), eq(languageProgress.language, language));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ progress: languageProgress.progress })
      .from(languageProgress)
      .where(key)
      .for('update');
    const progress = asProgress(row?.progress, order);
    const [earlier] = await tx.select().from(practiceSessions).where(eq(practiceSessions.id, input.sessionId));
    if (earlier) {
      if (earlier.userId !== caller.userId || earlier.language !== language)
        throw new ApiError(409, 'session_conflict', 'This session id was already used for another session.');
      return {
        sessionId: earlier.id,
        language,
        answered: earlier.answered,
        correct: earlier.correct,
        xpEarned: earlier.xpEarned,
        heartsRestored: earlier.heartsRestored,
        alreadyFinished: true,
        progress: summary(progress),
      };
    }
    // Every answer the session names must have reached the server first: a session finished before its answers
    // is refused (and may be sent again once they are), rather than earning nothing for good.
    const ids = [...new Set(input.answerIds)];
    const held = await tx
      .select({ answerId: reviewLogs.answerId })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, caller.userId), inArray(reviewLogs.answerId, ids)));
    const missing = ids.length - held.length;
    if (missing > 0) {
      throw new ApiError(
        409,
        'answers_missing',
        `${missing} of this session's answers ${missing === 1 ? 'has' : 'have'} not reached the server yet: send ${missing === 1 ? 'it' : 'them'} first.`,
      );
    }
    // The session claims its answers that no other session counted.
    const claimed = await tx
      .update(reviewLogs)
      .set({ sessionId: input.sessionId })
      .where(
        and(
          eq(reviewLogs.userId, caller.userId),
          eq(reviewLogs.language, language),
          inArray(reviewLogs.answerId, ids),
          isNull(reviewLogs.sessionId),
        ),
      )
      .returning({ grade: reviewLogs.grade });
    const result = { answered: claimed.length, correct: claimed.filter((c) => c.grade !== 'again').length };
    const today = localDate(finishedAt, input.timeZone);
    // A learner without a record has no items, so no answers: the session earns nothing and no record is made.
    const { next, xp, heartsRestored } = row
      ? finishedProgress(progress, result, today)
      : { next: progress, xp: 0, heartsRestored: 0 };
    await tx.insert(practiceSessions).values({
      id: input.sessionId,
      userId: caller.userId,
      language,
      answered: result.answered,
      correct: result.correct,
      xpEarned: xp,
      heartsRestored,
      localDate: today,
      timeZone: input.timeZone,
      finishedAt,
      receivedAt: now,
    });
    if (row && next !== progress)
      await tx
        .update(languageProgress)
        .set({ progress: { ...next }, updatedAt: now })
        .where(key);
    return {
      sessionId: input.sessionId,
      language,
      ...result,
      xpEarned: xp,
      heartsRestored,
      alreadyFinished: false,
      progress: summary(next),
    };
  });
}
