// Community recordings on the real server and database, on PGlite and (when npm test provides one) PostgreSQL:
// uploads checked by parsing real MP3 bytes, the review rule (one admin or two reviewers), and who may do what.
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAudioManifest } from '../../src/content/audio.ts';
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';
import { lessonAudio } from '../../src/lessons/audio/manifest.ts';
import { purgeRejectedClips } from '../../src/server/audio/clips.ts';
import { practiceContent } from '../../src/server/core/practice-content.ts';
import { exportApprovedClips } from '../../src/server/audio/export.ts';
import { grantReviewer } from '../../src/server/audio/reviewers.ts';
import { databaseClipStorage } from '../../src/server/audio/storage.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { pngBytes, silentWav, sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

const LICENCE = 'CC-BY-SA-4.0';
// Every clip is encoded here, once, before any request: encoding 20 s of sound holds the test's thread, and the server
// in it, most of a second (several on a loaded machine), and a request sent right after such a pause can meet the
// kept-alive socket the server is closing at that moment: a reset that says nothing about the server
// (docs/testing.md, "The browser", on tests that fail now and then).
const second = sineMp3(1);
const clips = {
  tenth: sineMp3(0.1),
  twenty: sineMp3(20),
  stereo: sineMp3(1, 2),
  wav: silentWav(1),
  silent: sineMp3(2, 1, 22_050, 0),
  quiet: sineMp3(2, 1, 22_050, 600),
  nnoo: sineMp3(0.8),
  hujambo: sineMp3(0.9),
};

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'community audio', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { API_RATE_LIMIT_UPLOADS: '10' });

    const api = (
      path: string,
      init: { token?: string; method?: string; json?: unknown; raw?: string | Buffer; type?: string } = {},
    ) => {
      const hasBody = init.json !== undefined || init.raw !== undefined;
      return fetch(`${server().url}/api${path}`, {
        method: init.method ?? (hasBody ? 'POST' : 'GET'),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(hasBody ? { 'content-type': init.type ?? 'application/json' } : {}),
        },
        ...(init.json !== undefined
          ? { body: JSON.stringify(init.json) }
          : init.raw !== undefined
            ? { body: typeof init.raw === 'string' ? init.raw : new Uint8Array(init.raw) }
            : {}),
      });
    };
    const account = async (label = 'speaker') => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    const speaker = async (language = 'igbo') => {
      const who = await account();
      expect((await api(`/audio/${language}/speaker`, { token: who.token, method: 'POST' })).status).toBe(200);
      return who;
    };
    const admin = async () => {
      const who = await account('admin');
      await grantAdmin(server().server.database.db, who.email);
      return who;
    };
    const reviewer = async (language = 'igbo') => {
      const who = await account('reviewer');
      await grantReviewer(server().server.database.db, who.email, language, ['igbo', 'yoruba', 'swahili', 'kriolu']);
      return who;
    };
    const query = (extra: Record<string, string> = {}) =>
      new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: LICENCE, ...extra }).toString();
    const upload = (token: string, bytes: Buffer, extra: Record<string, string> = {}, language = 'igbo') =>
      api(`/audio/${language}/clips?${query(extra)}`, { token, raw: bytes, type: 'audio/mpeg' });
    const uploaded = async (token: string, extra: Record<string, string> = {}) => {
      const response = await upload(token, second, extra);
      expect(response.status).toBe(200);
      return (await response.json()).data as { id: string; state: string; durationMs: number; credit: string };
    };
    const review = (token: string, clipId: string, json: unknown) =>
      api(`/audio/clips/${clipId}/review`, { token, json });
    const refused = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, data: null, error: expect.any(String), code });
    };

    it('lists words and conversations to record, each with its text, meaning and URL', async () => {
      const who = await account();
      const state = (await (await api('/audio/igbo/prompts', { token: who.token })).json()).data;
      expect(state).toMatchObject({ language: 'igbo', speaker: false, reviewer: false });
      expect(state.prompts[0]).toEqual({
        prompt: 'vocabulary/ndewo',
        kind: 'vocabulary',
        key: 'ndewo',
        text: 'Ndewo',
        meaning: 'Hello',
        pronunciation: 'n-DEH-woh',
        url: '/audio/igbo/vocabulary/ndewo.mp3',
      });
      // Words and conversations both, in the order of need that tests/api/audio-queue.test.ts checks.
      const kinds = new Set(state.prompts.map((p: { kind: string }) => p.kind));
      expect(kinds).toEqual(new Set(['vocabulary', 'conversations']));
      await api('/audio/igbo/speaker', { token: who.token, method: 'POST' });
      expect((await (await api('/audio/igbo/prompts', { token: who.token })).json()).data.speaker).toBe(true);
      await refused(await api('/audio/klingon/prompts', { token: who.token }), 404, 'language_not_found');
    });

    it('stores a declared speaker’s 1 s mono MP3 as pending, credited as they chose', async () => {
      const { token } = await speaker();
      const clip = await uploaded(token, { credit: '  Ada   Obi ' });
      expect(clip).toMatchObject({
        state: 'pending',
        credit: 'Recorded by Ada Obi (CC BY-SA 4.0)',
        prompt: 'vocabulary/ndewo',
        text: 'Ndewo',
      });
      expect(clip.durationMs).toBeGreaterThanOrEqual(1000);
      expect(clip.durationMs).toBeLessThan(1200);
      const mine = (await (await api('/audio/clips/mine', { token })).json()).data;
      expect(mine.map((c: { id: string }) => c.id)).toContain(clip.id);
      const own = await api(`/audio/clips/${clip.id}/audio`, { token });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('audio/mpeg');
      expect(Buffer.from(await own.arrayBuffer()).equals(second)).toBe(true);
    });

    it('refuses what is not a mono MP3 of 0.3 to 15 s, by its bytes and not its declared type', async () => {
      const { token } = await speaker();
      await refused(await upload(token, clips.tenth), 422, 'too_short');
      await refused(await upload(token, clips.twenty), 422, 'too_long');
      await refused(await upload(token, clips.stereo), 422, 'not_mono');
      await refused(await upload(token, clips.wav), 422, 'not_mp3');
      await refused(await upload(token, pngBytes), 422, 'not_mp3');
      await refused(await upload(token, Buffer.from('just some words, not sound at all')), 422, 'not_mp3');
      await refused(await upload(token, Buffer.alloc(0)), 422, 'not_mp3');
      expect((await api('/audio/clips/mine', { token }).then((r) => r.json())).data).toEqual([]);
    });

    it('decodes each upload and refuses a silent, a too quiet or a cut-off MP3, keeping none of them', async () => {
      const { token } = await speaker();
      const silent = await upload(token, clips.silent);
      expect(silent.status).toBe(422);
      expect(await silent.json()).toMatchObject({ success: false, data: null, code: 'silent', error: /heard nothing/ });
      await refused(await upload(token, clips.quiet), 422, 'too_quiet');
      const cut = await upload(token, second.subarray(0, 4001));
      expect(cut.status).toBe(422);
      expect(await cut.json()).toMatchObject({ success: false, data: null, code: 'truncated', error: /cut off/ });
      expect((await api('/audio/clips/mine', { token }).then((r) => r.json())).data).toEqual([]);
      expect((await upload(token, second)).status).toBe(200);
    });

    it('answers 413 in the envelope to a body over 512 KB, and 415 to a JSON or multipart body', async () => {
      const { token } = await speaker();
      const big = await upload(token, Buffer.concat([second, Buffer.alloc(512 * 1024)]));
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({
        success: false,
        code: 'too_large',
        error: expect.stringContaining('512 KB'),
      });
      await refused(
        await api(`/audio/igbo/clips?${query()}`, { token, json: { audio: 'AAAA' } }),
        415,
        'unsupported_media_type',
      );
      await refused(
        await api(`/audio/igbo/clips?${query()}`, {
          token,
          raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          type: 'multipart/form-data; boundary=x',
        }),
        415,
        'unsupported_media_type',
      );
    });

    it('refuses an unknown prompt or language, a missing licence, a bad credit, an undeclared learner and a bad token', async () => {
      const { token } = await speaker();
      await refused(await upload(token, second, { prompt: 'vocabulary/no-such-word' }), 404, 'prompt_not_found');
      await refused(await upload(token, second, { prompt: '../../etc/passwd' }), 404, 'prompt_not_found');
      await refused(await upload(token, second, { prompt: 'vocabulary/habari' }), 404, 'prompt_not_found');
      await refused(await upload(token, second, {}, 'klingon'), 404, 'language_not_found');
      await refused(await upload(token, second, { licence: 'CC0' }), 400, 'invalid_field');
      await refused(await upload(token, second, { credit: '' }), 400, 'invalid_field');
      await refused(await upload(token, second, { credit: 'x'.repeat(61) }), 400, 'invalid_field');
      await refused(await upload(token, second, { extra: '1' }), 400, 'invalid_field');
      const stranger = await account();
      await refused(await upload(stranger.token, second), 403, 'not_a_speaker');
      await refused(await upload('not-a-token', second), 401, 'unauthorized');
      await refused(await api('/audio/igbo/clips/pending', { token: 'not-a-token' }), 401, 'unauthorized');
    });

    it('approves a clip when two reviewers approve, and then the dashboard counts it', async () => {
      const boss = await admin();
      const before = (await (await api('/admin/stats', { token: boss.token })).json()).data;
      const { token } = await speaker();
      const clip = await uploaded(token);
      const during = (await (await api('/admin/stats', { token: boss.token })).json()).data;
      expect(during.pendingReviews).toBe(before.pendingReviews + 1);
      const first = await reviewer();
      const pending = (await (await api('/audio/igbo/clips/pending', { token: first.token })).json()).data;
      expect(pending.map((c: { id: string }) => c.id)).toContain(clip.id);
      const listened = await api(`/audio/clips/${clip.id}/audio`, { token: first.token });
      expect(listened.status).toBe(200);
      expect((await (await review(first.token, clip.id, { verdict: 'approve' })).json()).data).toEqual({
        id: clip.id,
        state: 'pending',
        reviews: 1,
      });
      await refused(await review(first.token, clip.id, { verdict: 'approve' }), 409, 'already_reviewed');
      const reviewedAlready = (await (await api('/audio/igbo/clips/pending', { token: first.token })).json()).data;
      expect(reviewedAlready.map((c: { id: string }) => c.id)).not.toContain(clip.id);
      const secondReviewer = await reviewer();
      expect((await (await review(secondReviewer.token, clip.id, { verdict: 'approve' })).json()).data).toEqual({
        id: clip.id,
        state: 'approved',
        reviews: 2,
      });
      const after = (await (await api('/admin/stats', { token: boss.token })).json()).data;
      expect(after.audioFiles).toBe(before.audioFiles + 1);
      expect(after.pendingReviews).toBe(before.pendingReviews);
      const third = await reviewer();
      await refused(await review(third.token, clip.id, { verdict: 'reject', reason: 'noisy' }), 409, 'already_decided');
      const mine = (await (await api('/audio/clips/mine', { token })).json()).data;
      expect(mine.find((c: { id: string }) => c.id === clip.id).state).toBe('approved');
    });

    it('rejects a clip on two reviewers’ reasons, or on one admin’s, and tells the contributor why', async () => {
      const { token } = await speaker();
      const byReviewers = await uploaded(token);
      const [a, b] = [await reviewer(), await reviewer()];
      await refused(await review(a.token, byReviewers.id, { verdict: 'reject' }), 400, 'invalid_field');
      await refused(
        await review(a.token, byReviewers.id, { verdict: 'reject', reason: 'too quiet' }),
        400,
        'invalid_field',
      );
      await refused(
        await review(a.token, byReviewers.id, { verdict: 'approve', reason: 'noisy' }),
        400,
        'invalid_field',
      );
      expect(
        (await (await review(a.token, byReviewers.id, { verdict: 'reject', reason: 'noisy' })).json()).data.state,
      ).toBe('pending');
      expect(
        (await (await review(b.token, byReviewers.id, { verdict: 'reject', reason: 'wrong-tone' })).json()).data.state,
      ).toBe('rejected');
      const byAdmin = await uploaded(token);
      const boss = await admin();
      expect(
        (await (await review(boss.token, byAdmin.id, { verdict: 'reject', reason: 'cut-off' })).json()).data,
      ).toEqual({ id: byAdmin.id, state: 'rejected', reviews: 1 });
      const mine = (await (await api('/audio/clips/mine', { token })).json()).data as {
        id: string;
        state: string;
        reasons: string[];
      }[];
      expect(mine.find((c) => c.id === byReviewers.id)).toMatchObject({
        state: 'rejected',
        reasons: expect.arrayContaining(['noisy', 'wrong-tone']),
      });
      expect(mine.find((c) => c.id === byAdmin.id)).toMatchObject({ state: 'rejected', reasons: ['cut-off'] });
      const approvedByAdmin = await uploaded(token);
      expect((await (await review(boss.token, approvedByAdmin.id, { verdict: 'approve' })).json()).data.state).toBe(
        'approved',
      );
    });

    it('limits uploads per learner per minute (API_RATE_LIMIT_UPLOADS), apart from other calls', async () => {
      const { token } = await speaker();
      const statuses = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await upload(token, pngBytes)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
      expect((await api('/audio/clips/mine', { token })).status).toBe(200);
      const other = await speaker();
      expect((await upload(other.token, pngBytes)).status).toBe(422);
    });

    it('serves an approved clip at the spec URL with caching headers and lists it, credited, for the lesson players', async () => {
      const url = `${server().url}/audio/igbo/vocabulary/nnoo.mp3`;
      expect((await fetch(url)).status).toBe(404);
      const { token } = await speaker();
      const bytes = clips.nnoo;
      const response = await upload(token, bytes, { prompt: 'vocabulary/nnoo', credit: 'Ada' });
      const clip = (await response.json()).data as { id: string };
      expect((await fetch(url)).status).toBe(404);
      const boss = await admin();
      expect((await (await review(boss.token, clip.id, { verdict: 'approve' })).json()).data.state).toBe('approved');
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('audio/mpeg');
      // The bare URL revalidates on every use; the versioned one the list gives is immutable (tests/api/audio-live.test.ts).
      expect(served.headers.get('cache-control')).toBe('public, no-cache');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      const etag = served.headers.get('etag')!;
      expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
      expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${server().url}/audio/igbo/vocabulary/ndewo-not-here.mp3`)).status).toBe(404);
      expect((await fetch(`${server().url}/audio/igbo/vocabulary/../nnoo.mp3`)).status).toBe(404);
      const recordings = (await (await api('/audio/igbo/recordings')).json()).data;
      expect(recordings).toContainEqual({
        kind: 'vocabulary',
        key: 'nnoo',
        text: 'Nnọọ',
        url: `/audio/igbo/vocabulary/nnoo.mp3?v=${clip.id}`,
        credit: 'Recorded by Ada (CC BY-SA 4.0)',
      });
      await refused(await api('/audio/klingon/recordings'), 404, 'language_not_found');
    });

    it('lets speakers withdraw their own recordings and admins remove any, approved ones included', async () => {
      const { token } = await speaker();
      const mine = await uploaded(token, { prompt: 'vocabulary/kedu' });
      const stranger = await reviewer();
      await refused(
        await api(`/audio/clips/${mine.id}`, { token: stranger.token, method: 'DELETE' }),
        403,
        'forbidden',
      );
      expect((await (await api(`/audio/clips/${mine.id}`, { token, method: 'DELETE' })).json()).data).toEqual({
        id: mine.id,
        removed: true,
      });
      await refused(await api(`/audio/clips/${mine.id}/audio`, { token }), 404, 'clip_not_found');
      expect(
        (await (await api('/audio/clips/mine', { token })).json()).data.map((c: { id: string }) => c.id),
      ).not.toContain(mine.id);

      const approved = await uploaded(token, { prompt: 'vocabulary/kedu' });
      const boss = await admin();
      await review(boss.token, approved.id, { verdict: 'approve' });
      const url = `${server().url}/audio/igbo/vocabulary/kedu.mp3`;
      expect((await fetch(url)).status).toBe(200);
      expect((await api(`/audio/clips/${approved.id}`, { token: boss.token, method: 'DELETE' })).status).toBe(200);
      expect((await fetch(url)).status).toBe(404);
    });

    it('deletes rejected recordings 30 days after the verdict, and keeps newer ones and approved ones', async () => {
      const { token } = await speaker();
      const rejected = await uploaded(token);
      const approved = await uploaded(token);
      const boss = await admin();
      await review(boss.token, rejected.id, { verdict: 'reject', reason: 'other' });
      await review(boss.token, approved.id, { verdict: 'approve' });
      const db = server().server.database.db;
      const at = (days: number) => ({
        db,
        catalogue: undefined as never,
        now: () => new Date(Date.now() + days * 24 * 60 * 60 * 1000),
      });
      expect(await purgeRejectedClips(at(29), databaseClipStorage(db))).toBe(0);
      expect(await purgeRejectedClips(at(31), databaseClipStorage(db))).toBeGreaterThanOrEqual(1);
      const left = (await (await api('/audio/clips/mine', { token })).json()).data.map((c: { id: string }) => c.id);
      expect(left).toEqual([approved.id]);
    });

    it('exports approved recordings into public/audio/ and the manifest as native, replacing a synthesized entry of the same file', async () => {
      const { token } = await speaker('swahili');
      const bytes = clips.hujambo;
      const response = await upload(token, bytes, { prompt: 'vocabulary/hujambo', credit: 'Amani' }, 'swahili');
      const clip = (await response.json()).data as { id: string };
      const boss = await admin();
      await review(boss.token, clip.id, { verdict: 'approve' });
      const dir = await mkdtemp(join(tmpdir(), 'lugha-export-'));
      try {
        await mkdir(join(dir, 'content', 'audio'), { recursive: true });
        await copyFile('content/audio/manifest.yaml', join(dir, 'content', 'audio', 'manifest.yaml'));
        const before = await readAudioManifest(join(dir, 'content'));
        const catalogue = buildApiCatalogue(await readContent('content'));
        const written = await exportApprovedClips(server().server.database.db, catalogue, {
          contentDir: join(dir, 'content'),
          publicDir: join(dir, 'public'),
          language: 'swahili',
        });
        expect(written).toContainEqual({
          file: 'swahili/vocabulary/hujambo.mp3',
          language: 'swahili',
          kind: 'vocabulary',
          key: 'hujambo',
          text: 'Hujambo?',
          source: 'native',
          voice: 'Amani',
          licence: 'CC-BY-SA-4.0',
        });
        expect(
          (await readFile(join(dir, 'public', 'audio', 'swahili', 'vocabulary', 'hujambo.mp3'))).equals(bytes),
        ).toBe(true);
        const after = await readAudioManifest(join(dir, 'content'));
        const hujambo = after.filter((e) => e.file === 'swahili/vocabulary/hujambo.mp3');
        expect(hujambo).toEqual([
          expect.objectContaining({ source: 'native', voice: 'Amani', licence: 'CC-BY-SA-4.0' }),
        ]);
        expect(after).toHaveLength(before.length);
        // The build carries the credit to the page: the lesson players' clip and practice's items say who recorded it.
        const clips = lessonAudio('swahili', 's1-0', ['Hujambo?'], after);
        expect(clips?.words?.['Hujambo?']).toEqual({
          url: '/audio/swahili/vocabulary/hujambo.mp3',
          source: 'native',
          credit: 'Recorded by Amani (CC BY-SA 4.0)',
        });
        const tree = await readContent('content');
        const practice = practiceContent({ ...tree, audio: after }).get('swahili')!;
        expect(practice.audioCredits['hujambo']).toBe('Recorded by Amani (CC BY-SA 4.0)');
        expect(practiceContent(tree).get('swahili')!.audioCredits['hujambo']).toBe('Synthesized voice (espeak-ng sw)');
        expect(await readFile(join(dir, 'content', 'audio', 'manifest.yaml'), 'utf8')).toMatch(
          /^# yaml-language-server/,
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('never lets contributors review their own clips, nor learners or another language’s reviewers review at all', async () => {
      const contributor = await speaker();
      await grantReviewer(server().server.database.db, contributor.email, 'igbo', ['igbo']);
      const clip = await uploaded(contributor.token);
      const ownQueue = (await (await api('/audio/igbo/clips/pending', { token: contributor.token })).json()).data;
      expect(ownQueue.map((c: { id: string }) => c.id)).not.toContain(clip.id);
      await refused(await review(contributor.token, clip.id, { verdict: 'approve' }), 403, 'own_clip');
      const yoruba = await reviewer('yoruba');
      await refused(await review(yoruba.token, clip.id, { verdict: 'approve' }), 403, 'forbidden');
      await refused(await api('/audio/igbo/clips/pending', { token: yoruba.token }), 403, 'forbidden');
      await refused(await api(`/audio/clips/${clip.id}/audio`, { token: yoruba.token }), 403, 'forbidden');
      const learner = await account();
      await refused(await review(learner.token, clip.id, { verdict: 'approve' }), 403, 'forbidden');
      await refused(await api(`/audio/clips/${clip.id}/audio`, { token: learner.token }), 403, 'forbidden');
      await refused(
        await review(learner.token, '00000000-0000-4000-8000-000000000000', { verdict: 'approve' }),
        404,
        'clip_not_found',
      );
      await refused(await review(learner.token, 'not-a-clip', { verdict: 'approve' }), 404, 'clip_not_found');
      const boss = await admin();
      await refused(
        await api(`/audio/clips/${clip.id}/review`, {
          token: boss.token,
          raw: '{"verdict": ',
          type: 'application/json',
        }),
        400,
        'invalid_body',
      );
      const maybe = await review(boss.token, clip.id, { verdict: 'maybe' });
      expect(maybe.status).toBe(400);
      expect(await maybe.json()).toMatchObject({
        code: 'invalid_field',
        error: "verdict: must be one of 'approve', 'reject'",
      });
      // A missing verdict is named as missing, with the values it may take.
      const missing = await review(boss.token, clip.id, {});
      expect(missing.status).toBe(400);
      expect((await missing.json()).error).toBe("verdict: is required and must be one of 'approve', 'reject'");
      await refused(await review(boss.token, clip.id, [1, 2]), 400, 'invalid_body');
    });
  });
});
