import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

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

async function setAppMetadata(
  db: Db,
  email: string,
  key: 'role' | 'subscription_type',
  value: string | null,
): Promise<UserSummary> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, address));
  if (!user) throw new Error(`No account uses ${address}.`);
  const appMetadata = { ...user.appMetadata };
  if (value === null) delete appMetadata[key];
  else appMetadata[key] = value;
  const [updated] = await db
    .update(users)
    .set({ appMetadata, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return summary(updated!);
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
