// N7: recordings waiting for review have quotas per contributor (takes of one prompt, bytes) and for the whole
// site, each refused with its own code and a message that says what to do; a verdict or a withdrawal frees room.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { audioClips } from '../../src/server/db/schema.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail, type TestServer } from '../helpers/server.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';

const LICENCE = 'CC-BY-SA-4.0';

function client(server: () => TestServer) {
  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server().url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
  const account = async (label: string) => {
    const email = uniqueEmail(label);
    const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    return { email, token: data.session!.access_token };
  };
  const speaker = async () => {
    const who = await account('speaker');
    expect((await api('/audio/igbo/speaker', who.token, { method: 'POST' })).status).toBe(200);
    return who;
  };
  const upload = (token: string, slug: string, bytes: Buffer) =>
    api(
      `/audio/igbo/clips?${new URLSearchParams({ prompt: `vocabulary/${slug}`, credit: 'Ada', licence: LICENCE })}`,
      token,
      {
        method: 'POST',
        headers: { 'content-type': 'audio/mpeg' },
        body: new Uint8Array(bytes),
      },
    );
  const idOf = async (response: Response) => ((await response.json()) as { data: { id: string } }).data.id;
  const admin = async () => {
    const who = await account('admin');
    await grantAdmin(server().server.database.db, who.email);
    return who;
  };
  const verdict = (token: string, clipId: string, body: object) =>
    api(`/audio/clips/${clipId}/review`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const clipCount = async () => {
    const [row] = await server().server.database.db.select({ n: count() }).from(audioClips);
    return row!.n;
  };
  return { api, speaker, upload, idOf, admin, verdict, clipCount };
}

async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { success: boolean; data: null; error: string; code: string };
  expect(body).toMatchObject({ success: false, data: null, code });
  return body.error;
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(
    driver.skip ?? 'pending recording quotas (N7)',
    { timeout: 90_000 },
    () => {
      describe('per contributor', () => {
        const server = serverOn(driver, { CLIP_PENDING_BYTES_PER_CONTRIBUTOR: '40KB', API_RATE_LIMIT_UPLOADS: '100' });
        const c = client(server);

        it('takes at most 3 pending takes of one word, and one more after a withdrawal or a verdict', async () => {
          const { token } = await c.speaker();
          const take = sineMp3(1);
          const ids = [];
          for (let i = 0; i < 3; i += 1) {
            const response = await c.upload(token, 'ndewo', take);
            expect(response.status).toBe(200);
            ids.push(await c.idOf(response));
          }
          const before = await c.clipCount();
          const message = await refusal(await c.upload(token, 'ndewo', take), 409, 'too_many_pending_takes');
          expect(message).toBe(
            'You already have 3 takes of this word waiting for review; delete one or wait for a verdict.',
          );
          expect(await c.clipCount()).toBe(before);
          expect((await c.upload(token, 'kedu', take)).status).toBe(200);

          expect((await c.api(`/audio/clips/${ids[0]}`, token, { method: 'DELETE' })).status).toBe(200);
          expect((await c.upload(token, 'ndewo', take)).status).toBe(200);
          await refusal(await c.upload(token, 'ndewo', take), 409, 'too_many_pending_takes');
          const boss = await c.admin();
          expect((await c.verdict(boss.token, ids[1]!, { verdict: 'reject', reason: 'noisy' })).status).toBe(200);
          expect((await c.upload(token, 'ndewo', take)).status).toBe(200);
        });

        it('takes at most CLIP_PENDING_BYTES_PER_CONTRIBUTOR of pending recordings', async () => {
          const { token } = await c.speaker();
          const long = sineMp3(5);
          expect(long.length).toBeGreaterThan(20 * 1024);
          const first = await c.upload(token, 'kedu', long);
          expect(first.status).toBe(200);
          const message = await refusal(await c.upload(token, 'nnoo', long), 409, 'too_many_pending_bytes');
          expect(message).toMatch(/of your 40 KB and this one does not fit; delete some or wait for verdicts/);
          expect((await c.upload(token, 'nnoo', sineMp3(1))).status).toBe(200);
          // Another contributor has a quota of their own.
          const other = await c.speaker();
          expect((await c.upload(other.token, 'nnoo', long)).status).toBe(200);
          expect((await c.api(`/audio/clips/${await c.idOf(first)}`, token, { method: 'DELETE' })).status).toBe(200);
          expect((await c.upload(token, 'daalu', long)).status).toBe(200);
        });

        it('counts uploads sent at once one after another: never more than 3 takes, never a 500', async () => {
          const { token } = await c.speaker();
          const take = sineMp3(1);
          const statuses = (await Promise.all(Array.from({ length: 8 }, () => c.upload(token, 'ndewo', take)))).map(
            (r) => r.status,
          );
          expect(statuses.filter((s) => s === 200)).toHaveLength(3);
          expect(statuses.filter((s) => s === 409)).toHaveLength(5);
        });
      });

      describe('takes per contributor', () => {
        const server = serverOn(driver, { CLIP_PENDING_PER_CONTRIBUTOR: '2', API_RATE_LIMIT_UPLOADS: '100' });
        const c = client(server);

        it('takes at most CLIP_PENDING_PER_CONTRIBUTOR pending recordings of one speaker, in any words', async () => {
          const { token } = await c.speaker();
          const take = sineMp3(1);
          const first = await c.upload(token, 'ndewo', take);
          expect(first.status).toBe(200);
          expect((await c.upload(token, 'kedu', take)).status).toBe(200);
          const message = await refusal(await c.upload(token, 'nnoo', take), 409, 'too_many_pending');
          expect(message).toBe(
            'You already have 2 recordings waiting for review, the most one speaker may have; please wait for reviewers to catch up before recording more.',
          );
          expect((await c.upload((await c.speaker()).token, 'nnoo', take)).status).toBe(200);
          const boss = await c.admin();
          expect((await c.verdict(boss.token, await c.idOf(first), { verdict: 'approve' })).status).toBe(200);
          expect((await c.upload(token, 'nnoo', take)).status).toBe(200);
        });
      });

      describe('on the whole site', () => {
        const server = serverOn(driver, { CLIP_PENDING_BYTES_SITE: '50KB' });
        const c = client(server);

        it('refuses with 507 once pending recordings fill CLIP_PENDING_BYTES_SITE, until a verdict frees room', async () => {
          const take = sineMp3(3);
          const first = await c.speaker();
          const kept = await c.upload(first.token, 'ndewo', take);
          expect(kept.status).toBe(200);
          expect((await c.upload((await c.speaker()).token, 'ndewo', take)).status).toBe(200);
          const late = await c.speaker();
          const message = await refusal(await c.upload(late.token, 'ndewo', take), 507, 'pending_storage_full');
          expect(message).toMatch(/try again once reviewers have caught up/);
          const boss = await c.admin();
          expect((await c.verdict(boss.token, await c.idOf(kept), { verdict: 'approve' })).status).toBe(200);
          expect((await c.upload(late.token, 'ndewo', take)).status).toBe(200);
        });
      });
    },
  );
});
