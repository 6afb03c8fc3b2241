import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './postgres.ts';
import { startTestServer, type TestServer } from './server.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

/** The two databases: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (npm test sets it). */
export const drivers = [
  { name: 'pglite', skip: undefined },
  {
    name: 'postgres',
    skip: serverUrl
      ? undefined
      : 'skipped: TEST_DATABASE_URL is not set (npm test starts a PostgreSQL server and sets it)',
  },
] as const;

export type Driver = (typeof drivers)[number];

/**
 * The database an API suite runs on: PostgreSQL when TEST_DATABASE_URL is set (npm test sets it), PGlite otherwise.
 * The routes' SQL is the same on both, and what differs between the two is the database layer, which
 * tests/db/database.test.ts checks on both; PostgreSQL is where requests run at once, so the races and the pool show
 * there. PGlite, the embedded default, keeps its own end-to-end runs: `tests/api/api.test.ts` on both databases, every
 * browser test (the built server on PGlite), and any run of the API suites without TEST_DATABASE_URL
 * (docs/testing.md, "Databases").
 */
export const suiteDrivers: readonly Driver[] = serverUrl ? [drivers[1]] : [drivers[0]];

/**
 * A clock for a test server that runs ahead of the test's own: `now` is given to serverOn, and `later(ms, run)` runs
 * `run` with the server's clock `ms` further ahead, so a test can let a code or a challenge expire.
 */
export function shiftedClock(): { now: () => Date; later: <T>(ms: number, run: () => Promise<T>) => Promise<T> } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    async later(ms, run) {
      offset += ms;
      try {
        return await run();
      } finally {
        offset -= ms;
      }
    },
  };
}

/**
 * Starts a server of the suite's own on `driver`'s database before its tests (a scratch database on PostgreSQL) and
 * stops it after; the returned function gives the running server.
 */
export function serverOn(
  driver: Driver,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): () => TestServer {
  let t: TestServer | undefined;
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = driver.name === 'postgres' ? await createScratchDatabase(serverUrl!) : undefined;
    t = await startTestServer(
      {
        AUTH_RATE_LIMIT_OTP: '1000',
        ...env,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      },
      options.now ? { now: options.now } : {},
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });
  return () => {
    if (!t) throw new Error('the test server has not started');
    return t;
  };
}
