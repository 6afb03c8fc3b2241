import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { identities, sessions, users } from '../db/schema.ts';
import { normaliseEmail, optionalObject, optionalString, type Body } from './body.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { signInAnonymously } from './anonymous.ts';
import { applyVerification, checkMailFrequency, sendEmailLink } from './email-links.ts';
import { pkceChallenge } from './flow.ts';
import { checkPasswordNonce } from './reauthenticate.ts';
import { checkUserMetadata, withDisplayNames, withoutReservedKeys } from './metadata.ts';
import {
  hashPassword,
  isWellFormedPassword,
  MAX_PASSWORD_LENGTH,
  normalisedPassword,
  passwordWeakness,
  verifyPassword,
} from './passwords.ts';
import { loadUser, startSession, type Authenticated, type SessionJson } from './sessions.ts';
import { userJson, type UserJson } from './user-json.ts';

interface Meta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A new password in NFC, checked: well-formed text, not too long, not weak. */
export function checkNewPassword(ctx: AuthContext, typed: string): string {
  if (!isWellFormedPassword(typed))
    throw new AuthError(
      422,
      'validation_failed',
      'Password contains an unpaired surrogate (a broken character); please type it again.',
    );
  const password = normalisedPassword(typed);
  if ([...password].length > MAX_PASSWORD_LENGTH)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  const weak = passwordWeakness(password, ctx.config.minPasswordLength);
  if (weak.reasons.length > 0) throw new AuthError(422, 'weak_password', weak.message, weak.reasons);
  return password;
}

// A dummy hash, so an unknown e-mail costs the same time as a wrong password and reveals nothing.
let dummyHash: Promise<string> | undefined;

/**
 * POST /signup with an e-mail and password: a session when confirmation is off, else a user awaiting the mailed link.
 * Without e-mail or phone it is an anonymous sign-in (anonymous.ts).
 */
export async function signUp(
  ctx: AuthContext,
  body: Body,
  redirectTo: string | undefined,
  meta: Meta,
): Promise<SessionJson | UserJson> {
  const typed = optionalString(body, 'password');
  const rawEmail = optionalString(body, 'email');
  const phone = optionalString(body, 'phone');
  const given = optionalObject(body, 'data') ?? {};
  checkUserMetadata(given);
  const data = withDisplayNames(given);
  if (!rawEmail && !phone) return signInAnonymously(ctx, body, meta);
  if (!typed) throw validationFailed('Signup requires a valid password');
  const password = checkNewPassword(ctx, typed);
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const pkce = pkceChallenge(body);
  const email = normaliseEmail(rawEmail ?? '');
  if (ctx.config.disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');

  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (existing?.emailConfirmedAt) {
    if (ctx.config.autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    return fakeUser(ctx, email, data);
  }
  if (existing) {
    // The address is waiting for confirmation: mail the link again, change nothing else.
    await sendEmailLink(ctx, existing, 'confirmation', { email, redirectTo, pkce });
    return (await loadUser(ctx.db, existing.id))!.json;
  }

  const now = ctx.now();
  const id = randomUUID();
  const custom = withoutReservedKeys(data);
  const identityData = { ...custom, sub: id, email, email_verified: ctx.config.autoconfirm, phone_verified: false };
  const encryptedPassword = await hashPassword(password);
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email,
        encryptedPassword,
        emailConfirmedAt: ctx.config.autoconfirm ? now : null,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: identityData,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    await tx.insert(identities).values({
      id: randomUUID(),
      providerId: id,
      userId: id,
      provider: 'email',
      identityData,
      email,
      createdAt: now,
      updatedAt: now,
    });
    return user;
  });
  if (!created) throw new AuthError(422, 'user_already_exists', 'User already registered');
  await audit(ctx, { event: 'signup', userId: id, actor: 'user', ip: meta.ip, detail: { provider: 'email' } });
  if (ctx.config.autoconfirm) return startSession(ctx, created, 'password', meta);
  await sendEmailLink(ctx, created, 'confirmation', { email, redirectTo, pkce });
  return (await loadUser(ctx.db, id))!.json;
}

/** The answer to signing up with a confirmed address while confirmation is on: it looks new, so nobody learns the address exists. */
function fakeUser(ctx: AuthContext, email: string, data: Record<string, unknown>): UserJson {
  const now = ctx.now();
  const user = userJson(
    {
      id: randomUUID(),
      aud: 'authenticated',
      role: '',
      email,
      encryptedPassword: null,
      emailConfirmedAt: null,
      confirmationSentAt: now,
      invitedAt: null,
      recoverySentAt: null,
      emailChange: null,
      emailChangeSentAt: null,
      lastSignInAt: null,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: data,
      bannedUntil: null,
      isAnonymous: false,
      createdAt: now,
      updatedAt: now,
    },
    [],
  );
  return user;
}

/** The password grant of POST /token. */
export async function passwordGrant(ctx: AuthContext, body: Body, meta: Meta): Promise<SessionJson> {
  const rawEmail = optionalString(body, 'email');
  const phone = optionalString(body, 'phone');
  const password = optionalString(body, 'password') ?? '';
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!rawEmail && !phone) throw validationFailed('missing email or phone');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  let email: string;
  try {
    email = normaliseEmail(rawEmail ?? '');
  } catch {
    throw invalidCredentials();
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user?.encryptedPassword) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    throw invalidCredentials();
  }
  if (user.bannedUntil && user.bannedUntil > ctx.now()) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!(await verifyPassword(user.encryptedPassword, password))) throw invalidCredentials();
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await startSession(ctx, user, 'password', meta);
  const weak = passwordWeakness(normalisedPassword(password), ctx.config.minPasswordLength);
  return weak.reasons.length > 0 ? { ...session, weak_password: weak } : session;
}

/**
 * PUT /user: merges `data` into user_metadata (null deletes a key), changes the password (ending the
 * user's other sessions), and starts an e-mail change that the new address confirms.
 */
export async function updateUser(
  ctx: AuthContext,
  auth: Authenticated,
  body: Body,
  redirectTo: string | undefined,
  meta: Meta = {},
): Promise<UserJson> {
  if (body['app_metadata'] !== undefined) throw new AuthError(403, 'not_admin', 'User not allowed');
  const given = optionalObject(body, 'data');
  if (given) checkUserMetadata(given);
  // The identity's own keys are the server's, as at sign-up.
  const data = given ? withDisplayNames(withoutReservedKeys(given)) : undefined;
  const typed = optionalString(body, 'password');
  const rawEmail = optionalString(body, 'email');
  if (optionalString(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = rawEmail ? normaliseEmail(rawEmail) : undefined;
  const pkce = email ? pkceChallenge(body) : undefined;
  const user = auth.user;
  const now = ctx.now();
  const changes: Partial<typeof users.$inferInsert> = {};

  // The metadata is merged into the row as it is when locked, so two changes at once both stay (see mergeMetadata).
  const mergeMetadata = (current: Record<string, unknown>) => {
    const merged = { ...current };
    for (const [key, value] of Object.entries(data ?? {})) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    checkUserMetadata(merged);
    return merged;
  };
  if (data) mergeMetadata(user.userMetadata);
  if (typed !== undefined && typed !== '') {
    const password = checkNewPassword(ctx, typed);
    await checkPasswordNonce(ctx, auth, optionalString(body, 'nonce'));
    if (user.encryptedPassword && (await verifyPassword(user.encryptedPassword, password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.encryptedPassword = await hashPassword(password);
  }
  const changingEmail = email !== undefined && email !== user.email;
  // Supabase Auth's rule: an anonymous user's password only comes with an address to sign in with.
  if (user.isAnonymous && changes.encryptedPassword && !user.email && !email)
    throw validationFailed('Updating password of an anonymous user without an email or phone is not allowed');
  // An anonymous user adding an address with confirmation off is signing up: the address is theirs at once. Any
  // other change of address waits for the mailed link (email-links.ts applyVerification).
  const claimAtOnce = changingEmail && user.isAnonymous && ctx.config.autoconfirm;
  if (changingEmail) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)));
    if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (user.emailChange === email && !claimAtOnce) checkMailFrequency(ctx, user, 'email_change');
    if (!claimAtOnce) changes.emailChange = email;
  }
  if (data || Object.keys(changes).length > 0) {
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ userMetadata: users.userMetadata })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (data) changes.userMetadata = mergeMetadata(locked?.userMetadata ?? user.userMetadata);
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id));
      if (changes.encryptedPassword)
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.session.id)));
    });
  }
  if (changes.encryptedPassword)
    await audit(ctx, { event: 'password_changed', userId: user.id, actor: 'user', ip: meta.ip });
  if (changingEmail) {
    const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    if (claimAtOnce) await applyVerification(ctx, fresh!, { tokenType: 'email_change', relatesTo: email });
    else await sendEmailLink(ctx, fresh!, 'email_change', { email, redirectTo, pkce });
  }
  return (await loadUser(ctx.db, user.id))!.json;
}
