// `reauthenticate()` mails a code that `updateUser({ password, nonce })` takes, as Supabase Auth; the real server.
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAuditLog } from '../../src/server/db/schema.ts';
import { suiteDrivers, serverOn, shiftedClock } from '../helpers/drivers.ts';
import { uniqueEmail, type TestServer } from '../helpers/server.ts';

const password = 'kasa-nkwu-42';
const HOUR = 60 * 60 * 1000;

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'reauthentication', { timeout: 60_000 }, () => {
    const { now, later } = shiftedClock();
    const server = serverOn(driver, {}, { now });
    const secure = serverOn(driver, { AUTH_SECURE_PASSWORD_CHANGE: 'true' }, { now });

    const signedIn = async (on: () => TestServer = server) => {
      const client = on().client();
      const email = uniqueEmail('reauth');
      const { data, error } = await client.auth.signUp({ email, password });
      expect(error).toBeNull();
      return { client, email, userId: data.user!.id };
    };
    const codeFor = (on: () => TestServer, email: string) => {
      const mail = on()
        .outbox.filter((m) => m.to === email)
        .at(-1);
      expect(mail?.subject).toBe('Your Lugha confirmation code');
      return mail!.otp;
    };
    const signsInWith = async (on: () => TestServer, email: string, secret: string) =>
      (await on().client().auth.signInWithPassword({ email, password: secret })).error === null;

    it('mails a six-digit code that changes the password once', async () => {
      const { client, email, userId } = await signedIn();
      const sent = await client.auth.reauthenticate();
      expect(sent).toEqual({ data: { user: null, session: null }, error: null });
      const nonce = codeFor(server, email);
      expect(nonce).toMatch(/^\d{6}$/);

      const changed = await client.auth.updateUser({ password: 'ndewo-ututu-77', nonce });
      expect(changed.error).toBeNull();
      expect(await signsInWith(server, email, 'ndewo-ututu-77')).toBe(true);
      const again = await client.auth.updateUser({ password: 'ka-ọ-dị-88', nonce });
      expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([
        400,
        'reauthentication_not_valid',
        'Nonce has expired or is invalid',
      ]);
      const sentEvents = await server()
        .server.database.db.select()
        .from(authAuditLog)
        .where(and(eq(authAuditLog.userId, userId), eq(authAuditLog.event, 'reauthentication_sent')));
      expect(sentEvents).toHaveLength(1);
    });

    it('refuses a wrong code, which also uses up the one mailed', async () => {
      const { client, email } = await signedIn();
      await client.auth.reauthenticate();
      const nonce = codeFor(server, email);
      const wrong = nonce === '000000' ? '111111' : '000000';
      const refused = await client.auth.updateUser({ password: 'ndewo-ututu-77', nonce: wrong });
      expect([refused.error?.status, refused.error?.code]).toEqual([400, 'reauthentication_not_valid']);
      const late = await client.auth.updateUser({ password: 'ndewo-ututu-77', nonce });
      expect(late.error?.code).toBe('reauthentication_not_valid');
      expect(await signsInWith(server, email, password)).toBe(true);
    });

    it('refuses an expired code, and a second mail within AUTH_EMAIL_FREQUENCY', async () => {
      const { client, email } = await signedIn();
      await client.auth.reauthenticate();
      const nonce = codeFor(server, email);
      const soon = await client.auth.reauthenticate();
      expect([soon.error?.status, soon.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
      const expired = await later(HOUR + 60_000, async () => {
        await client.auth.refreshSession();
        return client.auth.updateUser({ password: 'ndewo-ututu-77', nonce });
      });
      expect(expired.error?.code).toBe('reauthentication_not_valid');
    });

    it('with AUTH_SECURE_PASSWORD_CHANGE, asks a session older than a day for the code', async () => {
      const { client, email } = await signedIn(secure);
      // A session signed in less than a day ago changes the password as before.
      expect((await client.auth.updateUser({ password: 'ndewo-ututu-77' })).error).toBeNull();
      await later(25 * HOUR, async () => {
        expect((await client.auth.refreshSession()).error).toBeNull();
        const needed = await client.auth.updateUser({ password: 'ka-ọ-dị-88' });
        expect([needed.error?.status, needed.error?.code, needed.error?.message]).toEqual([
          400,
          'reauthentication_needed',
          'Password update requires reauthentication',
        ]);
        expect((await client.auth.reauthenticate()).error).toBeNull();
        const nonce = codeFor(secure, email);
        expect((await client.auth.updateUser({ password: 'ka-ọ-dị-88', nonce })).error).toBeNull();
        // Metadata alone never needs the code.
        expect((await client.auth.updateUser({ data: { display_name: 'Ada' } })).error).toBeNull();
      });
      expect(await signsInWith(secure, email, 'ka-ọ-dị-88')).toBe(true);
    });

    it('needs a session and an e-mail address', async () => {
      const bare = await fetch(`${server().url}/auth/v1/reauthenticate`, {
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      expect([bare.status, ((await bare.json()) as { code: string }).code]).toEqual([401, 'no_authorization']);
      const anonymous: SupabaseClient = server().client();
      expect((await anonymous.auth.signInAnonymously()).error).toBeNull();
      const { error } = await anonymous.auth.reauthenticate();
      expect([error?.status, error?.code, error?.message]).toEqual([
        422,
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      ]);
    });
  });
});
