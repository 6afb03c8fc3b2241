// signInWithIdToken (POST /token?grant_type=id_token) through the stock supabase-js client: Supabase Auth's refusals
// when no provider is configured, and Google id_tokens from a local OpenID provider (oauth2-mock-server) verified
// against its published keys.
import { createHash, randomUUID } from 'node:crypto';
import { AuthApiError, type SignInWithIdTokenCredentials } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockIdp, type MockIdp } from '../helpers/oidc.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let google: MockIdp;
let stranger: MockIdp;
let bare: TestServer;
let withGoogle: TestServer;
const clientId = `google-${randomUUID()}`;

beforeAll(async () => {
  [google, stranger] = await Promise.all([startMockIdp(), startMockIdp()]);
  [bare, withGoogle] = await Promise.all([
    startTestServer(),
    startTestServer({
      AUTH_GOOGLE_CLIENT_ID: clientId,
      AUTH_GOOGLE_SECRET: 'google-secret',
      AUTH_GOOGLE_ISSUER: google.issuer,
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([bare?.close(), withGoogle?.close()]);
  await Promise.all([google?.close(), stranger?.close()]);
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let subCounter = 0;
/** An id_token the provider signs, for a fresh account unless the claims say otherwise. */
const idToken = (idp: MockIdp, claims: Record<string, unknown> = {}, expiresIn = 600) =>
  idp.server.issuer.buildToken({
    expiresIn,
    scopesOrTransform: (_header, payload) => {
      Object.assign(payload, {
        aud: clientId,
        sub: `google-sub-${++subCounter}-${randomUUID()}`,
        email: uniqueEmail('idtoken'),
        email_verified: true,
        name: 'Ada Obi',
        ...claims,
      });
    },
  });

async function refused(server: TestServer, credentials: SignInWithIdTokenCredentials) {
  const { data, error } = await server.client().auth.signInWithIdToken(credentials);
  expect(data.session).toBeNull();
  expect(error).toBeInstanceOf(AuthApiError);
  return { message: error!.message, status: (error as AuthApiError).status, code: (error as AuthApiError).code };
}

describe('signInWithIdToken with no provider configured', () => {
  it('refuses Google and Apple as Supabase Auth does for a disabled provider', async () => {
    expect(await refused(bare, { provider: 'google', token: 'header.payload.signature', nonce: 'n' })).toEqual({
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      status: 400,
      code: 'provider_disabled',
    });
    expect(await refused(bare, { provider: 'apple', token: 'a.b.c' })).toEqual({
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
      status: 400,
      code: 'provider_disabled',
    });
  });

  it('names the issuer of a known provider it does not offer, and refuses an unknown one', async () => {
    expect((await refused(bare, { provider: 'facebook', token: 'a.b.c' })).message).toBe(
      'Provider (issuer "https://www.facebook.com") is not enabled',
    );
    expect(await refused(bare, { provider: 'azure', token: 'not-a-jwt' })).toEqual({
      message: 'Unable to detect issuer in ID token for Azure provider',
      status: 400,
      code: 'validation_failed',
    });
    expect(await refused(bare, { provider: 'github' as 'google', token: 'a.b.c' })).toEqual({
      message: 'Custom OIDC provider "github" not allowed',
      status: 400,
      code: 'validation_failed',
    });
  });

  it('answers a request without a token or a provider as an OAuth error', async () => {
    const post = (body: unknown) =>
      fetch(`${bare.url}/auth/v1/token?grant_type=id_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const noToken = await post({ provider: 'google' });
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({ error: 'invalid request', error_description: 'id_token required' });
    const noProvider = await post({ id_token: 'a.b.c' });
    expect(await noProvider.json()).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    });
  });
});

describe('signInWithIdToken with Google configured', () => {
  it('signs up the owner of a verified token, then signs the same person in again', async () => {
    const email = uniqueEmail('idtoken');
    const sub = `google-sub-${randomUUID()}`;
    const client = withGoogle.client();
    const first = await client.auth.signInWithIdToken({
      provider: 'google',
      token: await idToken(google, { sub, email }),
    });
    expect(first.error).toBeNull();
    expect(first.data.user).toMatchObject({ email, app_metadata: { provider: 'google', providers: ['google'] } });
    expect(first.data.user!.user_metadata).toMatchObject({ name: 'Ada Obi', email_verified: true });
    expect(first.data.user!.identities!.map((i) => [i.provider, i.id])).toEqual([['google', sub]]);
    expect((await client.auth.getUser()).data.user!.id).toBe(first.data.user!.id);

    const again = await withGoogle.client().auth.signInWithIdToken({
      provider: 'google',
      token: await idToken(google, { sub, email }),
    });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).toBe(first.data.user!.id);
  });

  it('checks the nonce: the token holds the SHA-256 of the one passed', async () => {
    const nonce = randomUUID();
    const right = await withGoogle
      .client()
      .auth.signInWithIdToken({ provider: 'google', token: await idToken(google, { nonce: sha256(nonce) }), nonce });
    expect(right.error).toBeNull();
    expect(
      await refused(withGoogle, {
        provider: 'google',
        token: await idToken(google, { nonce: sha256('other') }),
        nonce,
      }),
    ).toMatchObject({
      message: 'Nonces mismatch',
      status: 400,
    });
    expect(
      await refused(withGoogle, { provider: 'google', token: await idToken(google, { nonce: sha256(nonce) }) }),
    ).toMatchObject({
      message: 'Passed nonce and nonce in id_token should either both exist or not.',
    });
  });

  it('refuses a token for another client, signed by other keys, or expired', async () => {
    expect(
      (await refused(withGoogle, { provider: 'google', token: await idToken(google, { aud: 'someone-else' }) }))
        .message,
    ).toBe('Unacceptable audience in id_token: [someone-else]');
    // Another provider's keys, with Google's issuer written into the token.
    const forged = await idToken(stranger, { iss: google.issuer });
    expect(await refused(withGoogle, { provider: 'google', token: forged })).toMatchObject({
      message: 'Bad ID token',
      status: 400,
    });
    const expired = await idToken(google, {}, -60);
    expect((await refused(withGoogle, { provider: 'google', token: expired })).message).toBe('Bad ID token');
    expect((await refused(withGoogle, { provider: 'apple', token: await idToken(google) })).message).toBe(
      'Provider (issuer "https://appleid.apple.com") is not enabled',
    );
  });
});
