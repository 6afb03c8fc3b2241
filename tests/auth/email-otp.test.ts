// E-mail codes (`signInWithOtp` / `verifyOtp`) on both databases: limits, closed sign-ups and bad bodies.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail, type TestServer } from '../helpers/server.ts';

const password = 'kasa-nkwu-42';
const SERVICE_KEY = 'lugha-test-service-role-key-0123456789abcdef';

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'e-mail codes', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const closed = serverOn(driver, { AUTH_DISABLE_SIGNUP: 'true', AUTH_SERVICE_ROLE_KEY: SERVICE_KEY });
    const tight = serverOn(driver, { AUTH_RATE_LIMIT_OTP: '3', AUTH_EMAIL_FREQUENCY: '0' });
    const mailTo = (on: () => TestServer, email: string) =>
      on()
        .outbox.filter((m) => m.to === email)
        .at(-1)!;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server().url}/auth/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };

    it('signs in with the mailed code, and a recovery code works with type email', async () => {
      const email = uniqueEmail('otp');
      await server().client().auth.signUp({ email, password });
      expect((await server().client().auth.signInWithOtp({ email })).error).toBeNull();
      const mail = mailTo(server, email);
      expect(mail.otp).toMatch(/^\d{6}$/);
      expect(mail.link).toContain('/auth/v1/verify?');
      const signedIn = await server().client().auth.verifyOtp({ email, token: mail.otp, type: 'email' });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.session?.user.email).toBe(email);
      // The code is used up.
      const again = await server().client().auth.verifyOtp({ email, token: mail.otp, type: 'email' });
      expect([again.error?.status, again.error?.code]).toEqual([403, 'otp_expired']);

      const other = uniqueEmail('recover');
      await server().client().auth.signUp({ email: other, password });
      await server().client().auth.resetPasswordForEmail(other);
      const recovered = await server()
        .client()
        .auth.verifyOtp({ email: other, token: mailTo(server, other).otp, type: 'email' });
      expect(recovered.error).toBeNull();
      expect(recovered.data.user?.email).toBe(other);
    });

    it('mails one code per address per AUTH_EMAIL_FREQUENCY', async () => {
      const email = uniqueEmail('often');
      await server().client().auth.signUp({ email, password });
      expect((await server().client().auth.signInWithOtp({ email })).error).toBeNull();
      const soon = await server().client().auth.signInWithOtp({ email });
      expect([soon.error?.status, soon.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    });

    it('counts against the address’s AUTH_RATE_LIMIT_OTP budget', async () => {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const { error } = await tight()
          .client()
          .auth.signInWithOtp({ email: uniqueEmail('budget') });
        answers.push(error?.code ?? 'ok');
      }
      expect(answers).toEqual(['ok', 'ok', 'ok', 'over_request_rate_limit']);
    });

    it('with sign-ups off, a new address is refused as sign-up is; an account still gets its code', async () => {
      const fresh = await closed()
        .client()
        .auth.signInWithOtp({ email: uniqueEmail('closed') });
      expect([fresh.error?.status, fresh.error?.code, fresh.error?.message]).toEqual([
        422,
        'signup_disabled',
        'Signups not allowed for this instance',
      ]);
      const notAsked = await closed()
        .client()
        .auth.signInWithOtp({ email: uniqueEmail('closed'), options: { shouldCreateUser: false } });
      expect([notAsked.error?.status, notAsked.error?.code]).toEqual([422, 'otp_disabled']);

      // An account the operator made (sign-ups are off for visitors only) still signs in with a code.
      const email = uniqueEmail('member');
      const admin = createClient(closed().url, SERVICE_KEY, { auth: { persistSession: false } }).auth.admin;
      expect((await admin.createUser({ email, password, email_confirm: true })).error).toBeNull();
      expect((await closed().client().auth.signInWithOtp({ email })).error).toBeNull();
      const { error } = await closed()
        .client()
        .auth.verifyOtp({ email, token: mailTo(closed, email).otp, type: 'email' });
      expect(error).toBeNull();
    });

    it('answers malformed bodies with 400, never a 500', async () => {
      const cases: [string, unknown, number, string][] = [
        ['/otp', {}, 400, 'validation_failed'],
        ['/otp', { email: 42 }, 400, 'bad_json'],
        ['/otp', { email: 'not-an-address' }, 400, 'validation_failed'],
        ['/otp', { email: uniqueEmail(), data: 'x' }, 400, 'bad_json'],
        ['/otp', '[1]', 400, 'bad_json'],
        ['/otp', '{"email":', 400, 'bad_json'],
        ['/verify', { type: 'email', token: '123456' }, 400, 'validation_failed'],
        ['/verify', { type: 'email', email: uniqueEmail(), token: 123456 }, 400, 'bad_json'],
        ['/verify', { type: 'bogus', email: uniqueEmail(), token: '123456' }, 400, 'validation_failed'],
        ['/verify', { type: 'email', email: uniqueEmail(), token: '123456' }, 403, 'otp_expired'],
      ];
      for (const [path, body, status, code] of cases) {
        expect([path, body, ...Object.values(await post(path, body))]).toEqual([path, body, status, code]);
      }
    });
  });
});
