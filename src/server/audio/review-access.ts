import { and, count, eq, inArray } from 'drizzle-orm';
import { isTrustedSpeaker, TRUSTED_SPEAKER_APPROVED } from '../../domain/clipReview.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import type { Db } from '../db/database.ts';
import { audioClips, audioReviewers } from '../db/schema.ts';
import { clipHasBytes } from './storage.ts';

/**
 * The languages a caller reviews: every course for an admin; otherwise those an admin granted them, and those where
 * TRUSTED_SPEAKER_APPROVED of their own clips were approved (a trusted speaker). Read on every call, so a role granted
 * or removed counts at once, on every server.
 */
export async function reviewLanguages(ctx: ApiContext, caller: Caller): Promise<string[]> {
  const courses = [...ctx.catalogue.courses.keys()];
  if (caller.role === 'admin') return courses;
  const granted = await ctx.db
    .select({ language: audioReviewers.language })
    .from(audioReviewers)
    .where(eq(audioReviewers.userId, caller.userId));
  const approved = await ctx.db
    .select({ language: audioClips.language, n: count() })
    .from(audioClips)
    .where(and(eq(audioClips.contributorId, caller.userId), eq(audioClips.state, 'approved'), clipHasBytes))
    .groupBy(audioClips.language);
  const mine = new Set([
    ...granted.map((r) => r.language),
    ...approved.filter((r) => isTrustedSpeaker(r.n)).map((r) => r.language),
  ]);
  return courses.filter((language) => mine.has(language));
}

/** Whether the caller may review clips of a language (an admin, a granted reviewer, or a trusted speaker). */
export async function isReviewer(ctx: ApiContext, caller: Caller, language: string): Promise<boolean> {
  return (await reviewLanguages(ctx, caller)).includes(language);
}

/** Refuses (403) a caller who may not review the language. */
export async function mustReview(ctx: ApiContext, caller: Caller, language: string): Promise<void> {
  if (!(await isReviewer(ctx, caller, language)))
    throw new ApiError(
      403,
      'forbidden',
      `Only administrators, reviewers of this language and trusted speakers (${TRUSTED_SPEAKER_APPROVED} approved recordings in it) can review recordings.`,
    );
}

/** The languages each of these accounts was granted the reviewer role of, by account id. */
export async function grantedReviewerLanguages(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: audioReviewers.userId, language: audioReviewers.language })
    .from(audioReviewers)
    .where(inArray(audioReviewers.userId, [...userIds]))
    .orderBy(audioReviewers.language);
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.language]);
  return byUser;
}
