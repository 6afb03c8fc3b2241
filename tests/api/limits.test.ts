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

  it('a completion over the limit writes nothing and says when to come back, as the other limited routes do', async () => {
    const token = await learner();
    const answers = [];
    // The lesson's first completion and two replays of it take the three; the next lesson's is one too many.
    for (const lessonId of ['1-0', '1-0', '1-0', '1-1'])
      answers.push(await api('/progress/lesson/complete', token, completionBody(lessonId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => a.headers.get('x-ratelimit-limit'))).toEqual(['3', '3', '3', '3']);
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(answers.slice(0, 3).map((a) => a.headers.get('retry-after'))).toEqual([null, null, null]);
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answers[3]!.json()).toEqual({
      success: false,
      data: null,
      error: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
    });
    const progress = (await (await api('/progress/language/igbo', token)).json()).data;
    expect(progress.completedLessons).toEqual(['1-0']);
  });

  it('completions sent at once are counted in turn: as many as the limit are written, the rest refused', async () => {
    const token = await learner();
    // One lesson, five completion ids: whichever order they arrive in, each counted one answers 200.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api('/progress/lesson/complete', token, completionBody('1-0'))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining')).sort()).toEqual(['0', '0', '0', '1', '2']);
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
