import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { rateLimits } from './schema.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Counts one request against a key in a fixed window, atomically in the database, so every server that
 * shares the database shares the limit. Returns the count so far and the milliseconds left in the window.
 */
export async function countRequest(db: Db, key: string, windowMs: number, now = new Date()): Promise<{ current: number; ttl: number }> {
  const reset = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: reset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${reset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error('rate limit counter was not written');
  return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** Drops counters whose window has ended; run now and then so the table stays small. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  return (await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key })).length;
}

/** Reads a counter without counting, for @fastify/rate-limit's `read`. */
async function peek(db: Db, key: string, now = new Date()): Promise<{ current: number; ttl: number }> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.resetAt <= now) return { current: 0, ttl: 0 };
  return { current: row.count, ttl: row.resetAt.getTime() - now.getTime() };
}

/** A @fastify/rate-limit store class backed by the rate_limits table. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, key, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      peek(db, key).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    child(): DatabaseStore {
      return new DatabaseStore();
    }
  };
}
