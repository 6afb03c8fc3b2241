// "Other (not listed)": a speaker whose variety is not on their language's list says so with one value for every
// language; learners read "Native speaker" beside the credit, the admin filters by it, and unknown names stay refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/content/read.ts';
import { audioFile } from '../../src/content/audio.ts';
import { buildApiCatalogue } from '../../src/server/core/catalogue.ts';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { audioPrompts, type AudioPrompt } from '../../src/server/audio/prompts.ts';
import { bearerApi } from '../helpers/api-calls.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'a variety not listed', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = bearerApi(() => server().url);
    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    let ada: { email: string; token: string };
    let admin: { email: string; token: string };
    let word: AudioPrompt;

    beforeAll(async () => {
      const catalogue = buildApiCatalogue(await readContent('content'));
      word = audioPrompts(catalogue, 'kriolu').find(
        (p) => p.kind === 'vocabulary' && !catalogue.audioFiles.has(audioFile('kriolu', p.kind, p.key)),
      )!;
      ada = await account('ada-other');
      admin = await account('admin-other');
      await grantAdmin(server().server.database.db, admin.email);
      expect((await api('/audio/kriolu/speaker', ada.token, { method: 'POST' })).status).toBe(200);
    });

    it('takes "other" for any language and gives it back as its own value', async () => {
      for (const language of ['kriolu', 'swahili']) {
        if (language !== 'kriolu')
          expect((await api(`/audio/${language}/speaker`, ada.token, { method: 'POST' })).status).toBe(200);
        const put = await api(`/audio/${language}/speaker`, ada.token, { method: 'PUT', json: { variety: 'other' } });
        expect(put.status, language).toBe(200);
        const { data } = (await (await api(`/audio/${language}/speaker`, ada.token)).json()) as {
          data: { variety: string; varieties: string[] };
        };
        expect(data.variety).toBe('other');
        // The list stays the language's own: the page offers "Other (not listed)" after it for every language.
        expect(data.varieties).not.toContain('other');
      }
    });

    it('still refuses a variety no list names, the label "Other (not listed)" included, with the envelope', async () => {
      for (const variety of ['Other (not listed)', 'Lagos', 'others']) {
        const response = await api('/audio/kriolu/speaker', ada.token, { method: 'PUT', json: { variety } });
        expect(response.status, variety).toBe(400);
        expect(await response.json()).toMatchObject({ success: false, data: null, code: 'unknown_variety' });
      }
      const { data } = (await (await api('/audio/kriolu/speaker', ada.token)).json()) as { data: { variety: string } };
      expect(data.variety).toBe('other');
    });

    it('credits an approved clip as "Native speaker", and the admin finds it under the variety filter', async () => {
      const query = new URLSearchParams({ prompt: word.prompt, credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      const upload = await fetch(`${server().url}/api/audio/kriolu/clips?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'audio/mpeg' },
        body: new Uint8Array(sineMp3(0.8)),
      });
      expect(upload.status).toBe(200);
      const { data: clip } = (await upload.json()) as { data: { id: string } };
      const review = await api(`/audio/clips/${clip.id}/review`, admin.token, {
        method: 'POST',
        json: { verdict: 'approve' },
      });
      expect(review.status).toBe(200);
      const { data: recordings } = (await (await api('/audio/kriolu/recordings', null)).json()) as {
        data: { key: string; credit: string }[];
      };
      expect(recordings.find((r) => r.key === word.key)?.credit).toBe(
        'Recorded by Ada (CC BY-SA 4.0) · Native speaker',
      );

      const filtered = await api('/admin/audio/clips?language=kriolu&variety=other', admin.token);
      expect(filtered.status).toBe(200);
      const { data: page } = (await filtered.json()) as {
        data: { clips: { id: string; variety: string }[]; varieties: string[] };
      };
      expect(page.clips.map((c) => [c.id, c.variety])).toEqual([[clip.id, 'other']]);
      expect(page.varieties.at(-1)).toBe('other');
      const unknown = await api('/admin/audio/clips?language=kriolu&variety=Lagos', admin.token);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ code: 'unknown_variety' });
    });
  });
});
