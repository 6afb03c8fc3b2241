// Rate limits of the product API: per learner for signed-in calls, per address for calls without a valid token.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionBody } from '../helpers/completion.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

let t: TestServer;
beforeAll(async () => {
  // No TRUST_PROXY: every learner here comes from 127.0.0.1, like a class behind one school address.
  t = await startTestServer({
    API_RATE_LIMIT_COMPLETIONS: '3',
    API_RATE_LIMIT_CALLS: '4',
    AUTH_RATE_LIMIT_OTP: '100',
    CONTENT_DIR: FIXTURE_CONTENT,
  });
}, 60_000);
afterAll(() => t?.close());

const learner = async () => {
  const { data } = await t.client().auth.signUp({ email: uniqueEmail('class'), password: 'kasa-nkwu-42' });
  return data.session!.access_token;
};
const api = (path: string, token?: string, body?: unknown) =>
  fetch(`${t.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('per-learner limits', { timeout: 60_000 }, () => {
  it('one learner at the completion limit does not hold back a classmate on the same address', async () => {
    const [ada, obi] = [await learner(), await learner()];
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api('/progress/lesson/complete', ada, completionBody('1-0'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await api('/progress/lesson/complete', obi, completionBody('1-0'))).status).toBe(200);
  });

  it('other signed-in calls count per learner too', async () => {
    const [ada, obi] = [await learner(), await learner()];
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('/me', ada)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await api('/me', obi)).status).toBe(200);
  });

  it('calls without a valid token count per address, apart from the learners', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('/me', i % 2 ? 'not-a-token' : undefined)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await api('/me', await learner())).status).toBe(200);
  });

  it('the counters live in the database, where every server shares them', async () => {
    const rows = JSON.stringify(
      await t.server.database.db.execute(sql`select key from rate_limits where key like 'api:%'`),
    );
    expect(rows).toMatch(/api:complete:learner:[0-9a-f-]{36}/);
    expect(rows).toContain('api:calls:address:127.0.0.1');
  });
});
