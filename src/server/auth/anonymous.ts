import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  enrollments,
  heartLosses,
  languageProgress,
  lessonCompletions,
  missedQuizAnswers,
  practiceSessions,
  reviewCards,
  reviewLogs,
  sessions,
  users,
} from '../db/schema.ts';
import { optionalObject, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError } from './errors.ts';
import { checkUserMetadata, withDisplayNames, withoutReservedKeys } from './metadata.ts';
import { startSession, type SessionJson } from './sessions.ts';

export const anonymousDisabled = () =>
  new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');

/**
 * POST /signup with neither e-mail nor phone (`signInAnonymously`): a user with no address and `is_anonymous`, signed
 * in at once, as Supabase Auth does. A password in the body is ignored there too.
 */
export async function signInAnonymously(
  ctx: AuthContext,
  body: Body,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<SessionJson> {
  if (!ctx.config.anonymousUsers) throw anonymousDisabled();
  if (ctx.config.disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const given = optionalObject(body, 'data') ?? {};
  checkUserMetadata(given);
  const now = ctx.now();
  const [user] = await ctx.db
    .insert(users)
    .values({
      id: randomUUID(),
      email: null,
      encryptedPassword: null,
      appMetadata: { provider: 'anonymous', providers: ['anonymous'] },
      userMetadata: withDisplayNames(withoutReservedKeys(given)),
      isAnonymous: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await audit(ctx, {
    event: 'signup',
    userId: user!.id,
    actor: 'user',
    ip: meta.ip,
    detail: { provider: 'anonymous' },
  });
  return startSession(ctx, user!, 'anonymous', meta);
}

type UserRow = typeof users.$inferSelect;

/** The columns that make an anonymous user a permanent e-mail account once an address is theirs; nothing for others. */
export function permanentAccount(row: UserRow): Partial<typeof users.$inferInsert> {
  if (!row.isAnonymous) return {};
  const before = Array.isArray(row.appMetadata['providers']) ? (row.appMetadata['providers'] as unknown[]) : [];
  const providers = [...new Set([...before.filter((p) => p !== 'anonymous'), 'email'])];
  return { isAnonymous: false, appMetadata: { ...row.appMetadata, provider: 'email', providers } };
}

// Learning records are keyed by the user id without a foreign key (hosted mode keeps users elsewhere), so removing an
// anonymous user removes them by hand; reports and audio contributions stay, as they do for a deleted account.
const learningTables = [
  enrollments,
  lessonCompletions,
  languageProgress,
  reviewCards,
  reviewLogs,
  missedQuizAnswers,
  practiceSessions,
  heartLosses,
] as const;

/**
 * Removes anonymous users whose last activity (sign-in, change, token refresh or progress) is before the cutoff,
 * with their sessions and learning records; answers how many went. Run now and then.
 */
export async function pruneAnonymousUsers(db: Db, cutoff: Date, batch = 500): Promise<number> {
  const since = sql`${cutoff.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // Locked, so a user who adds an e-mail meanwhile is either kept or waits until the idle ones are gone.
    const idle = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.isAnonymous, true),
          lt(users.updatedAt, cutoff),
          lt(sql`coalesce(${users.lastSignInAt}, ${users.createdAt})`, since),
          sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.updatedAt} >= ${since})`,
          sql`not exists (select 1 from ${languageProgress} where ${languageProgress.userId} = ${users.id} and ${languageProgress.updatedAt} >= ${since})`,
        ),
      )
      .limit(batch)
      .for('update');
    const ids = idle.map((row) => row.id);
    if (ids.length === 0) return 0;
    for (const table of learningTables) await tx.delete(table).where(inArray(table.userId, ids));
    // Sessions, identities, codes and flows go with the user (foreign keys with on delete cascade).
    await tx.delete(users).where(inArray(users.id, ids));
    return ids.length;
  });
}
