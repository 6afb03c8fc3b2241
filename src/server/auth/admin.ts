import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { recordAuthEvent } from './audit.ts';

export const SUBSCRIPTIONS = ['free', 'premium'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

export interface UserSummary {
  email: string;
  id: string;
  role: string;
  subscription: string;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** Sets or removes one key of app_metadata in one statement, so two changes at once (a role and a subscription) both stay. */
async function setAppMetadata(
  db: Db,
  email: string,
  key: 'role' | 'subscription_type',
  value: string | null,
): Promise<UserSummary> {
  const address = email.trim().toLowerCase();
  const appMetadata =
    value === null
      ? sql`${users.appMetadata} - ${key}::text`
      : sql`${users.appMetadata} || jsonb_build_object(${key}::text, ${value}::text)`;
  const [updated] = await db
    .update(users)
    .set({ appMetadata, updatedAt: new Date() })
    .where(eq(users.email, address))
    .returning();
  if (!updated) throw new Error(`No account uses ${address}.`);
  if (key === 'role')
    await recordAuthEvent(
      db,
      { event: 'role_changed', userId: updated.id, actor: 'cli', detail: { to: value ?? 'learner' } },
      new Date(),
    );
  return summary(updated);
}

function summary(user: typeof users.$inferSelect): UserSummary {
  return {
    email: user.email ?? '',
    id: user.id,
    role: typeof user.appMetadata['role'] === 'string' ? (user.appMetadata['role'] as string) : 'learner',
    subscription:
      typeof user.appMetadata['subscription_type'] === 'string'
        ? (user.appMetadata['subscription_type'] as string)
        : 'free',
    createdAt: user.createdAt,
    lastSignInAt: user.lastSignInAt,
  };
}

/** Makes an account an admin (app_metadata.role = "admin"); tokens carry it from their next refresh. */
export const grantAdmin = (db: Db, email: string) => setAppMetadata(db, email, 'role', 'admin');

/** Takes the admin role away. */
export const revokeAdmin = (db: Db, email: string) => setAppMetadata(db, email, 'role', null);

/** Sets app_metadata.subscription_type, which only the server may change. */
export function setSubscription(db: Db, email: string, subscription: string): Promise<UserSummary> {
  if (!(SUBSCRIPTIONS as readonly string[]).includes(subscription))
    throw new Error(`Subscription must be one of ${SUBSCRIPTIONS.join(', ')}, not '${subscription}'.`);
  return setAppMetadata(db, email, 'subscription_type', subscription);
}

/** Accounts, newest first, optionally only admins. */
export async function listUsers(
  db: Db,
  options: { limit?: number; adminsOnly?: boolean } = {},
): Promise<UserSummary[]> {
  const rows = await db
    .select()
    .from(users)
    .where(options.adminsOnly ? sql`${users.appMetadata}->>'role' = 'admin'` : undefined)
    .orderBy(desc(users.createdAt))
    .limit(options.limit ?? 100);
  return rows.map(summary);
}
