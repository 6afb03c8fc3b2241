import { pruneAuditLog } from './auth/audit.ts';
import { pruneFlowStates } from './auth/flow.ts';
import { retire as retireSigningKeys } from './auth/signing-keys.ts';
import type { Db } from './db/database.ts';
import { pruneRateLimits } from './db/rate-limit-store.ts';

/** How often the server runs pruneOldRows. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The periodic cleanup that keeps the tables small: ended rate-limit windows, sign-in flows abandoned a day ago,
 * signing keys whose tokens have all expired (their private half is wiped) and audit events past their retention.
 */
export async function pruneOldRows(db: Db, now: Date, options: { auditRetentionDays: number }): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await Promise.all([
    pruneRateLimits(db, now),
    pruneFlowStates(db, dayAgo),
    retireSigningKeys(db, now),
    pruneAuditLog(db, now, options.auditRetentionDays),
  ]);
}
