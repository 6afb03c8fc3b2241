// Passwords and display names as text (N10, N11), through the stock supabase-js client against the real server.
import { AuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let t: TestServer;
beforeAll(async () => {
  // Every account here signs up from 127.0.0.1: the per-address sign-up limit is tested elsewhere.
  t = await startTestServer({ AUTH_RATE_LIMIT_OTP: '1000' });
}, 60_000);
afterAll(() => t?.close());

const PASSWORD = 'kasa-nkwu-42';

async function signedUp(data: Record<string, unknown> = {}) {
  const client = t.client();
  const { data: result, error } = await client.auth.signUp({
    email: uniqueEmail(),
    password: PASSWORD,
    options: { data },
  });
  expect(error).toBeNull();
  return { client, user: result.user! };
}

describe('passwords and display names are text (N10, N11)', () => {
  const SURROGATE_MESSAGE = 'Password contains an unpaired surrogate (a broken character); please type it again.';

  it('refuses a sign-up or a new password holding an unpaired surrogate, with 422', async () => {
    const refused = await t.client().auth.signUp({ email: uniqueEmail(), password: 'Correct\ud800Horse9' });
    expect(refused.error).toBeInstanceOf(AuthApiError);
    expect(refused.error).toMatchObject({ status: 422, code: 'validation_failed', message: SURROGATE_MESSAGE });
    // A recovery link signs the learner in; the new password then goes through this same update.
    const { client } = await signedUp();
    const update = await client.auth.updateUser({ password: 'Correct\udfffHorse9' });
    expect(update.error).toMatchObject({ status: 422, code: 'validation_failed', message: SURROGATE_MESSAGE });
  });

  it('never lets an unpaired surrogate stand for another character at sign-in', async () => {
    const email = uniqueEmail();
    expect((await t.client().auth.signUp({ email, password: 'Correct\ufffdHorse9' })).error).toBeNull();
    for (const password of ['Correct\ud800Horse9', 'Correct\udfffHorse9']) {
      const { error } = await t.client().auth.signInWithPassword({ email, password });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    expect((await t.client().auth.signInWithPassword({ email, password: 'Correct\ufffdHorse9' })).error).toBeNull();
  });

  it('matches a password typed decomposed (NFD) with the same password typed precomposed (NFC), both ways', async () => {
    const nfc = 'Ọ́la-nkwu-42'.normalize('NFC');
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const first = uniqueEmail();
    expect((await t.client().auth.signUp({ email: first, password: nfc })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: first, password: nfd })).error).toBeNull();
    const second = uniqueEmail();
    expect((await t.client().auth.signUp({ email: second, password: nfd })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: second, password: nfc })).error).toBeNull();
  });

  it('stores display names in NFC and refuses ones with bidirectional or invisible characters', async () => {
    const { user, client } = await signedUp({ first_name: 'A\u0301da', username: 'ọ\u0301la' });
    expect(user.user_metadata).toMatchObject({ first_name: 'Áda', username: 'ọ́la'.normalize('NFC') });
    for (const [key, name] of [
      ['username', '\u202Eevil'],
      ['first_name', 'Ada\u200B'],
      ['last_name', 'O\u2066bi'],
    ] as const) {
      const { error } = await client.auth.updateUser({ data: { [key]: name } });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(error?.message).toMatch(new RegExp(`^Invalid user metadata: data\\.${key} must hold visible characters`));
    }
    const signUp = await t.client().auth.signUp({
      email: uniqueEmail(),
      password: PASSWORD,
      options: { data: { full_name: 'Ada \u202EObi' } },
    });
    expect(signUp.error?.message).toContain('(found U+202E)');
  });
});
