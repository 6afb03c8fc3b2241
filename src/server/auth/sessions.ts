import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { batchPerTick } from '../db/tick-batch.ts';
import { identities, mfaFactors, refreshTokens, sessions, users } from '../db/schema.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badJwt, noAuthorization, validationFailed } from './errors.ts';
import { metadataProblem } from './metadata.ts';
import { refreshTokenFor, sha256, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens.ts';
import { withFragment } from './redirect.ts';
import { userJson, type UserJson } from './user-json.ts';

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

/** The Session object of Supabase Auth. */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
  provider_refresh_token?: string;
  weak_password?: { message: string; reasons: string[] };
}

/** A user with their identities, as the User JSON needs. */
export async function loadUser(db: Db, id: string): Promise<{ user: UserRow; json: UserJson } | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const rows = await db.select().from(identities).where(eq(identities.userId, id)).orderBy(identities.createdAt);
  const factors = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, id)).orderBy(mfaFactors.createdAt);
  return { user, json: userJson(user, rows, factors) };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The session's authentication methods, newest first as Supabase Auth lists them: a verified factor, then the sign-in. */
function sessionAmr(session: SessionRow): AccessClaims['amr'] {
  const signIn = { method: session.method, timestamp: seconds(session.methodAt) };
  if (session.aal !== 'aal2' || !session.factorVerifiedAt) return [signIn];
  return [{ method: 'totp', timestamp: seconds(session.factorVerifiedAt) }, signIn];
}

/** The tokens of a session, signed now from its row (its aal and methods included). */
export async function sessionJson(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionJson> {
  const loaded = await loadUser(ctx.db, user.id);
  if (!loaded) throw new AuthError(403, 'user_not_found', 'User not found');
  const { token, exp } = await signAccessToken(ctx, {
    sub: user.id,
    email: loaded.user.email ?? '',
    phone: '',
    app_metadata: loaded.user.appMetadata,
    // Metadata stored before its limits existed may be too deep to sign; the account still signs in without it.
    user_metadata: metadataProblem(loaded.user.userMetadata) ? {} : loaded.user.userMetadata,
    aal: session.aal,
    amr: sessionAmr(session),
    session_id: session.id,
    is_anonymous: loaded.user.isAnonymous,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: exp - Math.floor(ctx.now().getTime() / 1000),
    expires_at: exp,
    refresh_token: refreshToken,
    user: loaded.json,
  };
}

/** Starts a session for a signed-in user: a session row, the first refresh token, and the tokens to return. */
export async function startSession(
  ctx: AuthContext,
  user: UserRow,
  method: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<SessionJson> {
  const now = ctx.now();
  const session = {
    id: randomUUID(),
    userId: user.id,
    method,
    methodAt: now,
    aal: 'aal1',
    factorId: null,
    factorVerifiedAt: null,
    userAgent: meta.userAgent ?? null,
    ip: meta.ip ?? null,
    createdAt: now,
    updatedAt: now,
  };
  const token = refreshTokenFor(ctx.keys, session.id, 0);
  const signedIn = await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values(session);
    await tx.insert(refreshTokens).values({
      id: randomUUID(),
      sessionId: session.id,
      counter: 0,
      tokenHash: sha256(token),
      createdAt: now,
      updatedAt: now,
    });
    const [updated] = await tx
      .update(users)
      .set({ lastSignInAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await tx.update(identities).set({ lastSignInAt: now }).where(eq(identities.userId, user.id));
    return updated ?? user;
  });
  await audit(ctx, { event: 'signin', userId: user.id, actor: 'user', ip: meta.ip, detail: { method } });
  return sessionJson(ctx, signedIn, session, token);
}

const activeToken = (db: Db, sessionId: string) =>
  db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.counter))
    .limit(1);

/**
 * The refresh_token grant: rotates the token. A revoked token still works when it is the parent of the
 * active one or was revoked less than the reuse interval ago (both get the active token back); any other
 * reuse ends the whole session.
 */
export async function refreshGrant(
  ctx: AuthContext,
  token: unknown,
  meta: { ip?: string | undefined } = {},
): Promise<SessionJson> {
  if (typeof token !== 'string' || token.length < 12) throw validationFailed('Refresh token is not valid');
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const [session] = await ctx.db.select().from(sessions).where(eq(sessions.id, row.sessionId));
  if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (user.bannedUntil && user.bannedUntil > ctx.now())
    throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

  const now = ctx.now();
  const rotated = await ctx.db.transaction(async (tx) => {
    // The session is locked before its token, in the order a sign-out's delete takes them (session, then its tokens
    // by cascade), so a refresh racing a sign-out or a password change waits or finds the session gone, never deadlocks.
    const [live] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, session.id)).for('update');
    if (!live) return null;
    // Only one of two racing refreshes can flip `revoked`; the other takes the reuse path below.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ revoked: true, updatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), eq(refreshTokens.revoked, false)))
      .returning();
    if (!claimed) return undefined;
    const child = refreshTokenFor(ctx.keys, session.id, claimed.counter + 1);
    await tx.insert(refreshTokens).values({
      id: randomUUID(),
      sessionId: session.id,
      counter: claimed.counter + 1,
      tokenHash: sha256(child),
      parentId: claimed.id,
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
    return child;
  });
  if (rotated === null) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (rotated) return sessionJson(ctx, user, session, rotated);

  const [current] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
  const [active] = await activeToken(ctx.db, session.id);
  const revokedAt = current?.updatedAt ?? row.updatedAt;
  const withinWindow = now.getTime() - revokedAt.getTime() < ctx.config.refreshReuseSeconds * 1000;
  if (active && (active.parentId === row.id || withinWindow)) {
    return sessionJson(ctx, user, session, refreshTokenFor(ctx.keys, session.id, active.counter));
  }
  await ctx.db.delete(sessions).where(eq(sessions.id, session.id));
  ctx.log.warn({ sessionId: session.id }, 'refresh token reused outside the reuse window; session revoked');
  await audit(ctx, {
    event: 'refresh_token_reused',
    userId: user.id,
    actor: 'user',
    ip: meta.ip,
    detail: { session_id: session.id },
  });
  throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
}

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  session: SessionRow;
  /** Whether the user has a verified second factor, so a session below aal2 has not finished signing in. */
  hasVerifiedFactor: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks `Authorization: Bearer <access token>` and that its user and session still exist. */
export async function authenticate(ctx: AuthContext, header: string | undefined): Promise<Authenticated> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw noAuthorization();
  const claims = await verifyAccessToken(ctx, match[1]);
  if (!UUID.test(claims.sub)) throw badJwt('invalid claim: sub claim must be a UUID', 400);
  const { user, session, hasVerifiedFactor } = await callerLookup(ctx.db)({
    userId: claims.sub,
    sessionId: UUID.test(claims.session_id) ? claims.session_id : null,
  });
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (user.bannedUntil && user.bannedUntil > ctx.now()) throw new AuthError(403, 'user_banned', 'User is banned');
  if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { claims, user, session, hasVerifiedFactor };
}

type CallerKey = { userId: string; sessionId: string | null };
const lookups = new WeakMap<
  Db,
  (
    key: CallerKey,
  ) => Promise<{ user: UserRow | undefined; session: SessionRow | undefined; hasVerifiedFactor: boolean }>
>();

/**
 * Every API call reads its caller's user and session: the calls arriving together are read in one query (a
 * session counts only with the user it belongs to), prepared once, with the ids as array parameters.
 */
function callerLookup(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) {
    const query = db
      .select({
        user: users,
        session: sessions,
        verifiedFactor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${users.id} and ${mfaFactors.status} = 'verified')`,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`, eq(sessions.userId, users.id)),
      )
      .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
      .prepare('caller_lookup');
    lookup = batchPerTick(async (keys: CallerKey[]) => {
      const rows = await query.execute({
        userIds: [...new Set(keys.map((k) => k.userId))],
        sessionIds: [...new Set(keys.flatMap((k) => (k.sessionId ? [k.sessionId] : [])))],
      });
      return keys.map((k) => {
        const mine = rows.filter((r) => r.user.id === k.userId);
        return {
          user: mine[0]?.user,
          session: mine.find((r) => r.session !== null && r.session.id === k.sessionId)?.session ?? undefined,
          hasVerifiedFactor: mine[0]?.verifiedFactor === true,
        };
      });
    });
    lookups.set(db, lookup);
  }
  return lookup;
}

/** Signs out: 'global' ends every session of the user, 'local' this one, 'others' all but this one. */
export async function logout(ctx: AuthContext, auth: Authenticated, scope: string | undefined): Promise<void> {
  const chosen = scope || 'global';
  if (chosen === 'global') await ctx.db.delete(sessions).where(eq(sessions.userId, auth.user.id));
  else if (chosen === 'local') await ctx.db.delete(sessions).where(eq(sessions.id, auth.session.id));
  else if (chosen === 'others')
    await ctx.db.delete(sessions).where(and(eq(sessions.userId, auth.user.id), ne(sessions.id, auth.session.id)));
  else throw validationFailed(`Unsupported logout scope "${chosen}"`);
}

/** The implicit-flow redirect: the session's tokens in the fragment, with any extra parameters (type, provider tokens). */
export function sessionRedirect(base: string, session: SessionJson, extra: Record<string, string> = {}): string {
  return withFragment(base, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: 'bearer',
    ...extra,
  });
}
