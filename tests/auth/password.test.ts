// Sign-up, sign-in, user updates, refresh and sign-out through the stock supabase-js client against the real server.
import { AuthApiError, AuthWeakPasswordError, type AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const PASSWORD = 'kasa-nkwu-42';

async function signedUp(data: Record<string, unknown> = {}) {
  const client = t.client();
  const email = uniqueEmail();
  const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  return { client, email, session: result.session!, user: result.user! };
}

describe('sign-up with confirmation off (the embedded default)', () => {
  it('returns a session whose user carries the submitted metadata and an e-mail identity', async () => {
    const { session, user, email } = await signedUp({ first_name: 'Ada', username: 'ada' });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBeGreaterThan(3590);
    expect(user.email).toBe(email);
    expect(user.aud).toBe('authenticated');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toMatchObject({
      first_name: 'Ada',
      username: 'ada',
      email,
      email_verified: true,
      sub: user.id,
    });
    expect(user.identities).toHaveLength(1);
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id });
  });

  it('lower-cases the address and refuses a second account for it', async () => {
    const email = uniqueEmail('Case');
    const first = await t.client().auth.signUp({ email, password: PASSWORD });
    expect(first.data.user?.email).toBe(email.toLowerCase());
    const again = await t.client().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });

  it('refuses a password shorter than 8 characters with the length reason', async () => {
    const { error } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'short7!' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.message).toBe('Password should be at least 8 characters.');
  });

  it('refuses one of the most common passwords with the pwned reason, whatever its case, and stores no account', async () => {
    const email = uniqueEmail();
    const { error } = await t.client().auth.signUp({ email, password: 'Password123' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    expect(error?.message).toBe('Password is known to be weak and easy to guess, please choose a different one.');
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'Password123' });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });

  it('refuses a password longer than 72 characters', async () => {
    const { error } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('refuses an address that is not one', async () => {
    const { error } = await t.client().auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });
});

describe('signing in', () => {
  it('signs in with the right password', async () => {
    const { email } = await signedUp();
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.weakPassword ?? null).toBeNull();
  });

  it("answers 'Invalid login credentials' for a wrong password and for an unknown address alike", async () => {
    const { email } = await signedUp();
    const wrong = await t.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await t.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    for (const { error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('puts the claims Supabase issues into the access token', async () => {
    const { session, user, email } = await signedUp({ first_name: 'Ada' });
    const [header, payload] = session.access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(typeof header.kid).toBe('string');
    expect(payload).toMatchObject({
      iss: `${t.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(payload.user_metadata.first_name).toBe('Ada');
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the public signing key, with which getClaims verifies the token locally', async () => {
    const { client } = await signedUp();
    const jwks = await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.keys[0].d).toBeUndefined();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.role).toBe('authenticated');
  });
});

describe('the signed-in user', () => {
  it('getUser answers the user of the token', async () => {
    const { client, user } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('updateUser merges metadata shallowly and deletes keys set to null', async () => {
    const { client } = await signedUp({ first_name: 'Ada', last_name: 'Obi', username: 'ada' });
    const { data, error } = await client.auth.updateUser({
      data: { username: 'ada_o', last_name: null, learning_goal: 'travel' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada', username: 'ada_o', learning_goal: 'travel' });
    expect(data.user?.user_metadata).not.toHaveProperty('last_name');
    const reread = await client.auth.getUser();
    expect(reread.data.user?.user_metadata['username']).toBe('ada_o');
  });

  it('changes the password: the old one stops working, the new one works', async () => {
    const { client, email } = await signedUp();
    const { error } = await client.auth.updateUser({ password: 'new-password-99' });
    expect(error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.message).toBe(
      'Invalid login credentials',
    );
    expect((await t.client().auth.signInWithPassword({ email, password: 'new-password-99' })).error).toBeNull();
  });

  it('refuses the same password and a weak one', async () => {
    const { client } = await signedUp();
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
  });

  it('refuses to let a user set their own role or subscription', async () => {
    const { session } = await signedUp();
    const response = await fetch(`${t.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin', subscription_type: 'premium' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const user = await (
      await fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } })
    ).json();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });
});

describe('refresh and sign-out', () => {
  it('refreshSession rotates the refresh token and keeps the session id', async () => {
    const { client, session } = await signedUp();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const sessionId = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).session_id;
    expect(sessionId(data.session!.access_token)).toBe(sessionId(session.access_token));
  });

  it('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT in order', async () => {
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { display_name: 'Ada' } });
    await client.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });

  it('a token stops working after sign-out (403 session_not_found)', async () => {
    const { client, session } = await signedUp();
    expect((await client.auth.signOut()).error).toBeNull();
    const response = await fetch(`${t.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('session_not_found');
    const refreshed = await t.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).not.toBeNull();
  });

  it("scope 'local' ends only this device; 'others' ends every other; 'global' ends all", async () => {
    const { email } = await signedUp();
    const devices = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const client = t.client();
        await client.auth.signInWithPassword({ email, password: PASSWORD });
        return client;
      }),
    );
    const alive = async () => Promise.all(devices.map(async (c) => (await c.auth.getUser()).error === null));
    const [a, b, c, d] = devices as [
      (typeof devices)[0],
      (typeof devices)[0],
      (typeof devices)[0],
      (typeof devices)[0],
    ];
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.auth.getSession()).data.session).toBeNull();
    expect((await alive()).slice(1)).toEqual([true, true, true]);
    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await b.auth.getUser()).error).toBeNull();
    expect((await c.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const e = t.client();
    await e.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await b.auth.signOut()).error).toBeNull();
    expect((await e.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses an unknown logout scope', async () => {
    const { session } = await signedUp();
    const response = await fetch(`${t.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });
});
