// A speaker's credit name and licence: remembered per speaker and language on the server, so the recorder offers them
// again on the next visit and on any device; never read by another account.
import { describe, expect, it } from 'vitest';
import { bearerApi } from '../helpers/api-calls.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'speaker credit', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const api = bearerApi(() => server().url);
    const account = async (label: string) => {
      const { data } = await server()
        .client()
        .auth.signUp({ email: uniqueEmail(label), password: 'kasa-nkwu-42' });
      return data.session!.access_token;
    };
    const read = async (token: string, language = 'igbo') =>
      ((await (await api(`/audio/${language}/speaker`, token)).json()) as { data: Record<string, unknown> }).data;
    const save = (token: string, json: unknown, language = 'igbo') =>
      api(`/audio/${language}/speaker/credit`, token, { method: 'PUT', json });

    it('refuses a credit from a learner who has not declared they speak the language', async () => {
      const token = await account('credit-undeclared');
      const response = await save(token, { credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, data: null, code: 'not_a_speaker' });
      expect(await read(token)).toMatchObject({ speaker: false, credit: null, licence: null });
    });

    it('saves the credit and licence, reads them back, and replaces them when the speaker changes them', async () => {
      const token = await account('credit-saved');
      expect((await api('/audio/igbo/speaker', token, { method: 'POST' })).status).toBe(200);
      expect(await read(token)).toMatchObject({ speaker: true, credit: null, licence: null });
      const put = await save(token, { credit: '  Adaeze   O., Enugu ', licence: 'CC-BY-SA-4.0' });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { data: unknown }).data).toMatchObject({
        credit: 'Adaeze O., Enugu',
        licence: 'CC-BY-SA-4.0',
      });
      expect(await read(token)).toMatchObject({ credit: 'Adaeze O., Enugu', licence: 'CC-BY-SA-4.0' });
      expect((await save(token, { credit: 'Ada', licence: 'CC-BY-SA-4.0' })).status).toBe(200);
      expect(await read(token)).toMatchObject({ credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      // Remembered per language: Yoruba has none until the speaker chooses one there.
      expect((await api('/audio/yoruba/speaker', token, { method: 'POST' })).status).toBe(200);
      expect(await read(token, 'yoruba')).toMatchObject({ credit: null, licence: null });
    });

    it('answers 400 invalid_field with the envelope for a bad credit or licence, and changes nothing', async () => {
      const token = await account('credit-bad');
      expect((await api('/audio/igbo/speaker', token, { method: 'POST' })).status).toBe(200);
      expect((await save(token, { credit: 'Ada', licence: 'CC-BY-SA-4.0' })).status).toBe(200);
      const bad: [unknown, RegExp][] = [
        [{ credit: '', licence: 'CC-BY-SA-4.0' }, /^credit: must be 1 to 60 characters/],
        [{ credit: 'a'.repeat(61), licence: 'CC-BY-SA-4.0' }, /^credit: must be 1 to 60 characters/],
        [{ credit: 'Ada\u202e', licence: 'CC-BY-SA-4.0' }, /^credit: /],
        [{ credit: 'Ada', licence: 'MIT' }, /^licence: must be 'CC-BY-SA-4.0'/],
        [{ credit: 'Ada' }, /^licence: /],
        [{ credit: 'Ada', licence: 'CC-BY-SA-4.0', extra: 1 }, /extra/],
      ];
      for (const [json, error] of bad) {
        const response = await save(token, json);
        expect(response.status, JSON.stringify(json)).toBe(400);
        const body = (await response.json()) as { success: boolean; data: null; error: string; code: string };
        expect(body).toMatchObject({ success: false, data: null, code: 'invalid_field' });
        expect(body.error, JSON.stringify(json)).toMatch(error);
        expect(body.error).not.toMatch(/licence: licence:|credit: credit:/);
      }
      expect(await read(token)).toMatchObject({ credit: 'Ada', licence: 'CC-BY-SA-4.0' });
    });

    it("never reads another speaker's credit, and answers 401 without a session and 404 for an unknown language", async () => {
      const ada = await account('credit-ada');
      const obi = await account('credit-obi');
      for (const token of [ada, obi])
        expect((await api('/audio/igbo/speaker', token, { method: 'POST' })).status).toBe(200);
      expect((await save(ada, { credit: 'Ada from Onitsha', licence: 'CC-BY-SA-4.0' })).status).toBe(200);
      expect(await read(obi)).toMatchObject({ credit: null, licence: null });
      expect(
        (
          await api('/audio/igbo/speaker/credit', null, {
            method: 'PUT',
            json: { credit: 'x', licence: 'CC-BY-SA-4.0' },
          })
        ).status,
      ).toBe(401);
      const response = await save(ada, { credit: 'Ada', licence: 'CC-BY-SA-4.0' }, 'klingon');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'language_not_found' });
    });
  });
});
