import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies every migration not yet applied; safe to call on every start. */
  migrate(): Promise<void>;
  /** Answers whether the database takes queries, for /health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir?: string | undefined;
  migrationsDir?: string | undefined;
}

/** The folder of SQL migrations made by drizzle-kit from schema.ts. */
export const defaultMigrationsDir = resolve('src/server/db/migrations');

// Any fixed number works; every server agrees on it so only one migrates at a time.
const MIGRATION_LOCK = 7_352_001;

/** Opens PostgreSQL when a URL is given, else PGlite, with the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir;
  if (options.url) return openPostgres(options.url, migrationsFolder);
  return openPglite(options.dataDir ?? resolve('data/pglite'), migrationsFolder);
}

// Each driver is loaded only when it is used: a server loads one of them, and start-up time counts (npm start).
async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  const [{ default: postgres }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    async migrate() {
      // One connection holds an advisory lock, so servers starting together migrate one after another.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(drizzlePostgres({ client: single }), { migrationsFolder });
        await single`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      } finally {
        await single.end();
      }
    },
    ping: () => ping(db as unknown as Db),
    close: () => client.end({ timeout: 5 }),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
