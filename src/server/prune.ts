import { pruneAnonymousUsers } from './auth/anonymous.ts';
import { pruneAuditLog } from './auth/audit.ts';
import { pruneFlowStates } from './auth/flow.ts';
import { retire as retireSigningKeys } from './auth/signing-keys.ts';
import type { Db } from './db/database.ts';
import { pruneRateLimits } from './db/rate-limit-store.ts';

/** How often the server runs pruneOldRows. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The periodic cleanup that keeps the tables small: ended rate-limit windows, sign-in flows abandoned a day ago,
 * signing keys whose tokens have all expired (their private half is wiped), audit events past their retention and
 * anonymous learners idle for `anonymousIdleDays` (AUTH_ANONYMOUS_IDLE_DAYS).
 */
export async function pruneOldRows(
  db: Db,
  now: Date,
  options: { auditRetentionDays: number; anonymousIdleDays: number },
): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const dayAgo = new Date(now.getTime() - day);
  await Promise.all([
    pruneRateLimits(db, now),
    pruneFlowStates(db, dayAgo),
    retireSigningKeys(db, now),
    pruneAuditLog(db, now, options.auditRetentionDays),
    pruneAnonymousUsers(db, new Date(now.getTime() - options.anonymousIdleDays * day)),
  ]);
}
