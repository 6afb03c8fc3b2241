// Strings PostgreSQL cannot hold (N6) and names that do not show as typed (N11), on the real server and database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { describe, expect, it } from 'vitest';
import { grantAdmin } from '../../src/server/auth/admin.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'hostile text', { timeout: 60_000 }, () => {
    const server = serverOn(driver);

    const account = async (label: string) => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
      return { email, token: data.session!.access_token };
    };
    const get = (token: string, path: string) =>
      fetch(`${server().url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) });

    it('answers a NUL in the admin user search with 400 invalid_field', async () => {
      const admin = await account('admin');
      await grantAdmin(server().server.database.db, admin.email);
      for (const search of ['%00', 'a%00b', '%00%00']) {
        expect(await refusal(await get(admin.token, `/admin/users?search=${search}`))).toMatchObject({
          status: 400,
          success: false,
          data: null,
          code: 'invalid_field',
          error: expect.stringMatching(/^search: /),
        });
      }
      expect(await refusal(await get(admin.token, '/admin/users?search=%00'))).toMatchObject({
        error: 'search: must not contain a NUL character or an unpaired surrogate',
      });
      expect((await get(admin.token, `/admin/users?search=${encodeURIComponent(admin.email)}`)).status).toBe(200);
    });

    it('refuses a credit name with a bidirectional control or another invisible character, and stores nothing', async () => {
      const { token } = await account('speaker');
      const post = (path: string) =>
        fetch(`${server().url}/api${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg' },
          body: new Uint8Array(sineMp3(1)),
        });
      expect(
        (
          await fetch(`${server().url}/api/audio/igbo/speaker`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(200);
      const upload = (credit: string) =>
        post(
          `/audio/igbo/clips?${new URLSearchParams({ prompt: 'vocabulary/ndewo', credit, licence: 'CC-BY-SA-4.0' })}`,
        );
      for (const credit of ['\u202Eevil', 'Ada\u2066Obi', 'Ada\u200B', 'Ada\u00AD', '\uE000Ada', 'Ada\u0007']) {
        expect(await refusal(await upload(credit))).toMatchObject({
          status: 400,
          code: 'invalid_field',
          error:
            'credit: must be 1 to 60 characters, visible characters only: no control, bidirectional or other invisible formatting characters',
        });
      }
      expect(await refusal(await upload('Ada\u0000'))).toMatchObject({
        status: 400,
        code: 'invalid_field',
        error: 'credit: must not contain a NUL character or an unpaired surrogate',
      });
      const mine = await (await get(token, '/audio/clips/mine')).json();
      expect(mine.data).toEqual([]);
      expect((await upload('Ada Ọ\u0301la')).status).toBe(200);
    });
  });
});
