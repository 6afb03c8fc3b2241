import { eq, lt } from 'drizzle-orm';
import type { Db } from './database.ts';
import { rawQuery } from './raw.ts';
import { rateLimits } from './schema.ts';
import { batchPerTick } from './tick-batch.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Every rate-limited request runs this: its text is fixed (the counts travel as one JSON parameter), so it is not
// rebuilt per call and PostgreSQL runs it prepared (see raw.ts).
const COUNT_REQUESTS = `
  insert into rate_limits (key, count, reset_at)
  select key, count, reset_at from jsonb_to_recordset($1::jsonb) as v(key text, count integer, reset_at timestamptz)
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= $2::timestamptz then excluded.count else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= $2::timestamptz then excluded.reset_at else rate_limits.reset_at end
  returning key, count, reset_at`;

/**
 * Counts requests against their keys in fixed windows, atomically in the database, so every server that shares
 * the database shares the limits; several requests for one key count in turn. Returns, per request, the count so
 * far and the milliseconds left in the window.
 */
export async function countRequests(
  db: Db,
  requests: readonly { key: string; windowMs: number }[],
  now = new Date(),
  options: { waitForDisk?: boolean } = {},
): Promise<{ current: number; ttl: number }[]> {
  const perKey = new Map<string, { n: number; reset: Date }>();
  for (const { key, windowMs } of requests) {
    const entry = perKey.get(key) ?? { n: 0, reset: new Date(now.getTime() + windowMs) };
    entry.n++;
    perKey.set(key, entry);
  }
  const rows = await rawQuery(db, options)<{ key: string; count: number; reset_at: Date | string }>(COUNT_REQUESTS, [
    JSON.stringify([...perKey].map(([key, { n, reset }]) => ({ key, count: n, reset_at: reset }))),
    now.toISOString(),
  ]);
  const counted = new Map(rows.map((row) => [row.key, { count: row.count, resetAt: new Date(row.reset_at) }]));
  const seen = new Map<string, number>();
  return requests.map(({ key }) => {
    const row = counted.get(key);
    if (!row) throw new Error('rate limit counter was not written');
    // The key's requests in this call took the last n counts, in order.
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    return {
      current: row.count - perKey.get(key)!.n + before + 1,
      ttl: Math.max(0, row.resetAt.getTime() - now.getTime()),
    };
  });
}

/** Counts one request against a key (see countRequests). */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<{ current: number; ttl: number }> {
  return (await countRequests(db, [{ key, windowMs }], now))[0]!;
}

/** Drops counters whose window has ended; run now and then so the table stays small. */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  return (await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key })).length;
}

/** Sets a counter to 1 with a window of `windowMs` from now, so that it marks something until then. */
export async function holdCounter(db: Db, key: string, windowMs: number, now = new Date()): Promise<void> {
  const resetAt = new Date(now.getTime() + windowMs);
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt } });
}

/** Drops a counter, as if its window had ended. */
export async function forgetCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Reads a counter without counting (0 when its window has ended). */
export async function readCounter(db: Db, key: string, now = new Date()): Promise<{ current: number; ttl: number }> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.resetAt <= now) return { current: 0, ttl: 0 };
  return { current: row.count, ttl: row.resetAt.getTime() - now.getTime() };
}

/**
 * A @fastify/rate-limit store class backed by the rate_limits table; requests counted together share one statement.
 * `now` is the server's clock (a test server's may run ahead, so a window can end without waiting for it).
 */
export function databaseRateLimitStore(db: Db, now: () => Date = () => new Date()) {
  // Every limited request writes its counter: the commit need not wait for the disk (rawQuery's waitForDisk), since
  // a crash can at worst forget the last fraction of a second of counts, never count a request twice.
  const count = batchPerTick((requests: { key: string; windowMs: number }[]) =>
    countRequests(db, requests, now(), { waitForDisk: false }),
  );
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      count({ key, windowMs: timeWindow }).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(db, key, now()).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseStore {
      return new DatabaseStore();
    }
  };
}
