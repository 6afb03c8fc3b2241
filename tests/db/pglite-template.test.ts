// A new embedded database starts from the build's template instead of running initdb.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteTemplate } from '../../src/server/db/database.ts';

const SLOW = 60_000;
let dir: string;
let template: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lugha-template-'));
  template = join(dir, 'template.tar.gz');
  writeFileSync(template, await pgliteTemplate());
}, SLOW);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tables = async (dataDir: string, pgliteTemplate: string) => {
  const database = await openDatabase({ dataDir, pgliteTemplate });
  try {
    await database.migrate();
    await database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values ('kept', 1, now()) on conflict do nothing`,
    );
    const rows = await database.db.execute(sql`select key from rate_limits`);
    return JSON.stringify(rows);
  } finally {
    await database.close();
  }
};

describe('the PGlite template', () => {
  it(
    'gives a new data directory the migrated schema, and the data written there stays',
    async () => {
      const dataDir = join(dir, 'new');
      expect(await tables(dataDir, template)).toContain('kept');
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(await tables(dataDir, join(dir, 'missing.tar.gz'))).toContain('kept');
    },
    SLOW,
  );

  it(
    'falls back to initdb when the template cannot be read',
    async () => {
      const broken = join(dir, 'broken.tar.gz');
      writeFileSync(broken, 'not a tarball');
      expect(await tables(join(dir, 'fallback'), broken)).toContain('kept');
    },
    SLOW,
  );
});

/** Every path under a directory whose mode lets its group or other users read or write it. */
function sharedPaths(root: string): string[] {
  const shared = (statSync(root).mode & 0o077) !== 0 ? [root] : [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) shared.push(...sharedPaths(path));
    else if ((statSync(path).mode & 0o077) !== 0) shared.push(path);
  }
  return shared;
}

describe('file modes (D10)', () => {
  it(
    "leaves the embedded database readable and writable by the server's user only, and tightens one that was not",
    async () => {
      const dataDir = join(dir, 'modes');
      await tables(dataDir, template);
      expect(sharedPaths(dataDir)).toEqual([]);
      chmodSync(dataDir, 0o755);
      chmodSync(join(dataDir, 'PG_VERSION'), 0o666);
      await tables(dataDir, template);
      expect(sharedPaths(dataDir)).toEqual([]);
    },
    SLOW,
  );
});
