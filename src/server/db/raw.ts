import type { Db } from './database.ts';

/**
 * Runs one statement of fixed SQL text with its parameters; rows come back keyed by the database's column names.
 * In a transaction, `last` says no statement follows, so the commit can be sent along with it.
 */
export type RawQuery = <T extends Record<string, unknown>>(
  text: string,
  params?: readonly unknown[],
  options?: { last?: boolean },
) => Promise<T[]>;

interface PostgresJsClient {
  reserve(): Promise<PostgresJsClient & { release(): void }>;
  unsafe(text: string, params?: unknown[], options?: { prepare: boolean }): Promise<Record<string, unknown>[]>;
}

interface PgliteQueryable {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface PgliteClient extends PgliteQueryable {
  transaction(work: (tx: PgliteQueryable) => Promise<unknown>): Promise<unknown>;
}

const ASYNC_COMMIT = "select set_config('synchronous_commit', 'off', true)";

const isPostgresJs = (client: unknown): client is PostgresJsClient =>
  typeof client === 'function' && 'reserve' in client && 'unsafe' in client;
const isPglite = (client: unknown): client is PgliteClient =>
  typeof client === 'object' && client !== null && 'transaction' in client && 'query' in client;

/**
 * Runs `work` in a transaction on the driver under `db`, without the query builder: for the hottest statements,
 * whose text is fixed (batches travel as one JSON parameter), so building them costs nothing and PostgreSQL runs
 * them as prepared statements (planned once per connection). Through Drizzle, every statement with parameters is
 * sent unprepared, which postgres.js does in two round trips, and a batch's SQL is rebuilt chunk by chunk.
 *
 * On PostgreSQL, statements issued without waiting are pipelined on the transaction's connection, which runs them
 * in order: BEGIN travels with the first statements and COMMIT with the `last` one, so a transaction that reads,
 * decides and writes costs two round trips.
 */
export async function rawTransaction<T>(db: Db, work: (query: RawQuery) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPostgresJs(client)) {
    const connection = await client.reserve();
    let committed: Promise<unknown> | undefined;
    try {
      const begun = connection.unsafe('begin');
      begun.catch(() => {});
      const query = ((text: string, params: readonly unknown[] = [], options: { last?: boolean } = {}) => {
        const result = connection.unsafe(text, [...params], { prepare: true });
        if (options.last && !committed) {
          committed = connection.unsafe('commit');
          committed.catch(() => {});
        }
        return result;
      }) as RawQuery;
      const value = await work(query);
      await begun;
      await (committed ?? connection.unsafe('commit'));
      return value;
    } catch (error) {
      await connection.unsafe('rollback').catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  }
  if (isPglite(client)) {
    return (await client.transaction((tx) =>
      work(
        (async (text: string, params: readonly unknown[] = []) => (await tx.query(text, [...params])).rows) as RawQuery,
      ),
    )) as T;
  }
  throw new Error('rawTransaction: the database is neither postgres.js nor PGlite');
}

/**
 * Runs one statement outside a transaction, as rawTransaction's statements run inside one.
 *
 * `waitForDisk: false` is for counters that may lose their last fraction of a second in a crash (rate limits): on
 * PostgreSQL the statement runs in a transaction of its own with synchronous_commit off, so its commit does not wait
 * for its own WAL flush (the next durable commit, or the WAL writer within a few hundred ms, writes it), while it
 * stays atomic and every server sharing the database still sees it at once. BEGIN, the setting, the statement and
 * COMMIT travel together: one round trip, as before. On PGlite the statement runs as it is: a transaction block
 * there would cost two more statements on its one connection.
 */
export function rawQuery(db: Db, options: { waitForDisk?: boolean } = {}): RawQuery {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPostgresJs(client) && options.waitForDisk === false)
    return ((text: string, params: readonly unknown[] = []) =>
      rawTransaction(db, (query) => {
        // Its failure fails the statement after it, which is the one awaited.
        query(ASYNC_COMMIT).catch(() => {});
        return query(text, params, { last: true });
      })) as RawQuery;
  if (isPostgresJs(client))
    return ((text: string, params: readonly unknown[] = []) =>
      client.unsafe(text, [...params], { prepare: true })) as RawQuery;
  if (isPglite(client))
    return (async (text: string, params: readonly unknown[] = []) =>
      (await client.query(text, [...params])).rows) as RawQuery;
  throw new Error('rawQuery: the database is neither postgres.js nor PGlite');
}
