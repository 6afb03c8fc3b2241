import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { isPgError, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { mfaChallenges, mfaFactors, refreshTokens, sessions } from '../db/schema.ts';
import { audit } from './audit.ts';
import { optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { checkFactorFailures, countWrongCode } from './mfa-failures.ts';
import { sessionJson, type Authenticated, type SessionJson } from './sessions.ts';
import { refreshTokenFor, sha256 } from './tokens.ts';
import { totpQrSvg } from './totp-qr.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

type FactorRow = typeof mfaFactors.$inferSelect;
interface Meta {
  ip?: string | undefined;
}

// Supabase Auth's defaults: a challenge lives 5 minutes, an unverified factor 5 minutes, at most 10 factors.
export const CHALLENGE_SECONDS = 300;
const UNVERIFIED_FACTOR_SECONDS = 300;
const MAX_FACTORS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const challengeNotFound = () =>
  unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
const wrongCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

function notAnonymous(auth: Authenticated): void {
  if (auth.user.isAnonymous)
    throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
}

/** The caller's own factor named in the path, as Supabase Auth loads it (404 for another user's). */
async function ownFactor(ctx: AuthContext, auth: Authenticated, factorId: string): Promise<FactorRow> {
  notAnonymous(auth);
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const [factor] = await ctx.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, auth.user.id)));
  if (!factor) throw factorNotFound();
  return factor;
}

/** What POST /factors answers for a TOTP factor: the secret, its URI and its QR code (totp-qr.ts). */
export interface EnrolledTotp {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

/**
 * POST /factors (`mfa.enroll`): a new unverified TOTP factor. Phone and WebAuthn answer as Supabase Auth with them
 * off; a second factor needs an aal2 session once one is verified; names are unique per user.
 */
export async function enrollFactor(
  ctx: AuthContext,
  auth: Authenticated,
  body: Body,
  meta: Meta,
): Promise<EnrolledTotp> {
  notAnonymous(auth);
  const type = optionalString(body, 'factor_type');
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (type === 'webauthn')
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  const friendlyName = optionalString(body, 'friendly_name') ?? '';
  const issuer = optionalString(body, 'issuer') || new URL(ctx.config.siteUrl).host;
  if ([...friendlyName].length > 100) throw validationFailed('friendly_name cannot be longer than 100 characters');
  if ([...issuer].length > 100) throw validationFailed('issuer cannot be longer than 100 characters');

  const now = ctx.now();
  await ctx.db
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, auth.user.id),
        eq(mfaFactors.status, 'unverified'),
        lt(mfaFactors.createdAt, new Date(now.getTime() - UNVERIFIED_FACTOR_SECONDS * 1000)),
      ),
    );
  const factors = await ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, auth.user.id));
  const nameTaken = () =>
    unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  if (factors.some((f) => f.friendlyName === friendlyName)) throw nameTaken();
  if (factors.length >= MAX_FACTORS)
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (factors.some((f) => f.status === 'verified') && auth.session.aal !== 'aal2')
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');

  const secret = newTotpSecret();
  const id = randomUUID();
  try {
    await ctx.db.insert(mfaFactors).values({
      id,
      userId: auth.user.id,
      friendlyName,
      factorType: 'totp',
      status: 'unverified',
      secret,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION)) throw nameTaken();
    throw error;
  }
  await audit(ctx, {
    event: 'mfa_factor_enrolled',
    userId: auth.user.id,
    actor: 'user',
    ip: meta.ip,
    detail: { factor_id: id, factor_type: 'totp' },
  });
  const account = auth.user.email ?? auth.user.id;
  const uri = totpUri(secret, issuer, account);
  const title = `QR code for ${issuer} (${account}) to scan with an authenticator app`;
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: totpQrSvg(uri, title), secret, uri } };
}

/** POST /factors/{id}/challenge: a challenge to verify within CHALLENGE_SECONDS, from the same address. */
export async function challengeFactor(
  ctx: AuthContext,
  auth: Authenticated,
  factorId: string,
  meta: Meta,
): Promise<{ id: string; type: string; expires_at: number }> {
  const factor = await ownFactor(ctx, auth, factorId);
  const now = ctx.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(mfaChallenges).values({ id, factorId: factor.id, ip: meta.ip ?? '', createdAt: now });
    await tx.update(mfaFactors).set({ lastChallengedAt: now }).where(eq(mfaFactors.id, factor.id));
  });
  return { id, type: factor.factorType, expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS };
}

/** Counts a wrong code (mfa-failures.ts), writes it to the audit log, and answers Supabase Auth's error. */
async function wrongAttempt(ctx: AuthContext, auth: Authenticated, factor: FactorRow, challengeId: string, meta: Meta) {
  await countWrongCode(ctx, factor.id, challengeId);
  await audit(ctx, {
    event: 'mfa_verification_failed',
    userId: auth.user.id,
    actor: 'user',
    ip: meta.ip,
    detail: { factor_id: factor.id, challenge_id: challengeId },
  });
  return wrongCode();
}

/**
 * POST /factors/{id}/verify: a right code for a live challenge raises this session to aal2 (new tokens, the same
 * session), verifies the factor, ends the user's other aal1 sessions and drops other unverified factors, as Supabase
 * Auth does. A code whose time step was already used is refused (replay), as is a challenge used up or expired, and
 * a factor that took too many wrong codes waits (mfa-failures.ts).
 */
export async function verifyFactor(
  ctx: AuthContext,
  auth: Authenticated,
  factorId: string,
  body: Body,
  meta: Meta,
): Promise<SessionJson> {
  const challengeId = optionalString(body, 'challenge_id');
  const code = optionalString(body, 'code');
  const factor = await ownFactor(ctx, auth, factorId);
  if (!challengeId || !UUID.test(challengeId)) throw validationFailed('challenge_id must be an UUID');
  if (!code) throw validationFailed('Code needs to be non-empty');
  const [challenge] = await ctx.db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factor.id)));
  if (!challenge) throw challengeNotFound();
  if (challenge.ip !== (meta.ip ?? ''))
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  const now = ctx.now();
  if (now.getTime() - challenge.createdAt.getTime() > CHALLENGE_SECONDS * 1000) {
    await ctx.db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  checkFactorFailures(factor, now);
  const step = totpStep(factor.secret, code, now);
  if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep))
    throw await wrongAttempt(ctx, auth, factor, challenge.id, meta);

  const outcome = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(mfaChallenges)
      .where(eq(mfaChallenges.id, challenge.id))
      .returning({ id: mfaChallenges.id });
    if (!claimed) return 'gone' as const;
    // The step is taken in one statement, so of two requests with the same code only one gets it.
    const [used] = await tx
      .update(mfaFactors)
      .set({ lastUsedStep: step, status: 'verified', failedAttempts: 0, failedSince: null, updatedAt: now })
      .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
      .returning({ id: mfaFactors.id });
    if (!used) return 'replayed' as const;
    const [session] = await tx
      .update(sessions)
      .set({ aal: 'aal2', factorId: factor.id, factorVerifiedAt: now, updatedAt: now })
      .where(eq(sessions.id, auth.session.id))
      .returning();
    if (!session) return 'gone' as const;
    const [active] = await tx
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, session.id), eq(refreshTokens.revoked, false)))
      .orderBy(desc(refreshTokens.counter))
      .limit(1);
    const counter = (active?.counter ?? 0) + 1;
    if (active)
      await tx.update(refreshTokens).set({ revoked: true, updatedAt: now }).where(eq(refreshTokens.id, active.id));
    const token = refreshTokenFor(ctx.keys, session.id, counter);
    await tx.insert(refreshTokens).values({
      id: randomUUID(),
      sessionId: session.id,
      counter,
      tokenHash: sha256(token),
      parentId: active?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, auth.user.id), eq(sessions.aal, 'aal1'), ne(sessions.id, session.id)));
    await tx
      .delete(mfaFactors)
      .where(
        and(eq(mfaFactors.userId, auth.user.id), eq(mfaFactors.status, 'unverified'), ne(mfaFactors.id, factor.id)),
      );
    return { session, token };
  });
  if (outcome === 'gone') throw challengeNotFound();
  if (outcome === 'replayed') throw wrongCode();
  await audit(ctx, {
    event: 'mfa_factor_verified',
    userId: auth.user.id,
    actor: 'user',
    ip: meta.ip,
    detail: { factor_id: factor.id, challenge_id: challenge.id, factor_type: factor.factorType },
  });
  return sessionJson(ctx, auth.user, outcome.session, outcome.token);
}

/** Deletes a factor and returns the sessions it raised to aal1. */
export async function removeFactor(ctx: AuthContext, factorId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
    await tx
      .update(sessions)
      .set({ aal: 'aal1', factorId: null, factorVerifiedAt: null })
      .where(eq(sessions.factorId, factorId));
  });
}

/** DELETE /factors/{id} (`mfa.unenroll`): a verified factor needs an aal2 session; sessions it raised fall to aal1. */
export async function unenrollFactor(
  ctx: AuthContext,
  auth: Authenticated,
  factorId: string,
  meta: Meta,
): Promise<{ id: string }> {
  const factor = await ownFactor(ctx, auth, factorId);
  if (factor.status === 'verified' && auth.session.aal !== 'aal2')
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  await removeFactor(ctx, factor.id);
  await audit(ctx, {
    event: 'mfa_factor_unenrolled',
    userId: auth.user.id,
    actor: 'user',
    ip: meta.ip,
    detail: { factor_id: factor.id, factor_status: factor.status, session_id: auth.session.id },
  });
  return { id: factor.id };
}
