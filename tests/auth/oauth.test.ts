// Google and Apple sign-in through the real server against a local OpenID provider (oauth2-mock-server).
// The browser's navigations (our /authorize → the provider → our /callback → the site) are plain fetches
// that follow Location headers by hand; everything the client library does itself is left to supabase-js.
import { createHash, randomUUID } from 'node:crypto';
import { AuthApiError, type AuthChangeEvent } from '@supabase/supabase-js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowStates, users } from '../../src/server/db/schema.ts';
import { startMockIdp, type IdpOutcome, type MockIdp } from '../helpers/oidc.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

let google: MockIdp;
let apple: MockIdp;
/** Google and Apple enabled, sign-up confirmed at once (the default). */
let t: TestServer;
/** Google only, with e-mail confirmation on. */
let confirming: TestServer;

beforeAll(async () => {
  [google, apple] = await Promise.all([startMockIdp(), startMockIdp()]);
  // Discovery is cached per issuer and client id for the life of the process, so every server gets its own id.
  const googleEnv = () => ({
    AUTH_GOOGLE_CLIENT_ID: `google-${randomUUID()}`,
    AUTH_GOOGLE_SECRET: 'google-secret',
    AUTH_GOOGLE_ISSUER: google.issuer,
  });
  [t, confirming] = await Promise.all([
    startTestServer({
      ...googleEnv(),
      AUTH_APPLE_CLIENT_ID: `apple-${randomUUID()}`,
      AUTH_APPLE_SECRET: 'apple-secret',
      AUTH_APPLE_ISSUER: apple.issuer,
    }),
    startTestServer({ ...googleEnv(), AUTH_EMAIL_CONFIRM: 'true' }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), confirming?.close()]);
  await Promise.all([google?.close(), apple?.close()]);
});

const onboarding = () => `${t.url}/onboarding`;

let subCounter = 0;
/** The claims of a fresh provider account. */
function person(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  subCounter += 1;
  return {
    sub: `idp-${process.pid}-${Date.now()}-${subCounter}`,
    email: uniqueEmail('oauth'),
    email_verified: true,
    name: 'Chiamaka Eze',
    picture: 'https://images.example.com/chiamaka.png',
    ...overrides,
  };
}

interface Hop {
  method: string;
  url: URL;
  status: number;
}

interface BrowseOptions {
  outcome: IdpOutcome;
  /** The server whose /auth/v1 the journey starts on; `t` unless given. */
  server?: TestServer;
  /** Answer the provider's redirect as a form POST, as the browser does for response_mode=form_post, with these extra fields. */
  formPost?: Record<string, string>;
}

/**
 * Walks the browser's navigations from `start`, following redirects while they stay on our /auth/v1 or a
 * provider, and answers the URL the browser lands on. The provider's sign-in outcome is decided when the
 * browser reaches its /authorize, which is when a real user would sign in there.
 */
async function browse(start: string, options: BrowseOptions): Promise<{ landing: URL; hops: Hop[] }> {
  const hops: Hop[] = [];
  const authBase = `${(options.server ?? t).url}/auth/v1/`;
  const providers = [google, apple];
  let url = new URL(start);
  for (let step = 0; step < 10; step += 1) {
    const idp = providers.find((p) => url.origin === new URL(p.issuer).origin);
    if (!idp && !url.href.startsWith(authBase)) return { landing: url, hops };
    if (idp && url.pathname === '/authorize') idp.decide(url.searchParams.get('state') ?? '', options.outcome);
    let response: Response;
    const isCallback = url.href.startsWith(`${authBase}callback`);
    if (isCallback && options.formPost && url.searchParams.has('state')) {
      const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...options.formPost });
      response = await fetch(`${authBase}callback`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      hops.push({ method: 'POST', url, status: response.status });
    } else {
      response = await fetch(url, { redirect: 'manual' });
      hops.push({ method: 'GET', url, status: response.status });
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      throw new Error(`${url.href} answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('Too many redirects');
}

/** The fragment's parameters, parsed as auth-js parses them. */
const fragment = (url: URL) => new URLSearchParams(url.hash.replace(/^#/, ''));

interface SignInOptions {
  redirectTo?: string;
  formPost?: Record<string, string>;
  server?: TestServer;
}

/** Runs the PKCE sign-in up to the landing page, without exchanging the code yet. */
async function pkceLanding(provider: 'google' | 'apple', outcome: IdpOutcome, options: SignInOptions = {}) {
  const server = options.server ?? t;
  const storage = new Map<string, string>();
  const client = server.client({ flowType: 'pkce', storage });
  const { data, error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo: options.redirectTo ?? `${server.url}/onboarding`, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  const { landing, hops } = await browse(data.url!, {
    outcome,
    server,
    ...(options.formPost ? { formPost: options.formPost } : {}),
  });
  return { client, storage, landing, hops, code: landing.searchParams.get('code') };
}

/** A complete PKCE sign-in: lands, exchanges the code, answers the session. */
async function pkceSignIn(provider: 'google' | 'apple', claims: Record<string, unknown>, options: SignInOptions = {}) {
  const run = await pkceLanding(provider, { claims }, options);
  expect(run.code).toBeTruthy();
  const { data, error } = await run.client.auth.exchangeCodeForSession(run.code!);
  expect(error).toBeNull();
  return { ...run, session: data.session!, user: data.user! };
}

describe('PKCE flow (Google)', () => {
  it('lands on redirect_to with a one-use code, having passed through the provider', async () => {
    const { landing, hops, code } = await pkceLanding('google', { claims: person() });
    expect(`${landing.origin}${landing.pathname}`).toBe(onboarding());
    expect(code).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(landing.hash).toBe('');
    // Our /authorize → provider /authorize → our /callback, each a plain redirect.
    expect(hops.map((h) => [h.url.origin, h.url.pathname, h.status])).toEqual([
      [t.url, '/auth/v1/authorize', 302],
      [google.issuer, '/authorize', 302],
      [t.url, '/auth/v1/callback', 302],
    ]);
  });

  it('exchangeCodeForSession answers a session of the Google user with the claims as metadata', async () => {
    const claims = person();
    const { session, user } = await pkceSignIn('google', claims);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.refresh_token).toBeTruthy();
    expect(session.provider_token).toBeTruthy();
    expect(user.email).toBe(claims['email']);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({
      iss: google.issuer,
      sub: claims['sub'],
      provider_id: claims['sub'],
      email: claims['email'],
      email_verified: true,
      name: 'Chiamaka Eze',
      full_name: 'Chiamaka Eze',
      picture: claims['picture'],
      avatar_url: claims['picture'],
    });
    expect(user.identities?.map((i) => [i.provider, i.id, i.user_id])).toEqual([['google', claims['sub'], user.id]]);
  });

  it('the same code cannot be exchanged twice (flow_state_not_found)', async () => {
    const { client, storage, code } = await pkceLanding('google', { claims: person() });
    // auth-js forgets the verifier after a successful exchange, so the replay runs from a copy of the storage.
    const replayStorage = new Map(storage);
    expect((await client.auth.exchangeCodeForSession(code!)).error).toBeNull();
    const { error } = await t.client({ flowType: 'pkce', storage: replayStorage }).auth.exchangeCodeForSession(code!);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('flow_state_not_found');
  });

  it('onAuthStateChange reports SIGNED_IN after the exchange', async () => {
    const { client, code } = await pkceLanding('google', { claims: person() });
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.exchangeCodeForSession(code!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toContain('SIGNED_IN');
    expect((await client.auth.getUser()).data.user?.app_metadata['provider']).toBe('google');
  });

  it("keeps redirect_to's own query parameters (such as sb_flow_id) next to the code", async () => {
    const { landing, code } = await pkceLanding(
      'google',
      { claims: person() },
      { redirectTo: `${onboarding()}?sb_flow_id=abc123&step=2` },
    );
    expect(landing.searchParams.get('sb_flow_id')).toBe('abc123');
    expect(landing.searchParams.get('step')).toBe('2');
    expect(code).toBeTruthy();
  });

  it('sends the provider its own PKCE challenge (S256), a nonce and our callback, and then the matching verifier', async () => {
    const before = google.seen.length;
    await pkceSignIn('google', person());
    const [authorize, token] = google.seen.slice(before);
    expect(authorize?.path).toBe('/authorize');
    expect(token?.path).toBe('/token');
    expect(authorize?.params).toMatchObject({
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: `${t.url}/auth/v1/callback`,
    });
    expect(authorize?.params['scope']?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(authorize?.params['nonce']?.length).toBeGreaterThanOrEqual(32);
    const verifier = token?.params['code_verifier'] ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authorize?.params['code_challenge']);
    expect(token?.params).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: `${t.url}/auth/v1/callback`,
    });
  });

  it("does not forward the browser's PKCE challenge to the provider", async () => {
    // The client's challenge belongs to our code exchange; the provider gets a different one of ours.
    const storage = new Map<string, string>();
    const { data } = await t
      .client({ flowType: 'pkce', storage })
      .auth.signInWithOAuth({ provider: 'google', options: { redirectTo: onboarding(), skipBrowserRedirect: true } });
    const ours = new URL(data.url!).searchParams.get('code_challenge');
    const response = await fetch(data.url!, { redirect: 'manual' });
    const toProvider = new URL(response.headers.get('location')!);
    expect(ours).toBeTruthy();
    expect(toProvider.searchParams.getAll('code_challenge')).toHaveLength(1);
    expect(toProvider.searchParams.get('code_challenge')).not.toBe(ours);
  });

  it('refuses an id_token whose nonce is not the one sent', async () => {
    const { landing } = await pkceLanding('google', { claims: person({ nonce: 'not-the-nonce-we-sent' }) });
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect(fragment(landing).get('error')).toBe(landing.searchParams.get('error'));
  });

  it('refuses an id_token issued to another client', async () => {
    const { landing } = await pkceLanding('google', { claims: person({ aud: 'someone-else' }) });
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error')).toBeTruthy();
  });

  it('refuses to replay the callback once it has issued a code', async () => {
    const { hops } = await pkceLanding('google', { claims: person() });
    const callback = hops.at(-1)!.url;
    const response = await fetch(callback, { redirect: 'manual' });
    const landing = new URL(response.headers.get('location')!);
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(landing.searchParams.get('code')).toBeNull();
  });
});

describe('implicit flow (Google)', () => {
  async function implicitLanding(claims: Record<string, unknown>) {
    const client = t.client({ flowType: 'implicit' });
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: onboarding(), skipBrowserRedirect: true },
    });
    // The implicit client sends no challenge, which is what makes the server answer tokens in the fragment.
    expect(new URL(data.url!).searchParams.has('code_challenge')).toBe(false);
    const { landing } = await browse(data.url!, { outcome: { claims } });
    return { client, landing };
  }

  it('lands with the session in the fragment and nothing in the query', async () => {
    const { landing } = await implicitLanding(person());
    const params = fragment(landing);
    const now = Math.floor(Date.now() / 1000);
    expect(`${landing.origin}${landing.pathname}`).toBe(onboarding());
    expect(landing.search).toBe('');
    expect(params.get('access_token')?.split('.')).toHaveLength(3);
    expect(params.get('refresh_token')).toBeTruthy();
    expect(params.get('provider_token')).toBeTruthy();
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('expires_in')).toBe('3600');
    expect(Number(params.get('expires_at'))).toBeGreaterThanOrEqual(now + 3590);
    expect(Number(params.get('expires_at'))).toBeLessThanOrEqual(now + 3610);
  });

  it('setSession with the fragment tokens signs the client in as the Google user', async () => {
    const claims = person();
    const { client, landing } = await implicitLanding(claims);
    const params = fragment(landing);
    const { data, error } = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(claims['email']);
    expect(data.user?.app_metadata['provider']).toBe('google');
    expect((await client.auth.getUser()).data.user?.id).toBe(data.user?.id);
  });
});

describe('Apple (response_mode=form_post)', () => {
  it('asks Apple for the name and e-mail scopes with response_mode=form_post', async () => {
    const { data } = await t
      .client({ flowType: 'pkce' })
      .auth.signInWithOAuth({ provider: 'apple', options: { redirectTo: onboarding(), skipBrowserRedirect: true } });
    const response = await fetch(data.url!, { redirect: 'manual' });
    const toApple = new URL(response.headers.get('location')!);
    expect(response.status).toBe(302);
    expect(toApple.origin).toBe(apple.issuer);
    expect(toApple.searchParams.get('response_mode')).toBe('form_post');
    expect(toApple.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'name']));
  });

  it('signs in from the form POST; the name from the `user` field lands in user_metadata', async () => {
    // Apple sends the name only in the form, once, and never in the id_token; email_verified is a string there.
    const claims = person({ name: undefined, picture: undefined, email_verified: 'true' });
    const user = JSON.stringify({ name: { firstName: 'Ngozi', lastName: 'Okafor' }, email: claims['email'] });
    const result = await pkceSignIn('apple', claims, { formPost: { user } });
    expect(result.hops.at(-1)).toMatchObject({ method: 'POST', status: 303 });
    expect(result.user.app_metadata).toEqual({ provider: 'apple', providers: ['apple'] });
    expect(result.user.email).toBe(claims['email']);
    expect(result.user.email_confirmed_at).toBeTruthy();
    expect(result.user.user_metadata).toMatchObject({
      name: 'Ngozi Okafor',
      full_name: 'Ngozi Okafor',
      iss: apple.issuer,
      sub: claims['sub'],
    });
  });

  it('keeps the name from the first sign-in when a later form has no `user` field', async () => {
    const claims = person({ name: undefined, picture: undefined });
    const user = JSON.stringify({ name: { firstName: 'Ngozi', lastName: 'Okafor' } });
    const first = await pkceSignIn('apple', claims, { formPost: { user } });
    const again = await pkceSignIn('apple', claims, { formPost: {} });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.user_metadata['name']).toBe('Ngozi Okafor');
  });
});

describe('finding and linking accounts', () => {
  it('the same Google account signing in again gets the same user, with one identity', async () => {
    const claims = person();
    const first = await pkceSignIn('google', claims);
    const second = await pkceSignIn('google', { ...claims, name: 'Chiamaka Eze-Obi' });
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.identities).toHaveLength(1);
    expect(second.user.user_metadata['name']).toBe('Chiamaka Eze-Obi');
  });

  it('an e-mail/password user with the same verified address gets the Google identity linked', async () => {
    const email = uniqueEmail('linked');
    const signUp = await t
      .client()
      .auth.signUp({ email, password: 'kasa-nkwu-42', options: { data: { first_name: 'Ada' } } });
    expect(signUp.error).toBeNull();
    const { user } = await pkceSignIn('google', person({ email: email.toUpperCase() }));
    expect(user.id).toBe(signUp.data.user?.id);
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email', 'google'] });
    expect(user.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
    // What the user chose keeps priority over the provider's claims.
    expect(user.user_metadata['first_name']).toBe('Ada');
  });

  it('an unverified address from the provider does not get into an existing account', async () => {
    const email = uniqueEmail('unverified');
    const signUp = await t.client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    expect(signUp.error).toBeNull();
    const { landing } = await pkceLanding('google', { claims: person({ email, email_verified: false }) });
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_code')).toBe('provider_email_needs_verification');
  });

  it('an address the provider did not verify at first is confirmed once it does', async () => {
    const claims = person({ email_verified: false });
    const first = await pkceSignIn('google', claims);
    expect(first.user.email_confirmed_at).toBeUndefined();
    const again = await pkceSignIn('google', { ...claims, email_verified: true });
    expect(again.user.id).toBe(first.user.id);
    expect(again.user.email_confirmed_at).toBeTruthy();
  });

  it('an account made through a provider with an unverified address ends its sign-ins when the verified owner arrives', async () => {
    // Someone signs in with an address the provider has not verified, then its owner signs in with a verified one.
    const email = uniqueEmail('squatted');
    const squatter = await pkceSignIn('google', person({ email, email_verified: false }));
    const owner = await pkceSignIn('google', person({ email }));
    expect(owner.user.id).toBe(squatter.user.id);
    expect(owner.user.identities?.map((i) => i.id)).toEqual([owner.user.user_metadata['sub']]);
    expect((await squatter.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('a banned user is refused at the callback', async () => {
    const claims = person();
    const { user } = await pkceSignIn('google', claims);
    await t.server.database.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, user.id));
    const { landing } = await pkceLanding('google', { claims });
    expect(landing.searchParams.get('code')).toBeNull();
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_code')).toBe('user_banned');
  });
});

describe('an unconfirmed e-mail/password account with the same address (confirmation on)', () => {
  const squatterPassword = 'kasa-nkwu-42';

  /** Someone registers the address with a password and never confirms it; then its owner signs in with Google. */
  async function squattedThenOwnerSignsIn() {
    const email = uniqueEmail('preclaimed');
    const signUp = await confirming
      .client()
      .auth.signUp({ email, password: squatterPassword, options: { data: { first_name: 'Mallory' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const owner = await pkceSignIn('google', person({ email }), { server: confirming });
    return { email, registered: signUp.data.user!, owner: owner.user };
  }

  it("goes to the provider's verified owner, confirmed", async () => {
    const { registered, owner } = await squattedThenOwnerSignsIn();
    expect(owner.id).toBe(registered.id);
    expect(owner.email_confirmed_at).toBeTruthy();
  });

  it('no longer opens with the password set by whoever registered it', async () => {
    const { email } = await squattedThenOwnerSignsIn();
    const { error } = await confirming.client().auth.signInWithPassword({ email, password: squatterPassword });
    expect(error?.code).toBe('invalid_credentials');
  });

  it("keeps only the Google identity and the provider's metadata", async () => {
    const { owner } = await squattedThenOwnerSignsIn();
    expect(owner.identities?.map((i) => i.provider)).toEqual(['google']);
    expect(owner.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(owner.user_metadata).not.toHaveProperty('first_name');
    expect(owner.user_metadata['name']).toBe('Chiamaka Eze');
  });
});

describe('errors', () => {
  const versioned = { 'x-supabase-api-version': '2024-01-01' };

  it('a provider that is not configured answers 400 validation_failed', async () => {
    // `confirming` has no AUTH_APPLE_* settings.
    const response = await fetch(
      `${confirming.url}/auth/v1/authorize?provider=apple&redirect_to=${encodeURIComponent(`${confirming.url}/onboarding`)}`,
      { redirect: 'manual', headers: versioned },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
  });

  it('an unknown provider answers 400 validation_failed', async () => {
    const response = await fetch(`${t.url}/auth/v1/authorize?provider=myspace`, {
      redirect: 'manual',
      headers: versioned,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it("the provider's refusal reaches redirect_to in both the query and the fragment", async () => {
    const { landing } = await pkceLanding('google', {
      error: 'access_denied',
      error_description: 'The user cancelled the sign-in',
    });
    expect(`${landing.origin}${landing.pathname}`).toBe(onboarding());
    for (const params of [landing.searchParams, fragment(landing)]) {
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('error_code')).toBe('access_denied');
      expect(params.get('error_description')).toBe('The user cancelled the sign-in');
    }
    expect(landing.searchParams.get('code')).toBeNull();
  });

  it('a callback with an unknown or forged state lands on the site URL with bad_oauth_state', async () => {
    for (const state of [randomUUID(), 'forged', '']) {
      const response = await fetch(`${t.url}/auth/v1/callback?code=anything&state=${state}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      const landing = new URL(response.headers.get('location')!);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${t.url}/`);
      expect(landing.searchParams.get('error')).toBe('invalid_request');
      expect(landing.searchParams.get('error_code')).toBe('bad_oauth_state');
      expect(fragment(landing).get('error_code')).toBe('bad_oauth_state');
    }
  });

  it('a redirect_to on a foreign host falls back to the site URL', async () => {
    const { landing, code } = await pkceLanding(
      'google',
      { claims: person() },
      { redirectTo: 'https://evil.example.com/steal' },
    );
    expect(landing.origin).toBe(t.url);
    expect(landing.pathname).toBe('/');
    expect(code).toBeTruthy();
  });
});

describe('repeated query parameters (D6)', () => {
  const flows = async () => (await t.server.database.db.select({ n: count() }).from(flowStates))[0]!.n;
  it.each([
    ['provider', '/authorize?provider=google&provider=apple'],
    ['scopes', '/authorize?provider=google&scopes=a&scopes=b'],
    ['token', '/verify?type=signup&token=a&token=b'],
  ])('a repeated %s answers 400 and stores no sign-in flow', async (name, path) => {
    const before = await flows();
    const response = await fetch(`${t.url}/auth/v1${path}`, {
      redirect: 'manual',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: `The query parameter '${name}' may be given only once`,
    });
    expect(await flows()).toBe(before);
  });
});
