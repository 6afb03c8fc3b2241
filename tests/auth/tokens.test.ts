// Access-token checks and refresh-token rotation, with a clock the test moves.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let t: TestServer;
let offsetMs = 0;
beforeAll(async () => {
  t = await startTestServer({}, { now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => t?.close());

const V2024 = { 'x-supabase-api-version': '2024-01-01' };

async function session() {
  const { data } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
  return data.session!;
}

const getUser = (token: string, headers: Record<string, string> = V2024) =>
  fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, ...headers } });
const refresh = (token: string) =>
  fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...V2024 },
    body: JSON.stringify({ refresh_token: token }),
  });
const part = (token: string, i: number) => JSON.parse(Buffer.from(token.split('.')[i]!, 'base64url').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('an expired token answers 403 bad_jwt', async () => {
    const { access_token } = await session();
    offsetMs = 3601 * 1000;
    try {
      const response = await getUser(access_token);
      expect(response.status).toBe(403);
      const body = await response.json();
      expect(body.code).toBe('bad_jwt');
      expect(body.message).toContain('token is expired');
    } finally {
      offsetMs = 0;
    }
  });

  it('a token that worked before is refused once it has expired', async () => {
    const { access_token } = await session();
    expect((await getUser(access_token)).status).toBe(200);
    offsetMs = 3601 * 1000;
    try {
      const response = await getUser(access_token);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toContain('token is expired');
    } finally {
      offsetMs = 0;
    }
  });

  it('a token that worked before is refused once its session has ended', async () => {
    const { access_token } = await session();
    expect((await getUser(access_token)).status).toBe(200);
    const logout = await fetch(`${t.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, ...V2024 },
    });
    expect(logout.status).toBe(204);
    expect((await getUser(access_token)).status).toBe(403);
  });

  it('a token whose claims were edited answers 403 bad_jwt', async () => {
    const { access_token } = await session();
    const [header, , signature] = access_token.split('.');
    const forged = `${header}.${encode({ ...part(access_token, 1), app_metadata: { role: 'admin' } })}.${signature}`;
    const response = await getUser(forged);
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('bad_jwt');
  });

  it("an unsigned token (alg 'none') answers 403 bad_jwt", async () => {
    const { access_token } = await session();
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(part(access_token, 1))}.`;
    const response = await getUser(unsigned);
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('bad_jwt');
  });

  it('a token signed with another key under the same key id answers 403 bad_jwt', async () => {
    const { access_token } = await session();
    const { privateKey } = await generateKeyPair('ES256');
    const other = await new SignJWT(part(access_token, 1)).setProtectedHeader(part(access_token, 0)).sign(privateKey);
    expect((await getUser(other)).status).toBe(403);
  });

  it('an HS256 token signed with the public anon key answers 403 bad_jwt', async () => {
    const { access_token } = await session();
    const hs = await new SignJWT(part(access_token, 1))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('lugha-embedded-anon-key'));
    expect((await getUser(hs)).status).toBe(403);
  });

  it.each([
    ['another audience', { aud: 'evil-service' }],
    ['another issuer', { iss: 'https://evil.example/auth/v1' }],
  ])("a token signed with the server's own key for %s is refused on /auth/v1 and /api (D8)", async (_label, claims) => {
    const { access_token } = await session();
    const { signing } = JSON.parse(await readFile(join(t.dataDir, 'auth-keys.json'), 'utf8')) as {
      signing: Record<string, string>;
    };
    const key = await importJWK(signing, 'ES256');
    const token = await new SignJWT({ ...part(access_token, 1), ...claims })
      .setProtectedHeader(part(access_token, 0))
      .sign(key);
    expect((await getUser(token)).status).toBe(403);
    expect((await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    // The same claims as issued, signed the same way, still pass: only the audience or issuer differs.
    const same = await new SignJWT(part(access_token, 1)).setProtectedHeader(part(access_token, 0)).sign(key);
    expect((await getUser(same)).status).toBe(200);
  });

  it('no bearer token answers 401 no_authorization', async () => {
    const response = await fetch(`${t.url}/auth/v1/user`, { headers: V2024 });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });

  it('answers in the legacy shape when the request names no API version', async () => {
    const response = await getUser('not-a-token', {});
    expect(response.status).toBe(403);
    expect(response.headers.get('x-sb-error-code')).toBe('bad_jwt');
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    const body = await response.json();
    expect(body).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    expect(body.msg).toContain('invalid JWT');
  });
});

describe('refresh-token rotation', () => {
  it('each refresh returns a new token; replaying the parent returns the active child, not a new one', async () => {
    const first = await session();
    const second = await (await refresh(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    offsetMs = 60_000;
    try {
      const replay = await refresh(first.refresh_token);
      expect(replay.status).toBe(200);
      expect((await replay.json()).refresh_token).toBe(second.refresh_token);
    } finally {
      offsetMs = 0;
    }
  });

  it('two parallel refreshes with the same token both succeed inside the reuse window', async () => {
    const { refresh_token } = await session();
    const [a, b] = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ja, jb] = await Promise.all([a.json(), b.json()]);
    expect(ja.refresh_token).toBe(jb.refresh_token);
    expect(ja.refresh_token).not.toBe(refresh_token);
  });

  it('reusing an old token outside the window revokes the whole session', async () => {
    const first = await session();
    const second = await (await refresh(first.refresh_token)).json();
    const third = await (await refresh(second.refresh_token)).json();
    offsetMs = 11_000;
    try {
      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(400);
      expect(await reuse.json()).toEqual({
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      expect((await refresh(third.refresh_token)).status).toBe(400);
      const user = await getUser(third.access_token);
      expect(user.status).toBe(403);
      expect((await user.json()).code).toBe('session_not_found');
    } finally {
      offsetMs = 0;
    }
  });

  it('an unknown token answers refresh_token_not_found; a short one validation_failed', async () => {
    const unknown = await refresh('abcdefghijklmnopqrstuvwxyz012345');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('refresh_token_not_found');
    const short = await refresh('abc');
    expect((await short.json()).code).toBe('validation_failed');
  });

  it('supabase-js refreshes and keeps working with the rotated token', async () => {
    const client = t.client();
    await client.auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
    for (let i = 0; i < 3; i++) expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });
});
