// A speaker's variety, age range and gender: remembered per speaker and language, checked against the language's
// list, and heard by learners beside the credit ('Onitsha speaker').
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContent } from '../../src/content/read.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { exportApprovedClips } from '../../src/server/audio/export.ts';
import { audioPrompts } from '../../src/server/audio/prompts.ts';
import { bearerApi } from '../helpers/api-calls.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'speaker details', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = bearerApi(() => server().url);
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    let ada: { email: string; token: string };
    let admin: { email: string; token: string };

    beforeAll(async () => {
      ada = await account('ada-details');
      admin = await account('admin-details');
      await grantAdmin(server().server.database.db, admin.email);
    });
    afterAll(() => undefined);

    it("lists the language's varieties and no details before the learner declares", async () => {
      const response = await api('/audio/igbo/speaker', ada.token);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(data).toEqual({
        language: 'igbo',
        speaker: false,
        varieties: ['Standard Igbo (Igbo Izugbe)', 'Onitsha', 'Owerri', 'Nsukka', 'Enugu', 'Umuahia', 'Abakaliki'],
        variety: null,
        ageRange: null,
        gender: null,
        credit: null,
        licence: null,
      });
    });

    it('refuses details from a learner who has not declared they speak the language', async () => {
      const response = await api('/audio/igbo/speaker', ada.token, { method: 'PUT', json: { variety: 'Onitsha' } });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, data: null, code: 'not_a_speaker' });
    });

    it('remembers a declared speaker’s variety, age range and gender', async () => {
      expect((await api('/audio/igbo/speaker', ada.token, { method: 'POST' })).status).toBe(200);
      const put = await api('/audio/igbo/speaker', ada.token, {
        method: 'PUT',
        json: { variety: 'Onitsha', ageRange: '30-49', gender: 'woman' },
      });
      expect(put.status).toBe(200);
      const { data } = (await (await api('/audio/igbo/speaker', ada.token)).json()) as {
        data: Record<string, unknown>;
      };
      expect(data).toMatchObject({ speaker: true, variety: 'Onitsha', ageRange: '30-49', gender: 'woman' });
    });

    it('answers 400 with the envelope for a variety the language does not list, or an unknown age or gender', async () => {
      for (const json of [{ variety: 'Lagos' }, { ageRange: '12-17' }, { gender: 'robot' }, { accent: 'x' }]) {
        const response = await api('/audio/igbo/speaker', ada.token, { method: 'PUT', json });
        expect(response.status, JSON.stringify(json)).toBe(400);
        const body = (await response.json()) as { success: boolean; data: null; error: string; code: string };
        expect(body).toMatchObject({
          success: false,
          data: null,
          code: 'variety' in json ? 'unknown_variety' : 'invalid_field',
        });
        if ('variety' in json)
          expect(body.error).toBe(
            'variety: must be one of Standard Igbo (Igbo Izugbe), Onitsha, Owerri, Nsukka, Enugu, Umuahia, Abakaliki',
          );
      }
      // The refused details changed nothing.
      const { data } = (await (await api('/audio/igbo/speaker', ada.token)).json()) as { data: { variety: string } };
      expect(data.variety).toBe('Onitsha');
    });

    it('takes a Yoruba variety in any Unicode form and stores the listed spelling', async () => {
      expect((await api('/audio/yoruba/speaker', ada.token, { method: 'POST' })).status).toBe(200);
      const response = await api('/audio/yoruba/speaker', ada.token, {
        method: 'PUT',
        json: { variety: 'Ọ̀yọ́'.normalize('NFD') },
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { variety: string } };
      expect(data.variety).toBe('Ọ̀yọ́'.normalize('NFC'));
    });

    it('answers 401 without a session and 404 for a language without a course', async () => {
      expect((await api('/audio/igbo/speaker', null)).status).toBe(401);
      const response = await api('/audio/klingon/speaker', ada.token, { method: 'PUT', json: {} });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'language_not_found' });
    });

    it("shows learners the speaker's variety beside the credit of an approved clip, and nothing once cleared", async () => {
      const catalogue = buildApiCatalogue(await readContent('content'));
      const word = audioPrompts(catalogue, 'igbo').find((p) => p.kind === 'vocabulary')!;
      const query = new URLSearchParams({ prompt: word.prompt, credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      const upload = await fetch(`${server().url}/api/audio/igbo/clips?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'audio/mpeg' },
        body: new Uint8Array(sineMp3(0.8)),
      });
      expect(upload.status).toBe(200);
      const { data: clip } = (await upload.json()) as { data: { id: string } };
      expect(
        (await api(`/audio/clips/${clip.id}/review`, admin.token, { method: 'POST', json: { verdict: 'approve' } }))
          .status,
      ).toBe(200);
      const credits = async () => {
        const { data } = (await (await api('/audio/igbo/recordings', null)).json()) as {
          data: { key: string; credit: string }[];
        };
        return data.find((r) => r.key === word.key)?.credit;
      };
      expect(await credits()).toBe('Recorded by Ada (CC BY-SA 4.0) · Onitsha speaker');
      // audio:export keeps the variety in the manifest, and the static file's credit says it too.
      const dir = await mkdtemp(join(tmpdir(), 'lugha-export-'));
      try {
        await exportApprovedClips(server().server.database.db, catalogue, {
          contentDir: dir,
          publicDir: dir,
          language: 'igbo',
        });
        const manifest = parse(await readFile(join(dir, 'audio', 'manifest.yaml'), 'utf8')) as Record<
          string,
          unknown
        >[];
        expect(manifest.find((e) => e['key'] === word.key)).toMatchObject({
          source: 'native',
          voice: 'Ada',
          licence: 'CC-BY-SA-4.0',
          variety: 'Onitsha',
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      const cleared = await api('/audio/igbo/speaker', ada.token, {
        method: 'PUT',
        json: { variety: null, ageRange: null, gender: 'not said' },
      });
      expect(cleared.status).toBe(200);
      expect(await credits()).toBe('Recorded by Ada (CC BY-SA 4.0)');
    });
  });
});
