// The admin's Audio Files: every clip listed with filters and pages, withdrawn into the audit log, and counted once.
import { beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { audioFile } from '../../src/content/audio.ts';
import { buildApiCatalogue, type ApiCatalogue } from '../../src/server/core/catalogue.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { audioPrompts, type AudioPrompt } from '../../src/server/audio/prompts.ts';
import { bearerApi } from '../helpers/api-calls.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

type Page = { clips: { id: string; state: string; variety: string | null; creditName: string }[]; total: number };

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'admin audio files', { timeout: 90_000 }, () => {
    const server = serverOn(driver);
    let catalogue: ApiCatalogue;
    let words: AudioPrompt[];
    const api = bearerApi(() => server().url);
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, id: data.user!.id, token: data.session!.access_token };
    };
    const record = async (token: string, prompt: string, credit: string) => {
      const query = new URLSearchParams({ prompt, credit, licence: 'CC-BY-SA-4.0' });
      const response = await fetch(`${server().url}/api/audio/igbo/clips?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg' },
        body: new Uint8Array(sineMp3(0.8)),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: string } }).data.id;
    };
    const page = async (query: string, token: string): Promise<Page> => {
      const response = await api(`/admin/audio/clips?${query}`, token);
      expect(response.status, query).toBe(200);
      return ((await response.json()) as { data: Page }).data;
    };
    const stats = async (token: string) =>
      ((await (await api('/admin/stats', token)).json()) as { data: { audioFiles: number; pendingReviews: number } })
        .data;
    let admin: { email: string; id: string; token: string };
    let ada: { email: string; id: string; token: string };
    let obi: { email: string; id: string; token: string };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      catalogue = buildApiCatalogue(await readContent('content'));
      // Words with no declared file, so an approved clip is the only way learners hear them.
      words = audioPrompts(catalogue, 'igbo').filter(
        (p) => p.kind === 'vocabulary' && !catalogue.audioFiles.has(audioFile('igbo', p.kind, p.key)),
      );
      admin = await account('admin-files');
      ada = await account('ada-files');
      obi = await account('obi-files');
      await grantAdmin(server().server.database.db, admin.email);
      for (const who of [ada, obi])
        expect((await api('/audio/igbo/speaker', who.token, { method: 'POST' })).status).toBe(200);
      expect((await api('/audio/igbo/speaker', ada.token, { method: 'PUT', json: { variety: 'Nsukka' } })).status).toBe(
        200,
      );
      ids['adaPending'] = await record(ada.token, words[0]!.prompt, 'Ada Nsukka-Born');
      ids['adaApproved'] = await record(ada.token, words[1]!.prompt, 'Ada Nsukka-Born');
      ids['obiApproved'] = await record(obi.token, words[2]!.prompt, 'Obi');
      ids['obiAgain'] = await record(obi.token, words[2]!.prompt, 'Obi');
      for (const id of [ids['adaApproved'], ids['obiApproved'], ids['obiAgain']])
        expect(
          (await api(`/audio/clips/${id}/review`, admin.token, { method: 'POST', json: { verdict: 'approve' } }))
            .status,
        ).toBe(200);
    }, 90_000);

    it('lists clips newest first with their speaker details, and filters by language, state, speaker and variety', async () => {
      const all = await page('language=igbo', admin.token);
      expect(all.total).toBeGreaterThanOrEqual(4);
      const mine = (p: Page) => p.clips.map((c) => c.id).filter((id) => Object.values(ids).includes(id));
      expect(mine(all)).toEqual([ids['obiAgain'], ids['obiApproved'], ids['adaApproved'], ids['adaPending']]);
      expect(mine(await page('language=igbo&state=pending', admin.token))).toEqual([ids['adaPending']]);
      expect(mine(await page(`speaker=${encodeURIComponent('nsukka-born')}`, admin.token))).toEqual([
        ids['adaApproved'],
        ids['adaPending'],
      ]);
      expect(mine(await page(`speaker=${obi.id}`, admin.token))).toEqual([ids['obiAgain'], ids['obiApproved']]);
      const nsukka = await page('language=igbo&variety=Nsukka&state=approved', admin.token);
      expect(nsukka.clips.filter((c) => c.id === ids['adaApproved'])).toEqual([
        expect.objectContaining({ variety: 'Nsukka', creditName: 'Ada Nsukka-Born', state: 'approved' }),
      ]);
      expect(mine(nsukka)).toEqual([ids['adaApproved']]);
    });

    it('pages by twenty', async () => {
      const first = await page('language=igbo', admin.token);
      expect(first).toMatchObject({ page: 1, pageSize: 20 });
      const beyond = await page(`language=igbo&page=${Math.ceil(first.total / 20) + 1}`, admin.token);
      expect(beyond.clips).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('answers 400 with the envelope for bad filters', async () => {
      for (const [query, code] of [
        ['state=lost', 'invalid_field'],
        ['page=0', 'invalid_field'],
        ['colour=red', 'invalid_field'],
        ['language=klingon', 'unknown_language'],
        ['language=igbo&variety=Lagos', 'unknown_variety'],
      ] as const) {
        const response = await api(`/admin/audio/clips?${query}`, admin.token);
        expect(response.status, query).toBe(400);
        expect(await response.json()).toMatchObject({ success: false, data: null, code });
      }
    });

    it('answers 403 to a learner who is not an admin, and 401 without a session', async () => {
      for (const response of [
        await api('/admin/audio/clips', ada.token),
        await api(`/admin/audio/clips/${ids['obiApproved']}`, ada.token, { method: 'DELETE' }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ success: false, data: null, code: 'forbidden' });
      }
      expect((await api('/admin/audio/clips', null)).status).toBe(401);
    });

    it('counts each file learners can hear once, however many clips of its prompt were approved', async () => {
      const { audioFiles } = await stats(admin.token);
      // Two distinct words have approved clips here (words[1] once, words[2] twice); none has a declared file.
      const before = catalogue.audioFiles.size;
      expect(audioFiles).toBeGreaterThanOrEqual(before + 2);
      const again = await record(ada.token, words[1]!.prompt, 'Ada Nsukka-Born');
      expect(
        (await api(`/audio/clips/${again}/review`, admin.token, { method: 'POST', json: { verdict: 'approve' } }))
          .status,
      ).toBe(200);
      expect((await stats(admin.token)).audioFiles).toBe(audioFiles);
    });

    it('withdraws a clip: it is no longer served or listed, the audit log says who did it, and again is 404', async () => {
      const url = `${server().url}${words[1]!.url}`;
      expect((await fetch(url)).status).toBe(200);
      const before = await stats(admin.token);
      for (const id of (await page(`speaker=${ada.id}&state=approved`, admin.token)).clips.map((c) => c.id)) {
        const response = await api(`/admin/audio/clips/${id}`, admin.token, { method: 'DELETE' });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ success: true, data: { id, removed: true }, error: null });
      }
      expect((await fetch(url)).status).toBe(404);
      expect((await page(`speaker=${ada.id}&state=approved`, admin.token)).clips).toEqual([]);
      expect((await stats(admin.token)).audioFiles).toBe(before.audioFiles - 1);
      const audit = (await (await api('/admin/audit?event=clip_withdrawn', admin.token)).json()) as {
        data: { event: string; userId: string; detail: Record<string, unknown> }[];
      };
      expect(audit.data).toContainEqual(
        expect.objectContaining({
          event: 'clip_withdrawn',
          userId: ada.id,
          detail: expect.objectContaining({ clip: ids['adaApproved'], language: 'igbo', by: admin.id }),
        }),
      );
      const again = await api(`/admin/audio/clips/${ids['adaApproved']}`, admin.token, { method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ success: false, data: null, code: 'clip_not_found' });
      expect((await api('/admin/audio/clips/not-a-clip', admin.token, { method: 'DELETE' })).status).toBe(404);
    });
  });
});
