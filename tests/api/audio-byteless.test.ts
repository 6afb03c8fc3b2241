// N3: a clip row never exists without its audio. Rows a crash left without bytes (planted here as the crash left
// them) are neither listed, served nor reviewable, and the next start removes them; uploads store row and bytes at once.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { grantReviewer } from '../../src/server/audio/reviewers.ts';
import type { Db } from '../../src/server/db/database.ts';
import { audioClips } from '../../src/server/db/schema.ts';
import { suiteDrivers, type Driver } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

const LICENCE = 'CC-BY-SA-4.0';

/** A database that outlives one server: a PGlite directory, or a scratch PostgreSQL database. */
async function lastingDatabase(driver: Driver) {
  if (driver.name === 'postgres') {
    const scratch = await createScratchDatabase(process.env['TEST_DATABASE_URL']!);
    return {
      start: () => startTestServer({ DATABASE_URL: scratch.url, AUTH_RATE_LIMIT_OTP: '1000' }),
      drop: () => scratch.drop(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lugha-byteless-'));
  return {
    start: () => startTestServer({ AUTH_RATE_LIMIT_OTP: '1000' }, { dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A clip row as an upload interrupted between its two statements left it: no bytes. */
async function plantByteless(db: Db, contributorId: string, state: 'pending' | 'approved', slug: string) {
  const id = randomUUID();
  await db.insert(audioClips).values({
    id,
    language: 'igbo',
    kind: 'vocabulary',
    promptKey: `vocabulary/${slug}`,
    contributorId,
    creditName: 'Ada',
    licence: LICENCE,
    mime: 'audio/mpeg',
    durationMs: 1000,
    size: 6000,
    state,
    createdAt: new Date(),
    decidedAt: state === 'approved' ? new Date() : null,
  });
  return id;
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'clips without audio (N3)', { timeout: 90_000 }, () => {
    it('are not listed, served or reviewable, and are removed at the next start; uploads store both', async () => {
      const database = await lastingDatabase(driver);
      let t: TestServer | undefined = await database.start();
      try {
        const server = t;
        const api = (path: string, token?: string, init: RequestInit = {}) =>
          fetch(`${server.url}/api${path}`, {
            ...init,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
          });
        const account = async (label: string) => {
          const email = uniqueEmail(label);
          const { data } = await server.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
          return { email, token: data.session!.access_token, id: data.user!.id };
        };
        const db = server.server.database.db;
        const speaker = await account('speaker');
        expect((await api('/audio/igbo/speaker', speaker.token, { method: 'POST' })).status).toBe(200);
        const admin = await account('admin');
        await grantAdmin(db, admin.email);
        const reviewer = await account('reviewer');
        await grantReviewer(db, reviewer.email, 'igbo', ['igbo']);

        // The normal path stores the row and its bytes together.
        const bytes = sineMp3(1);
        const query = new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: LICENCE });
        const uploaded = await api(`/audio/igbo/clips?${query}`, speaker.token, {
          method: 'POST',
          headers: { 'content-type': 'audio/mpeg' },
          body: new Uint8Array(bytes),
        });
        expect(uploaded.status).toBe(200);
        const good = ((await uploaded.json()) as { data: { id: string } }).data.id;
        const [stored] = await db.select({ bytes: audioClips.bytes }).from(audioClips).where(eq(audioClips.id, good));
        expect(Buffer.from(stored!.bytes!).equals(bytes)).toBe(true);

        const pending = await plantByteless(db, speaker.id, 'pending', 'kedu');
        await plantByteless(db, speaker.id, 'approved', 'nnoo');

        const verdict = await api(`/audio/clips/${pending}/review`, admin.token, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ verdict: 'approve' }),
        });
        expect(verdict.status).toBe(404);
        expect(await verdict.json()).toMatchObject({ success: false, code: 'clip_not_found' });
        const [after] = await db.select({ state: audioClips.state }).from(audioClips).where(eq(audioClips.id, pending));
        expect(after!.state).toBe('pending');

        const ids = async (path: string, token?: string) =>
          ((await (await api(path, token)).json()) as { data: { id: string }[] }).data.map((c) => c.id);
        expect(await ids('/audio/igbo/clips/pending', reviewer.token)).toEqual([good]);
        expect(await ids('/audio/clips/mine', speaker.token)).toEqual([good]);
        expect((await api(`/audio/clips/${pending}/audio`, speaker.token)).status).toBe(404);

        const recordings = ((await (await api('/audio/igbo/recordings')).json()) as { data: { key: string }[] }).data;
        expect(recordings.map((r) => r.key)).not.toContain('nnoo');
        expect((await fetch(`${server.url}/audio/igbo/vocabulary/nnoo.mp3`)).status).toBe(404);
        const prompts = (
          (await (await api('/audio/igbo/prompts', speaker.token)).json()) as { data: { prompts: { key: string }[] } }
        ).data.prompts;
        expect(prompts.map((p) => p.key)).toContain('nnoo');
        const stats = ((await (await api('/admin/stats', admin.token)).json()) as { data: { pendingReviews: number } })
          .data;
        expect(stats.pendingReviews).toBe(1);

        await t.close();
        t = undefined;
        t = await database.start();
        const rows = await t.server.database.db
          .select({ id: audioClips.id, byteless: sql<boolean>`${audioClips.bytes} is null` })
          .from(audioClips);
        expect(rows).toEqual([{ id: good, byteless: false }]);
      } finally {
        await t?.close();
        await database.drop();
      }
    });
  });
});
