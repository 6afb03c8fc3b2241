// E-mail confirmation, password recovery and e-mail change: mailed links and codes, through supabase-js.
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let t: TestServer;
beforeAll(async () => {
  // Confirmation on, and no wait between mails so a test can ask twice.
  t = await startTestServer({ AUTH_EMAIL_CONFIRM: 'true', AUTH_EMAIL_FREQUENCY: '0' });
});
afterAll(() => t?.close());

const PASSWORD = 'kasa-nkwu-42';
const lastMailTo = (email: string) => {
  const mail = t.outbox.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};

/** Follows a mailed link as a browser would, answering where it was sent. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

async function confirmedUser() {
  const email = uniqueEmail();
  await t.client().auth.signUp({ email, password: PASSWORD });
  await follow(lastMailTo(email).link);
  return email;
}

describe('sign-up with e-mail confirmation on', () => {
  it('returns the user without a session and mails a link and a code', async () => {
    const email = uniqueEmail();
    const { data, error } = await t
      .client()
      .auth.signUp({ email, password: PASSWORD, options: { data: { first_name: 'Ngozi' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ngozi', email_verified: false });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Confirm your Lugha account');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toContain(`${t.url}/auth/v1/verify?token=`);
    expect(mail.link).toContain('type=signup');
    expect(mail.text).toContain(mail.link);
  });

  it("refuses to sign in before confirming: 'Email not confirmed'", async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const { error } = await t.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('a wrong password before confirming still says only Invalid login credentials', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const { error } = await t.client().auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('the mailed link confirms and lands on the site with tokens in the fragment', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${t.url}/onboarding` } });
    const landed = await follow(lastMailTo(email).link);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${t.url}/onboarding`);
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const client = t.client();
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata['email_verified']).toBe(true);
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('a link works once; the second visit lands with otp_expired', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const { link } = lastMailTo(email);
    await follow(link);
    const again = await follow(link);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.searchParams.get('error_description')).toBe('Email link is invalid or has expired');
    expect(new URLSearchParams(again.hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('the six-digit code confirms through verifyOtp and signs in', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.verifyOtp({ email, token: lastMailTo(email).otp, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toContain('SIGNED_IN');
  });

  it('a wrong code answers 403 otp_expired', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const wrong = lastMailTo(email).otp === '000000' ? '111111' : '000000';
    const { error } = await t.client().auth.verifyOtp({ email, token: wrong, type: 'signup' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('with PKCE the link lands with ?code=, which the same client exchanges for a session', async () => {
    const email = uniqueEmail();
    const storage = new Map<string, string>();
    const client = t.client({ flowType: 'pkce', storage });
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${t.url}/onboarding` } });
    const { link } = lastMailTo(email);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landed = await follow(link);
    const code = landed.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const reused = await t.client({ flowType: 'pkce', storage: new Map(storage) }).auth.exchangeCodeForSession(code!);
    expect(reused.error).not.toBeNull();
  });

  it('signing up again with a confirmed address answers a look-alike user and mails nothing', async () => {
    const email = await confirmedUser();
    const before = t.outbox.length;
    const { data, error } = await t.client().auth.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(t.outbox.length).toBe(before);
    expect((await t.client().auth.signInWithPassword({ email, password: 'another-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('signing up again before confirming mails the link again and keeps the first password', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    await t.client().auth.signUp({ email, password: 'second-password' });
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(2);
    await follow(lastMailTo(email).link);
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('resend mails a fresh confirmation; the earlier code stops working', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: PASSWORD });
    const first = lastMailTo(email);
    expect((await t.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = lastMailTo(email);
    expect(second.link).not.toBe(first.link);
    expect((await t.client().auth.verifyOtp({ email, token: first.otp, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect((await t.client().auth.verifyOtp({ email, token: second.otp, type: 'signup' })).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('answers {} for an unknown address and mails nothing', async () => {
    const before = t.outbox.length;
    const { data, error } = await t.client().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(t.outbox.length).toBe(before);
  });

  it('link → PASSWORD_RECOVERY session → new password', async () => {
    const email = await confirmedUser();
    const { error } = await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/profile` });
    expect(error).toBeNull();
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Reset your Lugha password');
    const landed = await follow(mail.link);
    expect(landed.pathname).toBe('/profile');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const client = t.client();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'brand-new-pass-1' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await t.client().auth.signInWithPassword({ email, password: 'brand-new-pass-1' })).error).toBeNull();
  });

  it('the recovery code through verifyOtp emits PASSWORD_RECOVERY', async () => {
    const email = await confirmedUser();
    await t.client().auth.resetPasswordForEmail(email);
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { error } = await client.auth.verifyOtp({ email, token: lastMailTo(email).otp, type: 'recovery' });
    expect(error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'recovered-pass-2' })).error).toBeNull();
  });

  it('limits recovery mails to one a minute per address by default', async () => {
    const strict = await startTestServer({ AUTH_EMAIL_CONFIRM: 'false' });
    try {
      const email = uniqueEmail();
      await strict.client().auth.signUp({ email, password: PASSWORD });
      expect((await strict.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      const { error } = await strict.client().auth.resetPasswordForEmail(email);
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_email_send_rate_limit');
      expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    } finally {
      await strict.close();
    }
  });
});

describe('changing the e-mail address', () => {
  it('keeps the old address until the new one confirms the mailed link', async () => {
    const email = await confirmedUser();
    const client = t.client();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const next = uniqueEmail('new');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = lastMailTo(next);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    await follow(mail.link);
    const { data: after } = await client.auth.getUser();
    expect(after.user?.email).toBe(next);
    expect(after.user?.new_email).toBeUndefined();
    expect((await t.client().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
  });

  it('refuses an address another account has', async () => {
    const taken = await confirmedUser();
    const email = await confirmedUser();
    const client = t.client();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});
