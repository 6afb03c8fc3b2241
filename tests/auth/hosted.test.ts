// Hosted mode: with PUBLIC_SUPABASE_URL set, /auth/v1 is not served here and the API trusts that project's tokens.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

// Another server in embedded mode stands in for the hosted Supabase project: same protocol, same JWKS.
let project: TestServer;
let hosted: TestServer;
const SECRET = 'legacy-jwt-secret-with-at-least-32-characters';
beforeAll(async () => {
  project = await startTestServer();
  hosted = await startTestServer({ PUBLIC_SUPABASE_URL: project.url, SUPABASE_JWT_SECRET: SECRET });
});
afterAll(async () => {
  await hosted?.close();
  await project?.close();
});

const me = (server: TestServer, token?: string) =>
  fetch(`${server.url}/api/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('embedded mode /api/me', () => {
  it('answers the caller in the envelope', async () => {
    const email = uniqueEmail();
    const { data } = await project.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    const response = await me(project, data.session!.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { userId: data.user!.id, email, role: 'learner', subscription: 'free', sessionId: expect.any(String) },
      error: null,
    });
  });

  it('answers 401 in the envelope without a token, and after sign-out', async () => {
    const missing = await me(project);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      success: false,
      data: null,
      error: 'Your session has ended. Please sign in again.',
      code: 'unauthorized',
    });
    const client = project.client();
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
    await client.auth.signOut();
    expect((await me(project, data.session!.access_token)).status).toBe(401);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const response = await fetch(`${project.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('not_found');
  });
});

describe('hosted mode', () => {
  it('does not serve /auth/v1 itself', async () => {
    const response = await fetch(`${hosted.url}/auth/v1/settings`);
    expect(response.status).toBe(404);
  });

  it("accepts the project's asymmetric tokens, checked against its JWKS", async () => {
    const email = uniqueEmail();
    const { data } = await project.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    const response = await me(hosted, data.session!.access_token);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ userId: data.user!.id, email });
  });

  it('accepts legacy HS256 tokens signed with SUPABASE_JWT_SECRET and refuses other secrets', async () => {
    const sign = (secret: string, exp = Math.floor(Date.now() / 1000) + 600) =>
      new SignJWT({ email: 'legacy@example.com', role: 'authenticated', app_metadata: { role: 'admin' } })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('3f1c9a52-8f0e-4c55-9a51-2d6b1c1d7e10')
        .setAudience('authenticated')
        .setIssuer(`${project.url}/auth/v1`)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const good = await me(hosted, await sign(SECRET));
    expect(good.status).toBe(200);
    expect((await good.json()).data).toMatchObject({ email: 'legacy@example.com', role: 'admin' });
    expect((await me(hosted, await sign('some-other-secret-that-is-long-enough-too'))).status).toBe(401);
    expect((await me(hosted, await sign(SECRET, Math.floor(Date.now() / 1000) - 10))).status).toBe(401);
  });

  it('refuses a token from some other issuer key', async () => {
    const other = await startTestServer();
    try {
      const { data } = await other.client().auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
      expect((await me(hosted, data.session!.access_token)).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
