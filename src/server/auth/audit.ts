import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { authAuditLog } from '../db/schema.ts';

/** The auth events the audit log keeps. */
export const AUDIT_EVENTS = [
  'signup',
  'signin',
  'signin_failed',
  'refresh_token_reused',
  'role_changed',
  'password_changed',
  'user_deleted',
  'signing_key_rotated',
  'mfa_factor_enrolled',
  'mfa_factor_verified',
  'mfa_verification_failed',
  'mfa_factor_unenrolled',
  'reauthentication_sent',
  'reviewer_granted',
  'reviewer_removed',
  'clip_withdrawn',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** One auth event: who it happened to, who acted ('user', 'service_role', 'cli', 'server', 'admin' in the dashboard), from which address. */
export interface AuditEntry {
  event: AuditEvent;
  userId?: string | null | undefined;
  actor: string;
  ip?: string | null | undefined;
  detail?: Record<string, string | number | boolean | null>;
}

// The detail is a few named facts; a key that could hold a secret is never written, whoever passes it.
const SECRET_KEY = /pass|token|secret|jwk|private|hash|otp|code|key$/i;

function safeDetail(detail: AuditEntry['detail']): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(detail ?? {}).filter(([key]) => !SECRET_KEY.test(key)));
}

/** Writes one auth event; a failure to write is logged, never the reason an auth request fails. */
export async function recordAuthEvent(
  db: Db,
  entry: AuditEntry,
  now: Date,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    await db.insert(authAuditLog).values({
      id: randomUUID(),
      createdAt: now,
      event: entry.event,
      userId: entry.userId ?? null,
      actor: entry.actor,
      ip: entry.ip ?? null,
      detail: safeDetail(entry.detail),
    });
  } catch (error) {
    log?.warn({ err: error, event: entry.event }, 'could not write the auth audit log');
  }
}

/** Shorthand for the auth services: the context's database, clock and logger. */
export function audit(
  ctx: { db: Db; now(): Date; log: { warn(obj: object, msg: string): void } },
  entry: AuditEntry,
): Promise<void> {
  return recordAuthEvent(ctx.db, entry, ctx.now(), ctx.log);
}

/** A stored auth event as the admin API shows it. */
export interface AuditRecord {
  id: string;
  at: string;
  event: string;
  userId: string | null;
  actor: string;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** The newest auth events first, optionally of one event kind and one user, at most `limit`. */
export async function readAuditLog(
  db: Db,
  filter: { event?: string | undefined; userId?: string | undefined; limit: number },
): Promise<AuditRecord[]> {
  const where: SQL[] = [];
  if (filter.event) where.push(eq(authAuditLog.event, filter.event));
  if (filter.userId) where.push(eq(authAuditLog.userId, filter.userId));
  const rows = await db
    .select()
    .from(authAuditLog)
    .where(and(...where))
    .orderBy(desc(authAuditLog.createdAt), desc(authAuditLog.id))
    .limit(filter.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    event: r.event,
    userId: r.userId,
    actor: r.actor,
    ip: r.ip,
    detail: r.detail,
  }));
}

/** Deletes the events older than the retention period (AUTH_AUDIT_RETENTION_DAYS); returns how many. */
export async function pruneAuditLog(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(authAuditLog)
    .where(lt(authAuditLog.createdAt, before))
    .returning({ id: authAuditLog.id });
  return rows.length;
}
