import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isPgError, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { identities, oneTimeTokens, users } from '../db/schema.ts';
import { normaliseEmail, optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createFlowState, issueAuthCode, pkceChallenge } from './flow.ts';
import { mailTemplates } from './mail.ts';
import { errorRedirect, linkRedirect, safeRedirect, withQuery } from './redirect.ts';
import { sessionRedirect, startSession, type SessionJson } from './sessions.ts';
import { permanentAccount } from './anonymous.ts';

type UserRow = typeof users.$inferSelect;
export type TokenKind = 'confirmation' | 'recovery' | 'email_change';

const linkType: Record<TokenKind, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  email_change: 'email_change',
};
const sentAtColumn = {
  confirmation: 'confirmationSentAt',
  recovery: 'recoverySentAt',
  email_change: 'emailChangeSentAt',
} as const;

/** The link token Supabase Auth mails: hex(sha224(email + code)). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** Refuses a second mail of the same kind to a user within the per-user frequency. */
export function checkMailFrequency(ctx: AuthContext, user: UserRow, kind: TokenKind): void {
  const sentAt = user[sentAtColumn[kind]];
  if (!sentAt) return;
  const wait = Math.ceil((sentAt.getTime() + ctx.config.emailFrequencySeconds * 1000 - ctx.now().getTime()) / 1000);
  if (wait > 0)
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
}

/** A one-time code and the link that carries it, before (or instead of) mailing them. */
export interface EmailLink {
  link: string;
  otp: string;
  hash: string;
  redirectTo: string;
  type: string;
}

/**
 * Creates a one-time code and link of a kind for a user (replacing any earlier one of that kind).
 * With a PKCE challenge the link token gets the `pkce_` prefix and the link ends in `?code=`. The admin API
 * creates links without the per-user mail frequency (it sends none) and may name the link's type (invite, magiclink).
 */
export async function createEmailLink(
  ctx: AuthContext,
  user: UserRow,
  kind: TokenKind,
  options: {
    email: string;
    redirectTo: string | undefined;
    pkce?: ReturnType<typeof pkceChallenge>;
    type?: string;
    unthrottled?: boolean;
  },
): Promise<EmailLink> {
  const checkFrequency = (row: UserRow) => {
    if (!options.unthrottled) checkMailFrequency(ctx, row, kind);
  };
  checkFrequency(user);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(options.email, otp);
  const redirect = safeRedirect(ctx.config, options.redirectTo);
  const flowStateId = options.pkce
    ? await createFlowState(ctx, {
        userId: user.id,
        codeChallenge: options.pkce.challenge,
        codeChallengeMethod: options.pkce.method,
        providerType: 'email',
        authenticationMethod: kind === 'confirmation' ? 'email/signup' : kind,
      })
    : null;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The user's row is locked and the frequency checked again on it, so of several requests at once one mails.
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (locked) checkFrequency(locked);
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, kind)));
    await tx.insert(oneTimeTokens).values({
      id: randomUUID(),
      userId: user.id,
      tokenType: kind,
      tokenHash: hash,
      relatesTo: options.email,
      flowStateId,
      createdAt: now,
    });
    await tx
      .update(users)
      .set({ [sentAtColumn[kind]]: now, ...(options.type === 'invite' ? { invitedAt: now } : {}) })
      .where(eq(users.id, user.id));
  });
  const type = options.type ?? linkType[kind];
  const query = new URLSearchParams({ token: `${options.pkce ? 'pkce_' : ''}${hash}`, type });
  const link = `${ctx.config.externalUrl}/verify?${query}&redirect_to=${linkRedirect(redirect)}`;
  return { link, otp, hash, redirectTo: redirect, type };
}

/** Creates a one-time code and link of a kind for a user and mails them (see createEmailLink). */
export async function sendEmailLink(
  ctx: AuthContext,
  user: UserRow,
  kind: TokenKind,
  options: {
    email: string;
    redirectTo: string | undefined;
    pkce?: ReturnType<typeof pkceChallenge>;
    /** A magic link rides on the recovery code but is sent with its own type and words. */
    magicLink?: boolean;
  },
): Promise<void> {
  const { link, otp } = await createEmailLink(ctx, user, kind, {
    ...options,
    ...(options.magicLink ? { type: 'magiclink' } : {}),
  });
  const template = options.magicLink ? mailTemplates.magiclink : mailTemplates[kind];
  await ctx.mailer.send({ to: options.email, ...template(link, otp), link, otp });
}

/** POST /recover: mails a reset link when the address has an account, and answers the same either way. */
export async function recoverPassword(
  ctx: AuthContext,
  body: Body,
  redirectTo: string | undefined,
): Promise<Record<string, never>> {
  const raw = optionalString(body, 'email');
  if (!raw) throw validationFailed('Password recovery requires an email');
  const email = normaliseEmail(raw);
  const pkce = pkceChallenge(body);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (user) await sendEmailLink(ctx, user, 'recovery', { email, redirectTo, pkce });
  return {};
}

/** POST /resend: sends the sign-up confirmation or e-mail-change link again. */
export async function resendLink(
  ctx: AuthContext,
  body: Body,
  redirectTo: string | undefined,
): Promise<Record<string, never>> {
  const type = optionalString(body, 'type');
  if (type === 'sms' || type === 'phone_change')
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (type !== 'signup' && type !== 'email_change')
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  const raw = optionalString(body, 'email');
  if (!raw) throw validationFailed('Resend requires an email');
  const email = normaliseEmail(raw);
  const pkce = pkceChallenge(body);
  if (type === 'signup') {
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (user && !user.emailConfirmedAt) await sendEmailLink(ctx, user, 'confirmation', { email, redirectTo, pkce });
  } else {
    const [user] = await ctx.db.select().from(users).where(eq(users.emailChange, email));
    if (user) await sendEmailLink(ctx, user, 'email_change', { email, redirectTo, pkce });
  }
  return {};
}

// An e-mail code (`type: 'email'`) may be a sign-up or a recovery code, as Supabase Auth accepts either.
const kindsOfType: Record<string, readonly TokenKind[]> = {
  signup: ['confirmation'],
  email: ['confirmation', 'recovery'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change'],
  invite: ['confirmation'],
  sms: [],
  phone_change: [],
};

type TokenRow = typeof oneTimeTokens.$inferSelect;

async function consume(
  ctx: AuthContext,
  type: string,
  find: { hash: string; email?: string },
  linkMessage: boolean,
): Promise<{ token: TokenRow; user: UserRow }> {
  if (!Object.hasOwn(kindsOfType, type)) throw validationFailed('Unsupported verification type');
  const kinds = kindsOfType[type]!;
  const expired = new AuthError(
    403,
    'otp_expired',
    linkMessage ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
  );
  if (kinds.length === 0) throw expired;
  const [token] = await ctx.db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, find.hash), inArray(oneTimeTokens.tokenType, [...kinds])));
  if (!token || (find.email !== undefined && token.relatesTo !== find.email)) throw expired;
  const deleted = await ctx.db
    .delete(oneTimeTokens)
    .where(eq(oneTimeTokens.id, token.id))
    .returning({ id: oneTimeTokens.id });
  if (deleted.length === 0) throw expired;
  if (ctx.now().getTime() - token.createdAt.getTime() > ctx.config.otpExpirySeconds * 1000) throw expired;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, token.userId));
  if (!user) throw expired;
  return { token, user: await applyVerification(ctx, user, token) };
}

/**
 * What a verified link does: confirms the address, or moves the account to its new address. An anonymous user who
 * gets an address becomes a permanent e-mail account with the same id (anonymous.ts permanentAccount).
 */
export async function applyVerification(
  ctx: AuthContext,
  user: UserRow,
  token: Pick<TokenRow, 'tokenType' | 'relatesTo'>,
): Promise<UserRow> {
  const now = ctx.now();
  const email = token.tokenType === 'email_change' ? token.relatesTo : (user.email ?? token.relatesTo);
  const emailExists = () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  if (token.tokenType === 'email_change') {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken && taken.id !== user.id) throw emailExists();
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      // Read again under a lock, so metadata changed since `user` was read is kept.
      const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
      const row = current ?? user;
      const [updated] = await tx
        .update(users)
        .set({
          email,
          emailConfirmedAt: row.emailConfirmedAt ?? now,
          ...(token.tokenType === 'email_change' ? { emailChange: null, emailChangeSentAt: null } : {}),
          userMetadata: { ...row.userMetadata, email, email_verified: true },
          ...permanentAccount(row),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning();
      const [identity] = await tx
        .select()
        .from(identities)
        .where(and(eq(identities.userId, user.id), eq(identities.provider, 'email')));
      if (identity) {
        await tx
          .update(identities)
          .set({ email, identityData: { ...identity.identityData, email, email_verified: true }, updatedAt: now })
          .where(eq(identities.id, identity.id));
      } else {
        // An account that had no e-mail identity (anonymous, or Google/Apple only) gets one for its new address.
        await tx.insert(identities).values({
          id: randomUUID(),
          providerId: user.id,
          userId: user.id,
          provider: 'email',
          identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
          email,
          lastSignInAt: null,
          createdAt: now,
          updatedAt: now,
        });
      }
      return updated ?? row;
    });
  } catch (error) {
    // Another account took the new address between the check above and this change (auth_users_email_key).
    if (isPgError(error, UNIQUE_VIOLATION)) throw emailExists();
    throw error;
  }
}

/** POST /verify: a code with its e-mail, or a token hash, for a session. */
export async function verifyOtp(
  ctx: AuthContext,
  body: Body,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
  hasRedirect: boolean,
): Promise<SessionJson> {
  const type = optionalString(body, 'type') ?? '';
  const token = optionalString(body, 'token');
  const hash = optionalString(body, 'token_hash');
  const rawEmail = optionalString(body, 'email');
  const phone = optionalString(body, 'phone');
  if (token && hash) throw validationFailed('Verify requires either a token or a token hash');
  let find: { hash: string; email?: string };
  if (hash) {
    if (rawEmail || phone || hasRedirect) throw validationFailed('Only the token_hash and type should be provided');
    find = { hash: hash.replace(/^pkce_/, '') };
  } else if (token && !rawEmail && phone !== undefined && (type === 'sms' || type === 'phone_change')) {
    // As Supabase Auth: the number's format is checked, then no account has it (this server keeps no phones).
    if (!/^[1-9]\d{1,14}$/.test(phone.replace(/^\+/, '').replace(/\s/g, '')))
      throw validationFailed('Invalid phone number format (E.164 required)');
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  } else if (token) {
    if (!rawEmail) throw validationFailed('Only an email address or phone number should be provided on verify');
    const email = normaliseEmail(rawEmail);
    find = { hash: tokenHash(email, token), email };
  } else {
    throw validationFailed('Verify requires a token or a token hash');
  }
  const { user } = await consume(ctx, type, find, false);
  return startSession(ctx, user, 'otp', meta);
}

/** GET /verify: the mailed link. Answers where to send the browser: tokens in the fragment, or ?code= for PKCE. */
export async function verifyLink(
  ctx: AuthContext,
  query: Record<string, string | undefined>,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<string> {
  const redirect = safeRedirect(ctx.config, query['redirect_to']);
  const type = query['type'] ?? '';
  const raw = query['token'] ?? '';
  try {
    const { token, user } = await consume(ctx, type, { hash: raw.replace(/^pkce_/, '') }, true);
    if (raw.startsWith('pkce_') && token.flowStateId) {
      const code = await issueAuthCode(ctx, token.flowStateId, user.id);
      return withQuery(redirect, { code });
    }
    const session = await startSession(ctx, user, 'otp', meta);
    return sessionRedirect(redirect, session, { type });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const name = error.status === 403 ? 'access_denied' : 'invalid_request';
    return errorRedirect(redirect, name, error.code, error.message);
  }
}
