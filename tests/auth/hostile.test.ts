// Bad input to /auth/v1: each gets a clear 4xx and nothing is stored. Also rate limits, CORS and headers.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { shiftedClock } from '../helpers/drivers.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

// The window is long enough for four sign-ups (each hashes a password) on a slow, shared machine; the test sees it
// end by moving the server's clock past it rather than waiting.
const windowMs = 10 * 60 * 1000;
const clock = shiftedClock();
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(
    {
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_OTP: '3',
      AUTH_RATE_LIMIT_TOKEN: '4',
      AUTH_RATE_LIMIT_WINDOW_MS: String(windowMs),
    },
    { now: clock.now },
  );
});
afterAll(() => t?.close());

let ip = 0;
/** Each request in these tests comes from its own address, so rate limits do not mix them up. */
const freshIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      'x-forwarded-for': freshIp(),
      ...headers,
    },
    body,
  });
const userCount = async () => (await t.server.database.db.select({ n: count() }).from(users))[0]!.n;

describe('bad bodies', () => {
  it.each([
    ['malformed JSON', '{"email": "a@example.com", "password": '],
    ['a JSON array', '["a@example.com"]'],
    ['a JSON string', '"hello"'],
    ['an e-mail that is a number', JSON.stringify({ email: 12345, password: 'kasa-nkwu-42' })],
    ['a password that is an object', JSON.stringify({ email: 'typed@example.com', password: { $gt: '' } })],
    ['metadata that is a list', JSON.stringify({ email: 'list@example.com', password: 'kasa-nkwu-42', data: [1, 2] })],
  ])('sign-up with %s answers 400 bad_json and stores nothing', async (_label, body) => {
    const before = await userCount();
    const response = await post('/signup', body);
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.code).toBe('bad_json');
    expect(json.message).toMatch(/^Could not parse request body as JSON/);
    expect(await userCount()).toBe(before);
  });

  it('a 1 MB body answers 413 and stores nothing', async () => {
    const before = await userCount();
    const response = await post(
      '/signup',
      JSON.stringify({ email: uniqueEmail(), password: 'kasa-nkwu-42', data: { bio: 'x'.repeat(1024 * 1024) } }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('request_too_large');
    expect(await userCount()).toBe(before);
  });

  it('a body that is not JSON (multipart) answers 415', async () => {
    const response = await post('/signup', '--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(415);
    expect((await response.json()).code).toBe('validation_failed');
  });

  it.each(['ñandú@exámple.com', 'learner@例え.jp', 'ада@пример.рф'])(
    'the unicode address %s answers 400 and stores nothing',
    async (email) => {
      const before = await userCount();
      const response = await post('/signup', JSON.stringify({ email, password: 'kasa-nkwu-42' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
      expect(await userCount()).toBe(before);
    },
  );

  it('SQL-looking input is refused or stored as plain text, and the tables survive', async () => {
    const injected = await post(
      '/signup',
      JSON.stringify({ email: "x'; drop table auth_users; --@example.com", password: 'kasa-nkwu-42' }),
    );
    expect(injected.status).toBe(400);
    const email = uniqueEmail('sql');
    const name = "Robert'); DROP TABLE auth_users;--";
    const ok = await post(
      '/signup',
      JSON.stringify({ email, password: "' OR '1'='1' --", data: { first_name: name } }),
    );
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.user_metadata.first_name).toBe(name);
    const signIn = await post('/token?grant_type=password', JSON.stringify({ email, password: "' OR 1=1 --" }));
    expect(signIn.status).toBe(400);
    expect((await signIn.json()).code).toBe('invalid_credentials');
    const tables = await t.server.database.db.execute(sql`select count(*) as n from auth_users`);
    expect(tables).toBeTruthy();
  });

  it("an unknown grant type answers 400 'unsupported_grant_type'", async () => {
    const response = await post('/token?grant_type=magic', '{}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  it('a password sign-in without an address answers missing email or phone', async () => {
    const response = await post('/token?grant_type=password', JSON.stringify({ password: 'x' }));
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
  });

  it('an unknown auth path answers a JSON 404', async () => {
    const response = await fetch(`${t.url}/auth/v1/no-such-path`, {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('not_found');
  });
});

describe('rate limits per client address', () => {
  it('the fourth sign-up in the window answers 429, another address is unaffected, and the window ends', async () => {
    const address = '203.0.113.7';
    const signUp = (from: string) =>
      post('/signup', JSON.stringify({ email: uniqueEmail(), password: 'kasa-nkwu-42' }), { 'x-forwarded-for': from });
    for (let i = 0; i < 3; i++) expect((await signUp(address)).status).toBe(200);
    const limited = await signUp(address);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await signUp('203.0.113.8')).status).toBe(200);
    expect((await clock.later(windowMs + 1000, () => signUp(address))).status).toBe(200);
  });

  it('token requests have their own limit', async () => {
    const address = '198.51.100.9';
    const attempt = () =>
      post('/token?grant_type=password', JSON.stringify({ email: 'nobody@example.com', password: 'x' }), {
        'x-forwarded-for': address,
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('the limit is counted in the database, where every server shares it', async () => {
    const rows = await t.server.database.db.execute(
      sql`select key from rate_limits where key like 'auth:otp:203.0.113.7'`,
    );
    expect(JSON.stringify(rows)).toContain('auth:otp:203.0.113.7');
  });
});

describe('headers', () => {
  it('sends security headers', async () => {
    const response = await fetch(`${t.url}/auth/v1/settings`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('allows no other origin by default', async () => {
    const response = await fetch(`${t.url}/auth/v1/settings`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('ALLOWED_ORIGINS widens CORS and exposes X-Supabase-Api-Version', async () => {
    const wide = await startTestServer({ ALLOWED_ORIGINS: 'https://app.example' });
    try {
      const preflight = await fetch(`${wide.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,apikey,x-supabase-api-version',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
      const response = await fetch(`${wide.url}/auth/v1/settings`, { headers: { origin: 'https://app.example' } });
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    } finally {
      await wide.close();
    }
  });

  it('settings name the enabled sign-in methods', async () => {
    const settings = await (await fetch(`${t.url}/auth/v1/settings`)).json();
    expect(settings.external).toMatchObject({ email: true, google: false, apple: false, phone: false });
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe('user metadata limits (D3, D5) and reserved keys (D9)', () => {
  const deep = (levels: number): unknown => {
    let value: unknown = 'bottom';
    for (let i = 0; i < levels; i++) value = [value];
    return value;
  };
  const put = (token: string, data: unknown) =>
    fetch(`${t.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        'x-forwarded-for': freshIp(),
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ data }),
    });
  const signUp = async () => {
    const email = uniqueEmail('meta');
    const response = await post('/signup', JSON.stringify({ email, password: 'kasa-nkwu-42' }));
    const session = await response.json();
    return {
      email,
      token: session.access_token as string,
      refresh: session.refresh_token as string,
      id: session.user.id as string,
    };
  };

  it.each([
    ['nested 4,000 levels deep', { x: deep(4000) }, /deeper than 8 levels/],
    ['nested 9 levels deep', { x: deep(9) }, /deeper than 8 levels/],
    ['with 101 keys', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])), /more than 100 keys/],
    ['larger than 16 KB', { bio: 'x'.repeat(17 * 1024) }, /larger than 16 KB/],
    ['with a NUL character', { first_name: 'a\u0000b' }, /NUL character or an unpaired surrogate/],
    ['with a lone high surrogate', { first_name: 'a\ud800b' }, /unpaired surrogate/],
    ['with a lone low surrogate', { first_name: '\udfff' }, /unpaired surrogate/],
    ['with a NUL in a key', { 'a\u0000': 1 }, /NUL character/],
  ])('sign-up with metadata %s answers 400 and stores nothing', async (_label, data, message) => {
    const before = await userCount();
    const response = await post(
      '/signup',
      JSON.stringify({ email: uniqueEmail('meta'), password: 'kasa-nkwu-42', data }),
    );
    expect(response.status).toBe(400);
    const json = await response.json();
    expect(json.code).toBe('validation_failed');
    expect(json.message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('an update with metadata past the limits answers 400, changes nothing, and the account still refreshes and signs in', async () => {
    const { email, token, refresh } = await signUp();
    for (const data of [{ deep: deep(4000) }, { first_name: 'a\u0000b' }, { first_name: 'a\ud800b' }]) {
      const response = await put(token, data);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('validation_failed');
    }
    const refreshed = await post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: refresh }));
    expect(refreshed.status).toBe(200);
    expect((await post('/token?grant_type=password', JSON.stringify({ email, password: 'kasa-nkwu-42' }))).status).toBe(
      200,
    );
  });

  it('an update that would grow the stored metadata past its limits answers 400', async () => {
    const { token } = await signUp();
    const half = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`a${i}`, i]));
    expect((await put(token, half)).status).toBe(200);
    expect((await put(token, Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`b${i}`, i])))).status).toBe(400);
  });

  it('an account whose metadata was stored before the limits still signs in', async () => {
    const { email, id } = await signUp();
    await t.server.database.db.execute(
      sql`update auth_users set raw_user_meta_data = ${JSON.stringify({ deep: deep(4000) })}::jsonb where id = ${id}`,
    );
    const response = await post('/token?grant_type=password', JSON.stringify({ email, password: 'kasa-nkwu-42' }));
    expect(response.status).toBe(200);
    expect((await response.json()).access_token).toEqual(expect.any(String));
  });

  it('an update cannot set the identity keys of user_metadata, as sign-up cannot (D9)', async () => {
    const { email, token, id } = await signUp();
    const response = await put(token, {
      sub: '00000000-0000-0000-0000-000000000000',
      email: 'someone-else@example.com',
      email_verified: false,
      phone_verified: true,
      nickname: 'Ada',
    });
    expect(response.status).toBe(200);
    const metadata = (await response.json()).user_metadata;
    expect(metadata).toMatchObject({ sub: id, email, email_verified: true, phone_verified: false, nickname: 'Ada' });
    expect((await put(token, { sub: null, email: null })).status).toBe(200);
    const after = await (
      await fetch(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(after.user_metadata).toMatchObject({ sub: id, email });
  });
});

describe('cross-site forms (D11)', () => {
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${t.url}/auth/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'x-forwarded-for': freshIp(),
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('a form-encoded sign-in answers 415 and starts no session', async () => {
    const email = uniqueEmail('form');
    expect((await post('/signup', JSON.stringify({ email, password: 'kasa-nkwu-42' }))).status).toBe(200);
    const sessions = async () =>
      JSON.stringify(await t.server.database.db.execute(sql`select count(*)::int as n from auth_sessions`));
    const before = await sessions();
    const response = await form('/token?grant_type=password', { email, password: 'kasa-nkwu-42' });
    expect(response.status).toBe(415);
    expect(await response.text()).not.toContain('access_token');
    expect(await sessions()).toBe(before);
  });

  it.each(['/recover', '/signup', '/resend', '/otp', '/verify'])(
    'a form-encoded POST %s answers 4xx and sends no mail',
    async (path) => {
      const mails = t.outbox.length;
      const response = await form(path, { email: uniqueEmail('form'), password: 'kasa-nkwu-42', type: 'signup' });
      expect([404, 415]).toContain(response.status);
      expect(t.outbox.length).toBe(mails);
    },
  );
});

describe('repeated query parameters on /api (D6)', () => {
  it.each(['/languages?status=active&status=coming_soon', '/progress/overview?timeZone=UTC&timeZone=Africa/Lagos'])(
    '%s answers 400 in the envelope',
    async (path) => {
      const response = await fetch(`${t.url}/api${path}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        data: null,
        code: 'invalid_query',
        error: expect.stringContaining('only once'),
      });
    },
  );
});
