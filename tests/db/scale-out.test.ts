// Three servers on one PostgreSQL, requests spread over them: sessions, refresh rotation, duplicate completions
// and sign-ups hold as on one server.
import { count, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonCompletions, users } from '../../src/server/db/schema.ts';
import { completionBody } from '../helpers/completion.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!serverUrl)('three instances on one PostgreSQL', { timeout: 90_000 }, () => {
  let scratch: ScratchDatabase;
  let servers: TestServer[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const shared = {
      DATABASE_URL: scratch.url,
      AUTH_JWT_KEY: JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'shared-key' }),
      AUTH_REFRESH_SECRET: 'a-refresh-secret-every-instance-shares-0123456789',
      AUTH_RATE_LIMIT_OTP: '1000',
      CONTENT_DIR: FIXTURE_CONTENT,
      // Behind one load balancer every instance has the site's address, which is also the tokens' issuer.
      SITE_URL: 'http://lugha.test',
    };
    // One after another here; the migrations' advisory lock is what lets them start together in production.
    for (let i = 0; i < 3; i++) servers.push(await startTestServer(shared));
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
    await scratch?.drop();
  });

  const a = () => servers[0]!;
  const b = () => servers[1]!;
  const c = () => servers[2]!;
  const refresh = (server: TestServer, token: string) =>
    fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    });
  const me = (server: TestServer, token: string) =>
    fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  const signUp = async () =>
    (
      await a()
        .client()
        .auth.signUp({ email: uniqueEmail('scale'), password: 'kasa-nkwu-42' })
    ).data;

  it('a session from one instance works on the others, and its refresh token rotates across them', async () => {
    const { session } = await signUp();
    for (const server of [a(), b(), c()]) expect((await me(server, session!.access_token)).status).toBe(200);
    const r1 = await (await refresh(a(), session!.refresh_token)).json();
    const r2 = await (await refresh(b(), r1.refresh_token)).json();
    expect(r2.refresh_token).not.toBe(r1.refresh_token);
    // Within the reuse window a parent token answers with the active one, wherever it is sent.
    const replayed = await refresh(c(), r1.refresh_token);
    expect(replayed.status).toBe(200);
    expect((await replayed.json()).refresh_token).toBe(r2.refresh_token);
    expect((await me(c(), r2.access_token)).status).toBe(200);
  });

  it('racing refreshes of one token on all three instances all succeed and leave one active token', async () => {
    const { session } = await signUp();
    const answers = await Promise.all(
      [a(), b(), c(), a(), b(), c()].map((server) => refresh(server, session!.refresh_token)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const tokens = new Set((await Promise.all(answers.map((r) => r.json()))).map((s) => s.refresh_token));
    expect(tokens.size).toBe(1);
    expect((await refresh(b(), [...tokens][0]!)).status).toBe(200);
  });

  it('one completion sent to every instance at once is stored and awarded once', async () => {
    const { session, user } = await signUp();
    const body = completionBody('1-0');
    const answers = await Promise.all(
      [a(), b(), c(), a(), b(), c()].map((server) =>
        fetch(`${server.url}/api/progress/lesson/complete`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session!.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const xp = new Set((await Promise.all(answers.map((r) => r.json()))).map((r) => r.data.xpEarned));
    expect(xp.size).toBe(1);
    const rows = await a()
      .server.database.db.select({ n: count() })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, user!.id));
    expect(rows[0]!.n).toBe(1);
  });

  it('racing sign-ups of one address across the instances make one account', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [a(), b(), c(), a(), b(), c()].map((server) =>
        fetch(`${server.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'kasa-nkwu-42' }),
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const rows = await a().server.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(rows[0]!.n).toBe(1);
  });
});
