import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, ne } from 'drizzle-orm';
import { isPgError, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { identities, sessions, users } from '../db/schema.ts';
import { checkNewPassword } from './accounts.ts';
import { bannedUntil } from './ban-duration.ts';
import { normaliseEmail, optionalObject, optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError, validationFailed } from './errors.ts';
import { checkUserMetadata, withDisplayNames, withoutReservedKeys } from './metadata.ts';
import { hashPassword } from './passwords.ts';
import { loadUser } from './sessions.ts';
import type { UserJson } from './user-json.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

/** A boolean field such as `email_confirm`, false when missing; any other type is a bad body. */
function optionalFlag(body: Body, name: string): boolean {
  const value = body[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean')
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: "${name}" must be a boolean`);
  return value;
}

function refusePhone(body: Body): void {
  if (optionalString(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
}

/** The user id of an admin path, or Supabase Auth's 400 when it is not a UUID. */
export function userIdParam(id: string | undefined): string {
  if (!id || !UUID.test(id)) throw validationFailed('user_id must be an UUID');
  return id.toLowerCase();
}

/** The role app_metadata gives, 'learner' when it names none. */
const roleOf = (appMetadata: Record<string, unknown>) =>
  typeof appMetadata['role'] === 'string' ? appMetadata['role'] : 'learner';

/** Merges changes into metadata: a null value removes its key, as Supabase Auth does. */
function merged(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const result = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete result[key];
    else result[key] = value;
  }
  return result;
}

export interface UserPage {
  users: UserJson[];
  aud: string;
  total: number;
  page: number;
  perPage: number;
}

function pageNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1)
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a whole number of at least 1`);
  return n;
}

/**
 * GET /admin/users: a page of users, newest first (page 1 and 50 per page unless asked otherwise); `filter`
 * keeps the addresses that contain it, as Supabase Auth's does.
 */
export async function listAdminUsers(
  ctx: AuthContext,
  query: { page?: string | undefined; per_page?: string | undefined; filter?: string | undefined },
): Promise<UserPage> {
  const page = pageNumber(query.page, 'page', 1);
  const perPage = Math.min(pageNumber(query.per_page, 'per_page', 50), 1000);
  const pattern = query.filter ? `%${query.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? ilike(users.email, pattern) : undefined;
  const [counted] = await ctx.db.select({ total: count() }).from(users).where(where);
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const loaded = await Promise.all(rows.map((row) => loadUser(ctx.db, row.id)));
  return {
    users: loaded.flatMap((user) => (user ? [user.json] : [])),
    aud: 'authenticated',
    total: counted?.total ?? 0,
    page,
    perPage,
  };
}

/** GET /admin/users/{id}. */
export async function getAdminUser(ctx: AuthContext, id: string): Promise<UserJson> {
  const loaded = await loadUser(ctx.db, userIdParam(id));
  if (!loaded) throw userNotFound();
  return loaded.json;
}

/**
 * Creates a user with an e-mail identity: no mail is sent, `email_confirm` confirms the address at once, and
 * without a password the account signs in only by link. The unique address key decides between two at once.
 */
export async function createEmailUser(
  ctx: AuthContext,
  fields: {
    email: string;
    password: string | undefined;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata: Record<string, unknown>;
    bannedUntil: Date | null;
    /** Who creates it, for the audit log: 'user' (a sign-in link asked for) or 'service_role'. */
    actor?: string;
  },
): Promise<string> {
  const now = ctx.now();
  const id = randomUUID();
  const custom = withDisplayNames(withoutReservedKeys(fields.userMetadata));
  const identityData = { ...custom, sub: id, email: fields.email, email_verified: false, phone_verified: false };
  const encryptedPassword = fields.password === undefined ? null : await hashPassword(fields.password);
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email: fields.email,
        encryptedPassword,
        emailConfirmedAt: fields.confirmed ? now : null,
        appMetadata: { ...fields.appMetadata, provider: 'email', providers: ['email'] },
        // What was sent, as Supabase Auth's admin API keeps it: the address and its state live on the identity.
        userMetadata: custom,
        bannedUntil: fields.bannedUntil,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return false;
    await tx.insert(identities).values({
      id: randomUUID(),
      providerId: id,
      userId: id,
      provider: 'email',
      identityData,
      email: fields.email,
      createdAt: now,
      updatedAt: now,
    });
    return true;
  });
  if (!created) throw emailExists();
  await audit(ctx, { event: 'signup', userId: id, actor: fields.actor ?? 'user', detail: { provider: 'email' } });
  return id;
}

/** POST /admin/users: email, password, email_confirm, user_metadata, app_metadata, ban_duration. */
export async function createAdminUser(ctx: AuthContext, body: Body): Promise<UserJson> {
  refusePhone(body);
  const rawEmail = optionalString(body, 'email');
  if (!rawEmail) throw new AuthError(422, 'validation_failed', 'Cannot create a user without either an email or phone');
  const email = normaliseEmail(rawEmail);
  const typed = optionalString(body, 'password');
  const password = typed ? checkNewPassword(ctx, typed) : undefined;
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  checkUserMetadata(userMetadata);
  const appMetadata = optionalObject(body, 'app_metadata') ?? {};
  const ban = optionalString(body, 'ban_duration');
  const id = await createEmailUser(ctx, {
    email,
    password,
    confirmed: optionalFlag(body, 'email_confirm'),
    userMetadata,
    appMetadata,
    bannedUntil: ban ? bannedUntil(ban, ctx.now()) : null,
    actor: 'service_role',
  });
  return (await loadUser(ctx.db, id))!.json;
}

/**
 * PUT /admin/users/{id}: sets the address (no mail), the password, confirms, merges user_metadata and
 * app_metadata (null removes a key), bans or lifts a ban. All in one transaction on the locked row, so two
 * updates at once both keep their changes; a taken address answers 422 `email_exists`.
 */
export async function updateAdminUser(ctx: AuthContext, rawId: string, body: Body): Promise<UserJson> {
  const id = userIdParam(rawId);
  refusePhone(body);
  const rawEmail = optionalString(body, 'email');
  const email = rawEmail ? normaliseEmail(rawEmail) : undefined;
  const typed = optionalString(body, 'password');
  const encryptedPassword = typed ? await hashPassword(checkNewPassword(ctx, typed)) : undefined;
  const userMetadata = optionalObject(body, 'user_metadata');
  if (userMetadata) checkUserMetadata(userMetadata);
  const appMetadata = optionalObject(body, 'app_metadata');
  const confirm = optionalFlag(body, 'email_confirm');
  const ban = optionalString(body, 'ban_duration');
  const now = ctx.now();
  const banEnds = ban ? bannedUntil(ban, now) : undefined;
  let roleChange: false | { from: string; to: string } = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!row) throw userNotFound();
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
      if (encryptedPassword) changes.encryptedPassword = encryptedPassword;
      if (confirm && !row.emailConfirmedAt) changes.emailConfirmedAt = now;
      if (banEnds !== undefined) changes.bannedUntil = banEnds;
      if (appMetadata) changes.appMetadata = merged(row.appMetadata, appMetadata);
      let nextUserMetadata = row.userMetadata;
      if (userMetadata)
        nextUserMetadata = merged(row.userMetadata, withDisplayNames(withoutReservedKeys(userMetadata)));
      if (email !== undefined && email !== row.email) {
        changes.email = email;
        if (row.emailChange === email) changes.emailChange = null;
        nextUserMetadata = { ...nextUserMetadata, email };
        await tx
          .update(identities)
          .set({ email, updatedAt: now })
          .where(and(eq(identities.userId, id), eq(identities.provider, 'email')));
      }
      if (nextUserMetadata !== row.userMetadata) {
        checkUserMetadata(nextUserMetadata);
        changes.userMetadata = nextUserMetadata;
      }
      await tx.update(users).set(changes).where(eq(users.id, id));
      const [from, to] = [roleOf(row.appMetadata), roleOf(changes.appMetadata ?? row.appMetadata)];
      if (from !== to) roleChange = { from, to };
      // A ban ends the user's sign-ins at once, as a password change by the admin does not.
      if (banEnds) await tx.delete(sessions).where(eq(sessions.userId, id));
    });
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION)) throw emailExists();
    throw error;
  }
  if (roleChange) await audit(ctx, { event: 'role_changed', userId: id, actor: 'service_role', detail: roleChange });
  if (encryptedPassword) await audit(ctx, { event: 'password_changed', userId: id, actor: 'service_role' });
  return (await loadUser(ctx.db, id))!.json;
}

/** DELETE /admin/users/{id}: removes the user with their identities, sessions and codes; learning records keyed by the id stay. */
export async function deleteAdminUser(ctx: AuthContext, rawId: string, body: Body): Promise<Record<string, never>> {
  const id = userIdParam(rawId);
  if (optionalFlag(body, 'should_soft_delete'))
    throw validationFailed('Soft deletion is not offered by this server; delete the user without should_soft_delete');
  const deleted = await ctx.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw userNotFound();
  await audit(ctx, { event: 'user_deleted', userId: id, actor: 'service_role' });
  return {};
}

/** True when another user than `id` holds the address. */
export async function addressTaken(ctx: AuthContext, email: string, id?: string): Promise<boolean> {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(id ? and(eq(users.email, email), ne(users.id, id)) : eq(users.email, email));
  return Boolean(taken);
}
