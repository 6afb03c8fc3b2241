import { eq, sql } from 'drizzle-orm';
import { mfaChallenges, mfaFactors } from '../db/schema.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';

/** Wrong codes one challenge takes; the next needs a new challenge. */
export const MAX_ATTEMPTS_PER_CHALLENGE = 5;
/**
 * Wrong codes one factor takes over all its challenges within FAILURE_WINDOW_MS, from any address: new challenges
 * would otherwise let someone holding the password guess on without end.
 */
export const MAX_FAILURES_PER_FACTOR = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Refuses a factor that took MAX_FAILURES_PER_FACTOR wrong codes within the window, until the window ends. */
export function checkFactorFailures(
  factor: Pick<typeof mfaFactors.$inferSelect, 'failedAttempts' | 'failedSince'>,
  now: Date,
): void {
  if (!factor.failedSince || factor.failedAttempts < MAX_FAILURES_PER_FACTOR) return;
  const left = factor.failedSince.getTime() + FAILURE_WINDOW_MS - now.getTime();
  if (left <= 0) return;
  throw new AuthError(
    429,
    'over_request_rate_limit',
    `Too many wrong codes for this factor: try again in ${Math.ceil(left / 60_000)} minutes.`,
  );
}

/** Counts a wrong code against its challenge (removed at the limit) and its factor (a window that restarts when it ends). */
export async function countWrongCode(ctx: AuthContext, factorId: string, challengeId: string): Promise<void> {
  const now = ctx.now();
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [challenge] = await ctx.db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, challengeId))
    .returning({ failed: mfaChallenges.failedAttempts });
  if (challenge && challenge.failed >= MAX_ATTEMPTS_PER_CHALLENGE)
    await ctx.db.delete(mfaChallenges).where(eq(mfaChallenges.id, challengeId));
  // Times go as typed text: a bare Date parameter inside CASE has no type PostgreSQL can infer.
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const stale = sql`(${mfaFactors.failedSince} is null or ${mfaFactors.failedSince} < ${at(windowStart)})`;
  await ctx.db
    .update(mfaFactors)
    .set({
      failedAttempts: sql`case when ${stale} then 1 else ${mfaFactors.failedAttempts} + 1 end`,
      failedSince: sql`case when ${stale} then ${at(now)} else ${mfaFactors.failedSince} end`,
    })
    .where(eq(mfaFactors.id, factorId));
}
