import type { identities, mfaFactors, users } from '../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type IdentityRow = typeof identities.$inferSelect;
type FactorRow = typeof mfaFactors.$inferSelect;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** An identity as Supabase returns it (its `id` and `identity_id` swapped against the table, as upstream does). */
export function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.providerId,
    user_id: row.userId,
    identity_data: row.identityData,
    provider: row.provider,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    email: row.email ?? undefined,
  };
}

/** A second factor as Supabase Auth lists it in the user's `factors` (never its secret). */
export function factorJson(row: FactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendlyName || undefined,
    factor_type: row.factorType,
    status: row.status,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    last_challenged_at: iso(row.lastChallengedAt),
  };
}

/** The User object of Supabase Auth; fields that are not set (`factors` when there is none) are left out, as upstream does. */
export function userJson(user: UserRow, rows: readonly IdentityRow[], factors: readonly FactorRow[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    invited_at: iso(user.invitedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: rows.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    banned_until: iso(user.bannedUntil),
    is_anonymous: user.isAnonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;
