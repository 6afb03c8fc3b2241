import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { costsHearts, heartsAfterLoss, initialProgress, withoutFutureDays } from '../../domain/index.ts';
import type { HeartLossResponse } from '../../shared/api-types.ts';
import type { heartLossSchema } from '../../shared/heart-loss-request.ts';
import type { Caller } from '../auth/identify.ts';
import { enrollments, heartLosses, languageProgress, lessonCompletions } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { checkClientTime } from '../core/client-time.ts';
import { ApiError } from '../core/envelope.ts';
import { languageOf } from '../core/languages.ts';
import { localDate } from '../core/local-date.ts';
import { lockProgress } from '../core/progress-store.ts';

const lossConflict = () => new ApiError(409, 'loss_conflict', 'This loss id was already used for another lesson.');

export type HeartLossInput = z.infer<typeof heartLossSchema>;

/**
 * POST /progress/{language}/heart-losses: one wrong checked answer, applied as it happens with heartsAfterLoss on the
 * learner's day of lostAt, once per lossId. A loss whose attempt was already completed, or in a lesson whose mistakes
 * cost no heart, is recorded without taking one (counts false); the completion of the attempt charges only the
 * mistakes not counted here. The first loss in a language makes the learner's record and enrols them, as a first
 * completion does.
 */
export async function recordHeartLoss(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  input: HeartLossInput,
): Promise<HeartLossResponse> {
  languageOf(ctx, language);
  const lesson = ctx.catalogue.lessons.get(input.lessonId);
  if (!lesson || lesson.language !== language) throw new ApiError(404, 'lesson_not_found', 'Lesson not found');
  const now = ctx.now();
  const lostAt = checkClientTime(input.lostAt, now, 'lostAt');
  const day = localDate(lostAt, input.timeZone);
  const order = ctx.catalogue.courses.get(language)?.order ?? [];
  const key = and(eq(languageProgress.userId, caller.userId), eq(languageProgress.language, language));
  return ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(languageProgress)
      .values({ userId: caller.userId, language, progress: { ...initialProgress(order) } })
      .onConflictDoNothing()
      .returning({ userId: languageProgress.userId });
    // A record only ever comes with its enrolment (src/server/api/completion-queue.ts relies on it).
    if (created.length > 0)
      await tx.insert(enrollments).values({ userId: caller.userId, language, enrolledAt: now }).onConflictDoNothing();
    // The record is locked first, so a loss and its attempt's completion are applied one after the other.
    const locked = await lockProgress(tx, caller.userId, language, order);
    // A day stored from a device clock that ran ahead is read as the server's today, so it holds back no refill.
    const progress = withoutFutureDays(locked.progress, localDate(now, input.timeZone));
    const answer = (counts: boolean, alreadyRecorded: boolean, record = progress): HeartLossResponse => ({
      lossId: input.lossId,
      language,
      lessonId: lesson.id,
      counts,
      alreadyRecorded,
      progress: record,
    });
    const [earlier] = await tx.select().from(heartLosses).where(eq(heartLosses.id, input.lossId));
    if (earlier) {
      if (earlier.userId !== caller.userId || earlier.language !== language || earlier.lessonId !== lesson.id)
        throw lossConflict();
      return answer(earlier.counts, true);
    }
    const [completed] = await tx
      .select({ id: lessonCompletions.id })
      .from(lessonCompletions)
      .where(and(eq(lessonCompletions.id, input.attemptId), eq(lessonCompletions.userId, caller.userId)));
    const counts = costsHearts(lesson.lessonType) && !completed;
    const hearts = counts
      ? heartsAfterLoss({
          hearts: progress.currentHearts,
          lastHeartsDate: progress.lastHeartsDate,
          day,
          maxHearts: progress.maxHearts,
        })
      : null;
    const next = hearts
      ? { ...progress, currentHearts: hearts.hearts, lastHeartsDate: hearts.lastHeartsDate }
      : progress;
    // The loss id is the primary key: another learner's loss with this id, written while this one waited on its own
    // record, makes the insert do nothing, and the refusal rolls this transaction back.
    const [inserted] = await tx
      .insert(heartLosses)
      .values({
        id: input.lossId,
        userId: caller.userId,
        language,
        lessonId: lesson.id,
        attemptId: input.attemptId,
        counts,
        localDate: day,
        timeZone: input.timeZone,
        lostAt,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: heartLosses.id });
    if (!inserted) throw lossConflict();
    if (next !== progress)
      await tx
        .update(languageProgress)
        .set({ progress: { ...next }, updatedAt: now })
        .where(key);
    return answer(counts, false, next);
  });
}
