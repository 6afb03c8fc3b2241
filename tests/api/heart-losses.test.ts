// Hearts lost during a lesson, recorded as they happen: counted once, never again by the lesson's completion, and read
// back the same everywhere (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';
import { FIXTURE_CONTENT } from '../helpers/fixture-content.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'hearts lost during a lesson', { timeout: 60_000 }, () => {
    const server = serverOn(driver, { CONTENT_DIR: FIXTURE_CONTENT });

    const learner = async () => {
      const { data } = await server().client().auth.signUp({ email: uniqueEmail(), password: 'kasa-nkwu-42' });
      return data.session!.access_token;
    };
    const post = (token: string | null, path: string, body: unknown, raw = false) =>
      fetch(`${server().url}/api${path}`, {
        method: 'POST',
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        body: raw ? (body as string) : JSON.stringify(body),
      });
    const complete = async (token: string, lessonId: string, extra: Record<string, unknown> = {}) => {
      const response = await post(
        token,
        '/progress/lesson/complete',
        completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC', ...extra }),
      );
      expect(response.status).toBe(200);
      return (await response.json()).data as { progress: { currentHearts: number } };
    };
    const loss = (lessonId: string, attemptId: string, extra: Record<string, unknown> = {}) => ({
      lossId: randomUUID(),
      lessonId,
      attemptId,
      lostAt: new Date().toISOString(),
      timeZone: 'UTC',
      ...extra,
    });
    const lose = async (token: string, body: Record<string, unknown>, language = 'igbo') => {
      const response = await post(token, `/progress/${language}/heart-losses`, body);
      expect(response.status).toBe(200);
      return (await response.json()).data as {
        counts: boolean;
        alreadyRecorded: boolean;
        progress: { currentHearts: number };
      };
    };
    const heartsOnServer = async (token: string) => {
      const response = await fetch(`${server().url}/api/progress/language/igbo?timeZone=UTC`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()).data as { currentHearts: number }).currentHearts;
    };
    const refusal = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as { code: string; error: string }),
    });

    it('takes a heart at once, and a replayed loss takes nothing more', async () => {
      const token = await learner();
      for (const id of ['1-0', '1-1']) await complete(token, id);
      const attempt = randomUUID();
      const first = loss('1-2', attempt);
      expect((await lose(token, first)).progress.currentHearts).toBe(4);
      const again = await lose(token, first);
      expect(again).toMatchObject({ alreadyRecorded: true, counts: true, progress: { currentHearts: 4 } });
      expect((await lose(token, loss('1-2', attempt))).progress.currentHearts).toBe(3);
      expect(await heartsOnServer(token)).toBe(3);
    });

    it("the lesson's completion does not take the hearts its losses already took", async () => {
      const token = await learner();
      for (const id of ['1-0', '1-1']) await complete(token, id);
      const attempt = randomUUID();
      await lose(token, loss('1-2', attempt));
      await lose(token, loss('1-2', attempt));
      const { progress } = await complete(token, '1-2', { completionId: attempt, mistakes: 3, attempts: 9 });
      // Three mistakes, two of them already charged as they happened: one heart more, not three.
      expect(progress.currentHearts).toBe(2);
      expect(await heartsOnServer(token)).toBe(2);
    });

    it('charges three mistakes three hearts whatever order its two losses and its completion arrive in', async () => {
      // The device sends losses through the offline queue and the completion through another: any of the three may
      // arrive first. A loss after its completion counts nothing, and the completion charges what is still owed.
      for (const order of [
        ['loss', 'loss', 'complete'],
        ['loss', 'complete', 'loss'],
        ['complete', 'loss', 'loss'],
      ] as const) {
        const token = await learner();
        for (const id of ['1-0', '1-1']) await complete(token, id);
        const attempt = randomUUID();
        for (const step of order) {
          if (step === 'loss') await lose(token, loss('1-2', attempt));
          else await complete(token, '1-2', { completionId: attempt, mistakes: 3, attempts: 9 });
        }
        expect({ order, hearts: await heartsOnServer(token) }).toEqual({ order, hearts: 2 });
      }
    });

    it('a loss sent after its completion, or in a memory game, takes nothing', async () => {
      const token = await learner();
      for (const id of ['1-0', '1-1']) await complete(token, id);
      const attempt = randomUUID();
      await complete(token, '1-2', { completionId: attempt, mistakes: 1, attempts: 5 });
      expect(await lose(token, loss('1-2', attempt))).toMatchObject({ counts: false, progress: { currentHearts: 4 } });
      expect(await lose(token, loss('1-3', randomUUID()))).toMatchObject({
        counts: false,
        progress: { currentHearts: 4 },
      });
      expect(await heartsOnServer(token)).toBe(4);
    });

    it('a loss dated yesterday takes nothing from hearts refilled today', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const yesterday = new Date(Date.now() - DAY).toISOString();
      expect(await lose(token, loss('1-2', randomUUID(), { lostAt: yesterday }))).toMatchObject({
        counts: true,
        progress: { currentHearts: 5 },
      });
    });

    it('makes the record of a learner who lost a heart before any completion', async () => {
      const token = await learner();
      expect((await lose(token, loss('1-2', randomUUID()))).progress.currentHearts).toBe(4);
      expect(await heartsOnServer(token)).toBe(4);
      // Enrolled with the record, so the course lists it and its first completion still counts.
      const enrolled = await fetch(`${server().url}/api/languages/user/enrolled`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await enrolled.json()).data as { language: { code: string } }[]).map((e) => e.language.code)).toContain(
        'igbo',
      );
      expect((await complete(token, '1-0')).progress.currentHearts).toBe(4);
    });

    it('refuses bad requests with the field and the rule, never a 500', async () => {
      const token = await learner();
      const path = '/progress/igbo/heart-losses';
      const good = loss('1-2', randomUUID());
      expect(await refusal(await post(token, path, '{"lossId":', true))).toMatchObject({
        status: 400,
        code: 'invalid_body',
      });
      expect(await refusal(await post(token, path, [good]))).toMatchObject({ status: 400, code: 'invalid_body' });
      const { lossId: _id, ...withoutId } = good;
      expect(await refusal(await post(token, path, withoutId))).toMatchObject({
        status: 400,
        code: 'invalid_field',
        error: expect.stringMatching(/^lossId: /),
      });
      expect(await refusal(await post(token, path, { ...good, attemptId: 'abc' }))).toMatchObject({
        status: 400,
        error: expect.stringMatching(/^attemptId: must be the UUID/),
      });
      expect(await refusal(await post(token, path, { ...good, lessonId: 'one' }))).toMatchObject({
        status: 400,
        error: expect.stringMatching(/^lessonId: /),
      });
      expect(await refusal(await post(token, path, { ...good, timeZone: 'Mars/Olympus' }))).toMatchObject({
        status: 400,
        error: 'timeZone: must be an IANA time zone such as Africa/Lagos',
      });
      expect(await refusal(await post(token, path, { ...good, extra: 1 }))).toMatchObject({ status: 400 });
      const future = new Date(Date.now() + DAY).toISOString();
      expect(await refusal(await post(token, path, { ...good, lostAt: future }))).toMatchObject({
        status: 400,
        error: "lostAt: is in the future: more than 5 minutes ahead of the server's clock; check the device's clock",
      });
      const old = new Date(Date.now() - 40 * DAY).toISOString();
      expect(await refusal(await post(token, path, { ...good, lostAt: old }))).toMatchObject({
        status: 400,
        error: 'lostAt: is more than 30 days ago; the server applies only what happened in the last 30 days',
      });
      expect(await refusal(await post(token, path, { ...good, lostAt: 'yesterday' }))).toMatchObject({
        status: 400,
        error: expect.stringMatching(/^lostAt: must be an ISO date/),
      });
      expect(await refusal(await post(token, '/progress/klingon/heart-losses', good))).toMatchObject({
        status: 404,
        code: 'language_not_found',
      });
      expect(await refusal(await post(token, '/progress/yoruba/heart-losses', good))).toMatchObject({
        status: 404,
        code: 'lesson_not_found',
      });
      expect(await refusal(await post(null, path, good))).toMatchObject({ status: 401 });
      // The same loss id from another learner is not theirs to replay.
      await lose(token, good);
      expect(await refusal(await post(await learner(), path, good))).toMatchObject({
        status: 409,
        code: 'loss_conflict',
      });
      expect(await heartsOnServer(token)).toBe(4);
    });
  });
});
