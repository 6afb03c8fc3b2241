import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { oneTimeTokens } from '../db/schema.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { mailTemplates } from './mail.ts';
import type { Authenticated } from './sessions.ts';
import { sha256 } from './tokens.ts';

const KIND = 'reauthentication';
/** Supabase Auth asks for the mailed code only from a session older than this (its "recently signed in"). */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

// Kept as SHA-256 of (user, code): 64 hex digits, so never equal to a mailed link's SHA-224 (email-links.ts).
const nonceHash = (userId: string, nonce: string) => sha256(`${KIND}:${userId}:${nonce}`);

/**
 * GET /reauthenticate (`auth.reauthenticate()`): mails the signed-in user a six-digit code that `updateUser` takes as
 * `nonce`, replacing any earlier one; at most one per AUTH_EMAIL_FREQUENCY seconds.
 */
export async function sendReauthentication(
  ctx: AuthContext,
  auth: Authenticated,
  meta: { ip?: string | undefined },
): Promise<Record<string, never>> {
  const { user } = auth;
  if (!user.email)
    throw new AuthError(
      422,
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    );
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
  const now = ctx.now();
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ createdAt: oneTimeTokens.createdAt })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, KIND)))
      .for('update');
    const wait = earlier
      ? Math.ceil((earlier.createdAt.getTime() + ctx.config.emailFrequencySeconds * 1000 - now.getTime()) / 1000)
      : 0;
    if (wait > 0)
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, KIND)));
    await tx.insert(oneTimeTokens).values({
      id: randomUUID(),
      userId: user.id,
      tokenType: KIND,
      tokenHash: nonceHash(user.id, nonce),
      relatesTo: user.email!,
      createdAt: now,
    });
  });
  await ctx.mailer.send({ to: user.email, ...mailTemplates.reauthentication(nonce), link: '', otp: nonce });
  await audit(ctx, { event: 'reauthentication_sent', userId: user.id, actor: 'user', ip: meta.ip });
  return {};
}

/**
 * Checks a password change against the reauthentication rule: with AUTH_SECURE_PASSWORD_CHANGE on, a session older
 * than a day must bring the mailed code as `nonce`; a nonce given is always checked, and used up (a wrong one too).
 */
export async function checkPasswordNonce(
  ctx: AuthContext,
  auth: Authenticated,
  nonce: string | undefined,
): Promise<void> {
  const now = ctx.now();
  const stale = now.getTime() - auth.session.createdAt.getTime() > RECENT_SIGN_IN_MS;
  if (!nonce) {
    if (ctx.config.securePasswordChange && stale)
      throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
    return;
  }
  const invalid = () => new AuthError(400, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  const [used] = await ctx.db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, auth.user.id),
        eq(oneTimeTokens.tokenType, KIND),
        eq(oneTimeTokens.tokenHash, nonceHash(auth.user.id, nonce)),
      ),
    )
    .returning({ createdAt: oneTimeTokens.createdAt });
  if (!used) {
    // A wrong code uses up the one mailed, so each mail allows one guess.
    await ctx.db
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, auth.user.id), eq(oneTimeTokens.tokenType, KIND)));
    throw invalid();
  }
  if (now.getTime() - used.createdAt.getTime() > ctx.config.otpExpirySeconds * 1000) throw invalid();
}
