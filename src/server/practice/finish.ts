import { and, eq, inArray, isNull } from 'drizzle-orm';
import { completePractice, withoutFutureDays, type LanguageProgress } from '../../domain/index.ts';
import type { PracticeFinishResult } from '../../shared/api-types.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { languageOf } from '../core/languages.ts';
import { localDate } from '../core/local-date.ts';
import { lockProgress } from '../core/progress-store.ts';
import { languageProgress, practiceSessions, reviewLogs } from '../db/schema.ts';
import { checkTime } from './practice.ts';
import type { PracticeFinishInput } from './schemas.ts';

const summary = (p: LanguageProgress): PracticeFinishResult['progress'] => ({
  totalXP: p.totalXP,
  currentStreak: p.currentStreak,
  longestStreak: p.longestStreak,
  currentHearts: p.currentHearts,
  maxHearts: p.maxHearts,
  lastHeartsDate: p.lastHeartsDate,
  lastLessonDate: p.lastLessonDate,
});

/** POST /practice/{language}/finish: idempotent by the session id; see completePractice (src/domain/practiceRewards.ts) for what a session earns. */
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
  const today = localDate(finishedAt, input.timeZone);
  return ctx.db.transaction(async (tx) => {
    const { progress, stored } = await lockProgress(tx, caller.userId, language, order);
    // The session id is claimed first, by its primary key: a second finish with it (of this learner or another, and
    // whether or not a record was there to lock) waits here for the first to end, then reads what it stored.
    const [claimedId] = await tx
      .insert(practiceSessions)
      .values({
        id: input.sessionId,
        userId: caller.userId,
        language,
        answered: 0,
        correct: 0,
        xpEarned: 0,
        heartsRestored: 0,
        localDate: today,
        timeZone: input.timeZone,
        finishedAt,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: practiceSessions.id });
    if (!claimedId) {
      const [earlier] = await tx.select().from(practiceSessions).where(eq(practiceSessions.id, input.sessionId));
      if (!earlier || earlier.userId !== caller.userId || earlier.language !== language)
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
    // is refused (and may be sent again once they are), rather than earning nothing for good. The refusal rolls the
    // claim back.
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
    // A learner without a record has no items, so no answers: the session earns nothing and no record is made.
    const {
      progress: next,
      xp,
      heartsRestored,
    } = stored
      ? // A day stored from a device clock that ran ahead is read as the server's today, so it holds back no refill.
        completePractice(withoutFutureDays(progress, localDate(now, input.timeZone)), result, today)
      : { progress, xp: 0, heartsRestored: 0 };
    await tx
      .update(practiceSessions)
      .set({ answered: result.answered, correct: result.correct, xpEarned: xp, heartsRestored })
      .where(eq(practiceSessions.id, input.sessionId));
    if (stored && next !== progress)
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
