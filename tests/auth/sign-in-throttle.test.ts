// The per-account sign-in throttle, through supabase-js behind a trusted proxy: many addresses trying passwords
// against one account are slowed down, while its owner's known device, the end of the window and a password reset
// let the owner back in.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

const PASSWORD = 'kasa-nkwu-42';
let t: TestServer;
let offsetMs = 0;

beforeAll(async () => {
  t = await startTestServer(
    {
      TRUST_PROXY: '1',
      AUTH_SIGNIN_FAILURES: '3',
      AUTH_RATE_LIMIT_TOKEN: '1000',
      AUTH_RATE_LIMIT_OTP: '1000',
      AUTH_EMAIL_FREQUENCY: '0',
    },
    { now: () => new Date(Date.now() + offsetMs) },
  );
}, 60_000);
afterAll(() => t?.close());

/** A stock supabase-js client whose requests reach the server through the proxy from `address`. */
function from(address: string) {
  const storage = new Map<string, string>();
  return createClient(t.url, 'lugha-embedded-anon-key', {
    global: { headers: { 'x-forwarded-for': address } },
    auth: {
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
  });
}

const signIn = async (address: string, email: string, password: string) =>
  (await from(address).auth.signInWithPassword({ email, password })).error;

/** An account that signed in once from `home`, and then wrong passwords from `failures` other addresses. */
async function attacked(home: string, attackers: string, failures = 3) {
  const email = uniqueEmail('owner');
  expect((await from(home).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  expect(await signIn(home, email, PASSWORD)).toBeNull();
  for (let i = 1; i <= failures; i++)
    expect((await signIn(`${attackers}.${i}`, email, 'not-the-password'))?.code).toBe('invalid_credentials');
  return email;
}

describe('per-account sign-in throttle', { timeout: 60_000 }, () => {
  it('after 3 wrong passwords from many addresses, unknown addresses get 429, the right password too', async () => {
    const email = await attacked('198.51.100.10', '203.0.113');
    const throttled = await signIn('203.0.113.4', email, 'not-the-password');
    expect(throttled?.status).toBe(429);
    expect(throttled?.code).toBe('over_request_rate_limit');
    expect((await signIn('203.0.113.5', email, PASSWORD))?.code).toBe('over_request_rate_limit');
    // Another account is not slowed down.
    const other = uniqueEmail('other');
    await from('198.51.100.11').auth.signUp({ email: other, password: PASSWORD });
    expect(await signIn('203.0.113.6', other, PASSWORD)).toBeNull();
  });

  it("lets the owner's device that signed in before sign in still", async () => {
    const email = await attacked('2001:db8:5:5::10', '203.0.114');
    expect((await signIn('203.0.114.9', email, PASSWORD))?.code).toBe('over_request_rate_limit');
    expect(await signIn('2001:db8:5:5::10', email, PASSWORD)).toBeNull();
    // The same device on another address of its /64 (a privacy address) is the same device.
    expect(await signIn('2001:db8:5:5:abcd::1', email, PASSWORD)).toBeNull();
  });

  it('slows an unknown e-mail address the same way, so the answers say nothing about who has an account', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 1; i <= 3; i++)
      expect((await signIn(`203.0.115.${i}`, email, 'guess'))?.code).toBe('invalid_credentials');
    expect((await signIn('203.0.115.4', email, 'guess'))?.code).toBe('over_request_rate_limit');
  });

  it('ends when the window (AUTH_SIGNIN_FAILURE_WINDOW_MS, 15 min) has passed', async () => {
    const email = await attacked('198.51.100.12', '203.0.116');
    expect((await signIn('203.0.116.9', email, PASSWORD))?.code).toBe('over_request_rate_limit');
    offsetMs += 16 * 60 * 1000;
    expect(await signIn('203.0.116.9', email, PASSWORD)).toBeNull();
  });

  it('is cleared by a password reset', async () => {
    const email = await attacked('198.51.100.13', '203.0.117');
    expect((await signIn('203.0.117.9', email, PASSWORD))?.code).toBe('over_request_rate_limit');
    const phone = from('192.0.2.50');
    expect((await phone.auth.resetPasswordForEmail(email)).error).toBeNull();
    const otp = t.outbox.filter((m) => m.to === email).at(-1)!.otp;
    expect((await phone.auth.verifyOtp({ email, token: otp, type: 'recovery' })).error).toBeNull();
    expect((await phone.auth.updateUser({ password: 'brand-new-pass-7' })).error).toBeNull();
    expect(await signIn('203.0.117.10', email, 'brand-new-pass-7')).toBeNull();
  });
});
