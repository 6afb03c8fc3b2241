import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { audit } from './audit.ts';
import { countRequest, forgetCounter, holdCounter, readCounter } from '../db/rate-limit-store.ts';
import { passwordGrant } from './accounts.ts';
import { normaliseEmail, optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, rateLimited } from './errors.ts';
import type { SessionJson } from './sessions.ts';

/** How many wrong passwords for one account, within how long, slow its password sign-ins down. */
export interface SignInThrottleConfig {
  failures: number;
  windowMs: number;
}

/** How long an address that signed in to an account is remembered as that account owner's device. */
export const KNOWN_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;

// The counters are keyed by a digest of the address, so the rate-limit table holds no e-mail addresses.
const digest = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22);
const failuresKey = (email: string) => `auth:signin-failures:${digest(email)}`;
const deviceKey = (email: string, range: string) => `auth:signin-device:${digest(email)}:${range}`;

function emailOf(body: Body): string | undefined {
  try {
    const email = optionalString(body, 'email');
    return email ? normaliseEmail(email) : undefined;
  } catch {
    return undefined;
  }
}

// The refusals of a password that the audit log keeps (a malformed request is not a sign-in attempt).
const FAILED_SIGN_IN = new Set(['invalid_credentials', 'email_not_confirmed', 'user_banned']);

/** Writes a failed password sign-in to the audit log, with the account's id when the address has one. */
async function failedSignIn(ctx: AuthContext, email: string, ip: string | undefined, reason: string): Promise<void> {
  const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await audit(ctx, { event: 'signin_failed', userId: account?.id, actor: 'user', ip, detail: { reason } });
}

/** Remembers an address range as a device of the account's owner for KNOWN_DEVICE_MS after its last sign-in. */
export async function trustDevice(db: Db, email: string, range: string, now: Date): Promise<void> {
  await holdCounter(db, deviceKey(normaliseEmail(email), range), KNOWN_DEVICE_MS, now);
}

/** Forgets an account's wrong passwords: its owner proved control of the mailbox and set a new password. */
export async function clearSignInThrottle(db: Db, email: string): Promise<void> {
  await forgetCounter(db, failuresKey(normaliseEmail(email)));
}

/**
 * The password grant of POST /token, slowed per account: after `failures` wrong passwords for one e-mail within
 * `windowMs`, from any addresses, password sign-ins to it answer 429 `over_request_rate_limit` until the window ends,
 * except from an address range that signed in to it before (its owner's device). A password reset clears it.
 */
export async function throttledPasswordGrant(
  ctx: AuthContext,
  body: Body,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
  range: string,
): Promise<SessionJson> {
  const email = emailOf(body);
  if (!email) return passwordGrant(ctx, body, meta);
  const { failures, windowMs } = ctx.config.signInThrottle;
  const now = ctx.now();
  if ((await readCounter(ctx.db, failuresKey(email), now)).current >= failures) {
    const known = await readCounter(ctx.db, deviceKey(email, range), now);
    if (known.current === 0) {
      await failedSignIn(ctx, email, meta.ip, 'throttled');
      throw rateLimited();
    }
  }
  let session: SessionJson;
  try {
    session = await passwordGrant(ctx, body, meta);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'invalid_credentials')
      await countRequest(ctx.db, failuresKey(email), windowMs, now);
    if (error instanceof AuthError && FAILED_SIGN_IN.has(error.code))
      await failedSignIn(ctx, email, meta.ip, error.code);
    throw error;
  }
  await trustDevice(ctx.db, email, range, now);
  return session;
}
