import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { checkNewPassword } from './accounts.ts';
import { addressTaken, createEmailUser, emailExists } from './admin-users.ts';
import { normaliseEmail, optionalObject, optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { createEmailLink, type TokenKind } from './email-links.ts';
import { AuthError, validationFailed } from './errors.ts';
import { checkUserMetadata } from './metadata.ts';
import { mailTemplates } from './mail.ts';
import { loadUser } from './sessions.ts';
import type { UserJson } from './user-json.ts';

type UserRow = typeof users.$inferSelect;

/** What POST /admin/generate_link answers: the user, with the link's properties beside its fields. */
export type GeneratedLink = UserJson & {
  action_link: string;
  email_otp: string;
  hashed_token: string;
  verification_type: string;
  redirect_to: string;
};

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

const userNotFound = () => new AuthError(404, 'user_not_found', 'User with this email not found');

async function findByEmail(ctx: AuthContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The user an invitation goes to: a new unconfirmed account, or the one awaiting confirmation at that address. */
async function invitee(ctx: AuthContext, email: string, data: Record<string, unknown>): Promise<UserRow> {
  const existing = await findByEmail(ctx, email);
  if (existing?.emailConfirmedAt) throw emailExists();
  if (existing) return existing;
  try {
    await createEmailUser(ctx, {
      email,
      password: undefined,
      confirmed: false,
      userMetadata: data,
      appMetadata: {},
      bannedUntil: null,
      actor: 'service_role',
    });
  } catch (error) {
    // Created by another request meanwhile: invite that account, unless it was confirmed.
    if (!(error instanceof AuthError && error.code === 'email_exists')) throw error;
  }
  const created = await findByEmail(ctx, email);
  if (!created || created.emailConfirmedAt) throw emailExists();
  return created;
}

/** The user and token kind a link type needs, creating the account for signup and invite as Supabase Auth does. */
async function linkTarget(
  ctx: AuthContext,
  type: LinkType,
  email: string,
  body: Body,
): Promise<{ user: UserRow; kind: TokenKind; relatesTo: string; verificationType: string }> {
  const data = optionalObject(body, 'data') ?? {};
  checkUserMetadata(data);
  if (type === 'signup') {
    const typed = optionalString(body, 'password');
    if (!typed) throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    const password = checkNewPassword(ctx, typed);
    const existing = await findByEmail(ctx, email);
    if (existing?.emailConfirmedAt) throw emailExists();
    if (!existing)
      await createEmailUser(ctx, {
        email,
        password,
        confirmed: false,
        userMetadata: data,
        appMetadata: {},
        bannedUntil: null,
        actor: 'service_role',
      });
    const user = await findByEmail(ctx, email);
    if (!user) throw userNotFound();
    return { user, kind: 'confirmation', relatesTo: email, verificationType: 'signup' };
  }
  if (type === 'invite')
    return {
      user: await invitee(ctx, email, data),
      kind: 'confirmation',
      relatesTo: email,
      verificationType: 'invite',
    };
  const user = await findByEmail(ctx, email);
  if (!user) throw userNotFound();
  if (type === 'magiclink' || type === 'recovery')
    return { user, kind: 'recovery', relatesTo: email, verificationType: type };
  const rawNew = optionalString(body, 'new_email');
  if (!rawNew) throw validationFailed('The new email address provided is invalid');
  const newEmail = normaliseEmail(rawNew);
  if (await addressTaken(ctx, newEmail, user.id)) throw emailExists();
  await ctx.db.update(users).set({ emailChange: newEmail }).where(eq(users.id, user.id));
  // Both addresses' links confirm the one pending change: this server asks only the new address to confirm.
  return { user, kind: 'email_change', relatesTo: newEmail, verificationType: 'email_change' };
}

/**
 * POST /admin/generate_link: creates the link (and code) of a sign-up, invitation, magic link, recovery or
 * e-mail change without mailing it, and answers the user with the link's properties, as Supabase Auth does.
 */
export async function generateLink(
  ctx: AuthContext,
  body: Body,
  redirectTo: string | undefined,
): Promise<GeneratedLink> {
  const type = optionalString(body, 'type') ?? '';
  if (!(LINK_TYPES as readonly string[]).includes(type)) throw validationFailed('Invalid link type');
  const rawEmail = optionalString(body, 'email');
  if (!rawEmail) throw validationFailed('An email address is required');
  const email = normaliseEmail(rawEmail);
  const target = await linkTarget(ctx, type as LinkType, email, body);
  const link = await createEmailLink(ctx, target.user, target.kind, {
    email: target.relatesTo,
    redirectTo: redirectTo ?? optionalString(body, 'redirect_to'),
    type: target.verificationType,
    unthrottled: true,
  });
  const user = (await loadUser(ctx.db, target.user.id))!.json;
  return {
    ...user,
    action_link: link.link,
    email_otp: link.otp,
    hashed_token: link.hash,
    verification_type: link.type,
    redirect_to: link.redirectTo,
  };
}

/** POST /invite: creates an unconfirmed account (or reuses one awaiting confirmation) and mails the invitation. */
export async function inviteUser(ctx: AuthContext, body: Body, redirectTo: string | undefined): Promise<UserJson> {
  const rawEmail = optionalString(body, 'email');
  if (!rawEmail) throw validationFailed('An email address is required');
  const email = normaliseEmail(rawEmail);
  const data = optionalObject(body, 'data') ?? {};
  checkUserMetadata(data);
  const user = await invitee(ctx, email, data);
  const link = await createEmailLink(ctx, user, 'confirmation', {
    email,
    redirectTo,
    type: 'invite',
    unthrottled: true,
  });
  await ctx.mailer.send({ to: email, ...mailTemplates.invite(link.link, link.otp), link: link.link, otp: link.otp });
  return (await loadUser(ctx.db, user.id))!.json;
}
