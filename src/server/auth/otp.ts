import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createEmailUser } from './admin-users.ts';
import { normaliseEmail, optionalObject, optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { sendEmailLink } from './email-links.ts';
import { AuthError, validationFailed } from './errors.ts';
import { pkceChallenge } from './flow.ts';
import { checkUserMetadata } from './metadata.ts';

const signupsNotAllowed = () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');

/**
 * POST /otp (`signInWithOtp`): mails a magic link and code to a confirmed address, or a confirmation to a new
 * (or unconfirmed) one, creating the account unless `create_user` is false (422 otp_disabled) or sign-ups are off
 * (422 signup_disabled). Phone codes answer as a Supabase Auth without a phone provider does.
 */
export async function signInWithOtp(
  ctx: AuthContext,
  body: Body,
  redirectTo: string | undefined,
): Promise<Record<string, never>> {
  const rawEmail = optionalString(body, 'email');
  const phone = optionalString(body, 'phone');
  if (rawEmail && phone) throw validationFailed('Only an email address or phone number should be provided');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail) throw validationFailed('One of email or phone must be set');
  const email = normaliseEmail(rawEmail);
  const data = optionalObject(body, 'data') ?? {};
  checkUserMetadata(data);
  const createUser = body['create_user'] !== false;
  const pkce = pkceChallenge(body);
  const find = async () => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
  let user = await find();
  if (!user) {
    if (!createUser) throw signupsNotAllowed();
    // Supabase Auth signs a new address up through its sign-up, which answers this when sign-ups are off.
    if (ctx.config.disableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    try {
      await createEmailUser(ctx, {
        email,
        password: undefined,
        confirmed: ctx.config.autoconfirm,
        userMetadata: data,
        appMetadata: {},
        bannedUntil: null,
      });
    } catch (error) {
      // Created by another request meanwhile: mail that account.
      if (!(error instanceof AuthError && error.code === 'email_exists')) throw error;
    }
    user = await find();
    if (!user) throw signupsNotAllowed();
  }
  if (user.emailConfirmedAt) await sendEmailLink(ctx, user, 'recovery', { email, redirectTo, pkce, magicLink: true });
  else await sendEmailLink(ctx, user, 'confirmation', { email, redirectTo, pkce });
  return {};
}
