// The database layer on both drivers: embedded PGlite always, PostgreSQL when TEST_DATABASE_URL names a server (npm test starts one).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableName, is, like, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readContent, type ContentTree } from '../../src/content/read.ts';
import { catalogueFromContent, syncCatalogue, type Catalogue } from '../../src/server/db/catalogue-sync.ts';
import {
  defaultMigrationsDir,
  openDatabase,
  type Database,
  type DatabaseOptions,
  type Db,
} from '../../src/server/db/database.ts';
import { countRequest, countRequests, pruneRateLimits } from '../../src/server/db/rate-limit-store.ts';
import * as schema from '../../src/server/db/schema.ts';
import { catalogueAchievements, catalogueLanguages, catalogueLessons, rateLimits } from '../../src/server/db/schema.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';

const postgresUrl = process.env['TEST_DATABASE_URL'] || undefined;
const drivers = [
  { name: 'pglite', url: undefined, where: 'in a temp directory', skip: undefined },
  {
    name: 'postgres',
    url: postgresUrl,
    where: 'on the TEST_DATABASE_URL server',
    skip: postgresUrl
      ? undefined
      : 'skipped: TEST_DATABASE_URL is not set (npm test starts a PostgreSQL server and sets it)',
  },
];
const SLOW = 60_000;

/**
 * A database of its own for one suite: a PGlite folder, or a new database on the PostgreSQL server. `empty` makes
 * PGlite start without the build's template (the migrated schema), as on the very first start without a build; a
 * suite about what is written into the schema starts from the template, which spares PGlite an initdb.
 */
async function scratch(
  serverUrl: string | undefined,
  { empty }: { empty: boolean },
): Promise<{ options: DatabaseOptions; dispose(): Promise<void> }> {
  if (serverUrl) {
    const created = await createScratchDatabase(serverUrl);
    return { options: { url: created.url }, dispose: () => created.drop() };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lugha-db-test-'));
  const options = empty ? { dataDir, pgliteTemplate: null } : { dataDir };
  return { options, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Rows of a raw query; PGlite answers { rows } where postgres.js answers the rows themselves. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

async function publicTables(db: Db): Promise<string[]> {
  const found = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return found.map((r) => r.table_name).sort();
}

async function appliedMigrations(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n);
}

/** Published lessons that some course level lists, worked out from the tree on its own terms. */
function listedPublishedLessons(tree: ContentTree): string[] {
  const published = new Set(tree.lessons.filter((l) => l.status === 'published').map((l) => `${l.language}/${l.id}`));
  const listed = tree.courses.flatMap((c) =>
    c.levels.flatMap((level) => level.units.flatMap((u) => u.lessons.map((id) => `${c.language}/${id}`))),
  );
  return [...new Set(listed)].filter((key) => published.has(key)).sort();
}

/** The catalogue tables without sync times, which change on every sync by design. */
async function catalogueSnapshot(db: Db) {
  const strip = <T extends { syncedAt: Date }>({ syncedAt: _syncedAt, ...rest }: T) => rest;
  const byKey = (a: { id: string; language?: string }, b: { id: string; language?: string }) =>
    `${a.language ?? ''}/${a.id}`.localeCompare(`${b.language ?? ''}/${b.id}`);
  return {
    languages: (await db.select().from(catalogueLanguages)).map(strip).sort(byKey),
    lessons: (await db.select().from(catalogueLessons)).map(strip).sort(byKey),
    achievements: (await db.select().from(catalogueAchievements)).map(strip).sort(byKey),
  };
}

describe.each(drivers)('$name driver', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? driver.where, { timeout: SLOW }, () => {
    describe('migrations and connections', () => {
      let target: Awaited<ReturnType<typeof scratch>>;
      const open = new Set<Database>();
      const connect = async () => {
        const database = await openDatabase(target.options);
        open.add(database);
        return database;
      };
      const disconnect = async (database: Database) => {
        open.delete(database);
        await database.close();
      };
      beforeAll(async () => {
        target = await scratch(driver.url, { empty: true });
      }, SLOW);
      // PGlite must not have two instances on one folder, so every test closes what it opened.
      afterEach(async () => {
        for (const database of open) await disconnect(database);
      });
      afterAll(() => target?.dispose(), SLOW);

      it('migrate() creates every table in the schema, and a second migrate() is harmless and keeps the data', async () => {
        const journal = JSON.parse(await readFile(join(defaultMigrationsDir, 'meta', '_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const database = await connect();
        expect(database.driver).toBe(driver.name);
        await database.migrate();
        expect(await publicTables(database.db)).toEqual(schemaTables);
        expect(await appliedMigrations(database.db)).toBe(journal.entries.length);

        await database.db.insert(catalogueLanguages).values({ id: 'test', name: 'Test', status: 'active' });
        await database.migrate();
        expect(await publicTables(database.db)).toEqual(schemaTables);
        expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
        expect(await database.db.select().from(catalogueLanguages)).toEqual([
          expect.objectContaining({ id: 'test', name: 'Test', retiredAt: null }),
        ]);
      });

      it('keeps what was written when the database is closed and opened again', async () => {
        const first = await connect();
        await first.migrate();
        const resetAt = new Date('2031-05-06T07:08:09.123Z');
        await first.db.insert(rateLimits).values({ key: 'survivor', count: 7, resetAt });
        await disconnect(first);

        const second = await connect();
        await second.migrate();
        expect(await second.db.select().from(rateLimits).where(eq(rateLimits.key, 'survivor'))).toEqual([
          { key: 'survivor', count: 7, resetAt },
        ]);
      });

      it('ping() is true while open and false once closed, and a fresh open works after close', async () => {
        const first = await connect();
        expect(await first.ping()).toBe(true);
        await disconnect(first);
        expect(await first.ping()).toBe(false);

        const second = await connect();
        expect(await second.ping()).toBe(true);
        expect(await rows(second.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      });
    });

    describe('catalogue sync', () => {
      let target: Awaited<ReturnType<typeof scratch>>;
      let database: Database;
      let db: Db;
      let tree: ContentTree;
      let catalogue: Catalogue;
      beforeAll(async () => {
        target = await scratch(driver.url, { empty: false });
        database = await openDatabase(target.options);
        await database.migrate();
        db = database.db;
        tree = await readContent('content');
        catalogue = catalogueFromContent(tree);
      }, SLOW);
      afterAll(async () => {
        await database?.close();
        await target?.dispose();
      }, SLOW);

      it('inserts every language, every published lesson a course level lists, and every achievement', async () => {
        const expectedLessons = listedPublishedLessons(tree);
        expect(expectedLessons.length).toBeGreaterThan(0);
        expect(await syncCatalogue(db, catalogue)).toEqual({
          languages: tree.languages.length,
          lessons: expectedLessons.length,
          achievements: tree.achievements.length,
          retired: 0,
        });

        const languages = await db.select().from(catalogueLanguages);
        expect(languages.map((l) => l.id).sort()).toEqual(tree.languages.map((l) => l.code).sort());
        expect(
          languages
            .filter((l) => l.status === 'active')
            .map((l) => l.id)
            .sort(),
        ).toEqual(['igbo', 'kriolu', 'swahili', 'yoruba']);
        expect(languages.filter((l) => l.status === 'coming_soon').length).toBe(tree.languages.length - 4);

        const lessons = await db.select().from(catalogueLessons);
        expect(lessons.map((l) => `${l.language}/${l.id}`).sort()).toEqual(expectedLessons);
        for (const row of lessons) {
          const source = tree.lessons.find((l) => l.language === row.language && l.id === row.id);
          expect({ type: row.type, title: row.title, retiredAt: row.retiredAt }).toEqual({
            type: source?.type,
            title: source?.title,
            retiredAt: null,
          });
        }

        const achievements = await db.select().from(catalogueAchievements);
        expect(achievements.map((a) => a.id).sort()).toEqual(tree.achievements.map((a) => a.id).sort());
      });

      it('changes nothing when the same content is synced again', async () => {
        const before = await catalogueSnapshot(db);
        expect((await syncCatalogue(db, catalogue)).retired).toBe(0);
        expect(await catalogueSnapshot(db)).toEqual(before);
      });

      it('marks a lesson that left the content as retired without deleting it, and clears that when it returns', async () => {
        const [gone, ...rest] = catalogue.lessons;
        if (!gone) throw new Error('the content has no published lessons');
        expect((await syncCatalogue(db, { ...catalogue, lessons: rest })).retired).toBe(1);

        const afterRemoval = await db.select().from(catalogueLessons);
        expect(afterRemoval).toHaveLength(catalogue.lessons.length);
        const retired = afterRemoval.filter((l) => l.retiredAt !== null);
        expect(retired.map((l) => `${l.language}/${l.id}`)).toEqual([`${gone.language}/${gone.id}`]);
        expect(retired[0]?.retiredAt).toBeInstanceOf(Date);

        expect((await syncCatalogue(db, catalogue)).retired).toBe(0);
        const afterReturn = await db.select().from(catalogueLessons);
        expect(afterReturn).toHaveLength(catalogue.lessons.length);
        expect(afterReturn.filter((l) => l.retiredAt !== null)).toEqual([]);
      });

      it('updates a changed lesson title and achievement title in place', async () => {
        const [lesson] = catalogue.lessons;
        const [achievement] = catalogue.achievements;
        if (!lesson || !achievement) throw new Error('the content has no lessons or achievements');
        await syncCatalogue(db, {
          ...catalogue,
          lessons: catalogue.lessons.map((l) => (l === lesson ? { ...l, title: 'A renamed lesson' } : l)),
          achievements: catalogue.achievements.map((a) =>
            a === achievement ? { ...a, title: 'A renamed achievement' } : a,
          ),
        });
        const lessons = await db.select().from(catalogueLessons);
        expect(lessons).toHaveLength(catalogue.lessons.length);
        expect(lessons.find((l) => l.language === lesson.language && l.id === lesson.id)?.title).toBe(
          'A renamed lesson',
        );
        const [renamed] = await db
          .select()
          .from(catalogueAchievements)
          .where(eq(catalogueAchievements.id, achievement.id));
        expect(renamed?.title).toBe('A renamed achievement');

        await syncCatalogue(db, catalogue);
        const [restored] = await db.select().from(catalogueLessons).where(eq(catalogueLessons.id, lesson.id));
        expect(restored?.title).toBe(lesson.title);
      });
    });

    describe('rate limit counters', () => {
      let target: Awaited<ReturnType<typeof scratch>>;
      let database: Database;
      let db: Db;
      const t0 = new Date('2030-01-01T00:00:00.000Z');
      const at = (ms: number) => new Date(t0.getTime() + ms);
      beforeAll(async () => {
        target = await scratch(driver.url, { empty: false });
        database = await openDatabase(target.options);
        await database.migrate();
        db = database.db;
      }, SLOW);
      afterAll(async () => {
        await database?.close();
        await target?.dispose();
      }, SLOW);

      it('counts 1, 2, 3 within a window and starts again at 1 once the window ends', async () => {
        expect(await countRequest(db, 'ip:a', 60_000, at(0))).toEqual({ current: 1, ttl: 60_000 });
        expect(await countRequest(db, 'ip:a', 60_000, at(1_000))).toEqual({ current: 2, ttl: 59_000 });
        expect(await countRequest(db, 'ip:a', 60_000, at(59_999))).toEqual({ current: 3, ttl: 1 });
        expect(await countRequest(db, 'ip:b', 60_000, at(30_000))).toEqual({ current: 1, ttl: 60_000 });
        expect(await countRequest(db, 'ip:a', 60_000, at(60_000))).toEqual({ current: 1, ttl: 60_000 });
        expect(await countRequest(db, 'ip:a', 60_000, at(61_000))).toEqual({ current: 2, ttl: 59_000 });
      });

      it('counts parallel requests on one key exactly once each', async () => {
        const results = await Promise.all(Array.from({ length: 20 }, () => countRequest(db, 'ip:burst', 60_000, t0)));
        expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(
          await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'ip:burst')),
        ).toEqual([{ count: 20 }]);
      });

      it('counts exactly when its commit does not wait for the disk (the API limits), and the count is seen at once', async () => {
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            countRequests(db, [{ key: i % 2 ? 'ip:quick' : 'ip:quick2', windowMs: 60_000 }], t0, {
              waitForDisk: false,
            }),
          ),
        );
        expect(results.map(([r]) => r!.current).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => Math.floor(i / 2) + 1),
        );
        expect(
          await db
            .select({ key: rateLimits.key, count: rateLimits.count })
            .from(rateLimits)
            .where(like(rateLimits.key, 'ip:quick%'))
            .orderBy(rateLimits.key),
        ).toEqual([
          { key: 'ip:quick', count: 10 },
          { key: 'ip:quick2', count: 10 },
        ]);
      });

      it('counts several requests in one statement, each key in turn, also once a window has ended', async () => {
        const first = await countRequests(
          db,
          [
            { key: 'ip:c', windowMs: 60_000 },
            { key: 'ip:d', windowMs: 60_000 },
            { key: 'ip:c', windowMs: 60_000 },
          ],
          at(0),
        );
        expect(first).toEqual([
          { current: 1, ttl: 60_000 },
          { current: 1, ttl: 60_000 },
          { current: 2, ttl: 60_000 },
        ]);
        const again = await countRequests(
          db,
          [
            { key: 'ip:c', windowMs: 60_000 },
            { key: 'ip:c', windowMs: 60_000 },
          ],
          at(1_000),
        );
        expect(again.map((r) => r.current)).toEqual([3, 4]);
        const later = await countRequests(
          db,
          [
            { key: 'ip:c', windowMs: 60_000 },
            { key: 'ip:c', windowMs: 60_000 },
          ],
          at(60_000),
        );
        expect(later).toEqual([
          { current: 1, ttl: 60_000 },
          { current: 2, ttl: 60_000 },
        ]);
      });

      it('pruneRateLimits removes only counters whose window has ended', async () => {
        const past = new Date('2000-01-01T00:00:00.000Z');
        await countRequest(db, 'prune:expired', 1_000, past);
        await countRequest(db, 'prune:live', 3_600_000, past);
        const before = (await db.select().from(rateLimits)).length;

        expect(await pruneRateLimits(db, new Date(past.getTime() + 10_000))).toBe(1);
        expect((await db.select().from(rateLimits)).length).toBe(before - 1);
        const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'prune:%'));
        expect(left).toEqual([{ key: 'prune:live' }]);
      });
    });
  });
});
