import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { restrictToOwner } from './owner-only.ts';
import { join, resolve } from 'node:path';
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
  /** A new embedded database starts from this tarball (see pgliteTemplate) instead of running initdb; null: never. */
  pgliteTemplate?: string | null | undefined;
}

/** The folder of SQL migrations made by drizzle-kit from schema.ts. */
export const defaultMigrationsDir = resolve('src/server/db/migrations');

/** Where the build leaves an empty, migrated embedded database for new data directories to start from. */
export const defaultPgliteTemplate = resolve('.build/pglite-template.tar.gz');

// Any fixed number works; every server agrees on it so only one migrates at a time.
const MIGRATION_LOCK = 7_352_001;

/** Opens PostgreSQL when a URL is given, else PGlite, with the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir;
  if (options.url) return openPostgres(options.url, migrationsFolder);
  return openPglite(
    options.dataDir ?? resolve('data/pglite'),
    migrationsFolder,
    options.pgliteTemplate === undefined ? defaultPgliteTemplate : options.pgliteTemplate,
  );
}

/**
 * An empty embedded database with every migration applied, as a gzipped tarball. Creating a database cluster
 * (initdb) is most of a first start's time; unpacking this is a fraction of it. Later migrations still run at start.
 */
export async function pgliteTemplate(migrationsFolder = defaultMigrationsDir): Promise<Buffer> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite('memory://');
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

// Each driver is loaded only when it is used: a server loads one of them, and start-up time counts (npm start).
async function openPglite(dataDir: string, migrationsFolder: string, template: string | null): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // PG_VERSION marks a database cluster: without it (or in memory) this is a new database, which starts from the
  // build's template. Test servers, which each start an in-memory database, start faster for it too.
  const fromTemplate =
    template !== null && (inMemory || !existsSync(join(dataDir, 'PG_VERSION'))) && existsSync(template);
  let client = new PGlite(dataDir, fromTemplate ? { loadDataDir: new Blob([await readFile(template)]) } : {});
  try {
    await client.waitReady;
  } catch (error) {
    if (!fromTemplate) throw error;
    // A template this PGlite cannot read (made by another version) costs only the time initdb takes.
    if (!inMemory) {
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
    client = new PGlite(dataDir);
    await client.waitReady;
  }
  if (!inMemory) await restrictToOwner(dataDir);
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
