import { and, count, eq } from 'drizzle-orm';
import type { Caller } from '../auth/identify.ts';
import { recordAuthEvent } from '../auth/audit.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { audioReviewers, languageProgress, users } from '../db/schema.ts';
import { courseLanguage } from './clips.ts';
import { grantedReviewerLanguages } from './review-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An account the admin's Users tab lists: an embedded account, or (in hosted mode, where accounts live with the auth
 * provider) a learner with progress here; 404 otherwise.
 */
async function knownUser(ctx: ApiContext, userId: string): Promise<string> {
  const notFound = new ApiError(404, 'user_not_found', 'User not found');
  if (!UUID.test(userId)) throw notFound;
  const id = userId.toLowerCase();
  const [account] = await ctx.db.select({ n: count() }).from(users).where(eq(users.id, id));
  if ((account?.n ?? 0) > 0) return id;
  const [accounts] = await ctx.db.select({ n: count() }).from(users);
  if ((accounts?.n ?? 0) > 0) throw notFound;
  const [learner] = await ctx.db.select({ n: count() }).from(languageProgress).where(eq(languageProgress.userId, id));
  if ((learner?.n ?? 0) === 0) throw notFound;
  return id;
}

/**
 * PUT and DELETE /admin/users/{id}/reviewer/{language}: an admin grants or removes the reviewer role of one language.
 * It counts on the next request (nothing is cached) and is written to the auth audit log with the admin's id; doing
 * it twice changes nothing and logs nothing more. Answers the languages the account now reviews.
 */
export async function setReviewerRole(
  ctx: ApiContext,
  admin: Caller,
  target: { userId: string; language: string },
  granted: boolean,
): Promise<{ userId: string; reviewerLanguages: string[] }> {
  const language = courseLanguage(ctx, target.language);
  const userId = await knownUser(ctx, target.userId);
  const changed = granted
    ? await ctx.db
        .insert(audioReviewers)
        .values({ userId, language, grantedAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ userId: audioReviewers.userId })
    : await ctx.db
        .delete(audioReviewers)
        .where(and(eq(audioReviewers.userId, userId), eq(audioReviewers.language, language)))
        .returning({ userId: audioReviewers.userId });
  if (changed.length > 0)
    await recordAuthEvent(
      ctx.db,
      {
        event: granted ? 'reviewer_granted' : 'reviewer_removed',
        userId,
        actor: 'admin',
        detail: { language, by: admin.userId },
      },
      ctx.now(),
    );
  return { userId, reviewerLanguages: (await grantedReviewerLanguages(ctx.db, [userId])).get(userId) ?? [] };
}
