// Behind a pooler in transaction mode, prepared statements cannot be used: DATABASE_URL takes `?prepare=false`
// (README, hosted mode). The hot paths that normally run prepared (callers, rate limits, completion batches)
// must work the same way without them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionBody } from '../helpers/completion.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!serverUrl)('PostgreSQL with ?prepare=false', { timeout: 60_000 }, () => {
  let t: TestServer;
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    const url = new URL(scratch.url);
    url.searchParams.set('prepare', 'false');
    t = await startTestServer({
      AUTH_RATE_LIMIT_OTP: '1000',
      CONTENT_DIR: FIXTURE_CONTENT,
      DATABASE_URL: url.toString(),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  const completion = completionBody;
  const complete = (token: string, body: unknown) =>
    fetch(`${t.url}/api/progress/lesson/complete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('reaches the database driver: it prepares nothing', () => {
    const client = (t.server.database.db as unknown as { $client: { options: { prepare: boolean } } }).$client;
    expect(client.options.prepare).toBe(false);
  });

  it('signs learners up and records their completions, concurrent ones batched, with the same results', async () => {
    const learners = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { data, error } = await t
          .client()
          .auth.signUp({ email: uniqueEmail('unprepared'), password: 'kasa-nkwu-42' });
        expect(error).toBeNull();
        return data.session!.access_token;
      }),
    );
    // Arriving together, these share one batch: the first lessons are accepted, the locked one refused.
    const answers = await Promise.all([
      ...learners.map((token) => complete(token, completion('1-0'))),
      complete(learners[0]!, completion('2-0')),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 409]);
    const first = (await answers[0]!.json()).data;
    expect(first.progress).toMatchObject({
      completedLessons: ['1-0'],
      currentLessonId: '1-1',
      totalLessonsCompleted: 1,
    });
    const next = await complete(learners[0]!, completion('1-1'));
    expect(next.status).toBe(200);
    expect((await next.json()).data.progress.completedLessons).toEqual(['1-0', '1-1']);
    const overview = await fetch(`${t.url}/api/progress/overview`, {
      headers: { authorization: `Bearer ${learners[1]}` },
    });
    expect(overview.status).toBe(200);
    expect((await overview.json()).data.lessonsCompleted).toBe(1);
  });
});
