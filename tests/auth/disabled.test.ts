// What this server does not offer answers as Supabase Auth does with it switched off; e-mail codes and magic links work.
import { describe, expect, it } from 'vitest';
import { drivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

const password = 'kasa-nkwu-42';

describe('what is off, and e-mail codes', { timeout: 60_000 }, () => {
  const server = serverOn(drivers[0], { AUTH_EMAIL_FREQUENCY: '0' });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server().url}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const mailTo = (email: string) =>
    server()
      .outbox.filter((m) => m.to === email)
      .at(-1)!;

  it('verifyOtp with a phone code answers 403 otp_expired, and 400 for a malformed number', async () => {
    const client = server().client();
    for (const type of ['sms', 'phone_change'] as const) {
      const { error } = await client.auth.verifyOtp({ phone: '17955555555', token: '123456', type });
      expect([error?.status, error?.code, error?.message]).toEqual([
        403,
        'otp_expired',
        'Token has expired or is invalid',
      ]);
    }
    const bad = await client.auth.verifyOtp({ phone: '1795-invalid', token: '123456', type: 'sms' });
    expect([bad.error?.status, bad.error?.message]).toEqual([400, 'Invalid phone number format (E.164 required)']);
  });

  it('resend and signInWithOtp with a phone answer phone_provider_disabled', async () => {
    const client = server().client();
    const resend = await client.auth.resend({ phone: '17955555555', type: 'sms' });
    expect([resend.error?.status, resend.error?.code]).toEqual([400, 'phone_provider_disabled']);
    const otp = await client.auth.signInWithOtp({ phone: '17955555555' });
    expect([otp.error?.status, otp.error?.code, otp.error?.message]).toEqual([
      400,
      'phone_provider_disabled',
      'Unsupported phone provider',
    ]);
  });

  it('SSO, Web3 and manual identity linking answer with Supabase Auth codes for a disabled feature', async () => {
    const sso = await server().client().auth.signInWithSSO({ domain: 'example.com' });
    expect([sso.error?.status, sso.error?.code, sso.error?.message]).toEqual([
      404,
      'saml_provider_disabled',
      'SAML 2.0 is disabled',
    ]);
    const web3 = await post('/token?grant_type=web3', { chain: 'solana', message: 'x', signature: 'y' });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({ error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' });
    const client = server().client();
    await client.auth.signUp({ email: uniqueEmail(), password });
    const link = await client.auth.linkIdentity({ provider: 'google' });
    expect([link.error?.status, link.error?.code]).toEqual([404, 'manual_linking_disabled']);
    const anonymous = await fetch(`${server().url}/auth/v1/user/identities/authorize?provider=google`);
    expect(anonymous.status).toBe(401);
  });

  it('a recovery code verifies with type email, as Supabase Auth accepts it', async () => {
    const email = uniqueEmail('recover');
    await server().client().auth.signUp({ email, password });
    await server().client().auth.resetPasswordForEmail(email);
    const { data, error } = await server()
      .client()
      .auth.verifyOtp({ email, token: mailTo(email).otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('signInWithOtp mails a magic link and code to an account; the code signs in', async () => {
    const email = uniqueEmail('magic');
    await server().client().auth.signUp({ email, password });
    const sent = await server()
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const mail = mailTo(email);
    expect(mail.link).toContain('type=magiclink');
    const { data, error } = await server().client().auth.verifyOtp({ email, token: mail.otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('signInWithOtp creates the account when asked, and refuses with otp_disabled when not', async () => {
    const email = uniqueEmail('new');
    const refused = await server()
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect([refused.error?.status, refused.error?.code]).toEqual([422, 'otp_disabled']);
    const created = await server()
      .client()
      .auth.signInWithOtp({ email, options: { data: { display_name: 'Ngozi' } } });
    expect(created.error).toBeNull();
    const { data, error } = await server()
      .client()
      .auth.verifyOtp({ email, token: mailTo(email).otp, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ngozi' });
  });
});
