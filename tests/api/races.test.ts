// Check-then-write races on the real server, fired as parallel HTTP requests on PostgreSQL, whose pool runs them at
// once (on PGlite, which runs one query at a time, only when no PostgreSQL server is given: suiteDrivers). Each race ends
// in the route's 200, 404 or 409, never 500, and leaves the rows a serial run would. docs/concurrency.md lists the paths.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAdmin, setSubscription } from '../../src/server/auth/admin.ts';
import {
  audioClips,
  clipReviews,
  enrollments,
  heartLosses,
  lessonCompletions,
  oneTimeTokens,
  practiceSessions,
  reviewLogs,
  users,
} from '../../src/server/db/schema.ts';
import { completionBody } from '../helpers/completion.ts';
import { serverOn, suiteDrivers } from '../helpers/drivers.ts';
import { sineMp3 } from '../helpers/mp3.ts';
import { uniqueEmail } from '../helpers/server.ts';

const ROUNDS = 4;
const PASSWORD = 'kasa-nkwu-42';

interface Answer {
  status: number;
  body: { success: boolean; data: Record<string, unknown> | null; code?: string };
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'races', { timeout: 60_000 }, () => {
    const server = serverOn(driver, {
      API_RATE_LIMIT_UPLOADS: '1000',
      API_RATE_LIMIT_COMPLETIONS: '1000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
    });
    const db = () => server().server.database.db;

    const call = async (path: string, init: { token?: string; method?: string; json?: unknown; raw?: Buffer } = {}) => {
      const response = await fetch(`${server().url}${path}`, {
        method: init.method ?? (init.json !== undefined || init.raw ? 'POST' : 'GET'),
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(init.raw ? { 'content-type': 'audio/mpeg' } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        ...(init.raw ? { body: new Uint8Array(init.raw) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} } as Answer;
    };
    const api = (path: string, init: Parameters<typeof call>[1] = {}) => call(`/api${path}`, init);
    const account = async (label = 'racer') => {
      const email = uniqueEmail(label);
      const { data } = await server().client().auth.signUp({ email, password: PASSWORD });
      return { email, id: data.user!.id, token: data.session!.access_token, refresh: data.session!.refresh_token };
    };
    const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort((a, b) => a - b);
    const codes = (answers: Answer[]) => answers.flatMap((a) => (a.status === 200 ? [] : [a.body.code]));

    /** A learner who completed Igbo 1-0 and answered two of its words: the answer ids a session can name. */
    const practised = async () => {
      const who = await account('practice');
      const done = await api('/progress/lesson/complete', {
        token: who.token,
        json: completionBody('1-0', { completedAt: new Date().toISOString(), timeZone: 'UTC' }),
      });
      expect(done.status).toBe(200);
      const state = await api('/practice/igbo', { token: who.token });
      const items = (state.body.data as { items: { id: string }[] }).items.slice(0, 2);
      const answers = items.map((item) => ({
        id: randomUUID(),
        itemId: item.id,
        direction: 'recognise',
        kind: 'right',
        responseMs: 8000,
        answeredAt: new Date().toISOString(),
      }));
      expect((await api('/practice/igbo/answers', { token: who.token, json: { answers } })).status).toBe(200);
      return { ...who, answerIds: answers.map((a) => a.id) };
    };
    const finish = (token: string, language: string, sessionId: string, answerIds: string[]) =>
      api(`/practice/${language}/finish`, {
        token,
        json: { sessionId, answerIds, finishedAt: new Date().toISOString(), timeZone: 'UTC' },
      });

    it('N4: two learners finishing with one session id get one 200 and one 409 session_conflict', async () => {
      const [a, b] = await Promise.all([practised(), practised()]);
      for (let round = 0; round < ROUNDS; round++) {
        const sessionId = randomUUID();
        const answers = await Promise.all([
          finish(a!.token, 'igbo', sessionId, a!.answerIds),
          finish(b!.token, 'igbo', sessionId, b!.answerIds),
        ]);
        expect(statuses(answers)).toEqual([200, 409]);
        expect(codes(answers)).toEqual(['session_conflict']);
        const winner = answers[0]!.status === 200 ? a! : b!;
        const rows = await db().select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
        expect(rows.map((r) => r.userId)).toEqual([winner.id]);
      }
    });

    it('N4: eight identical finishes in a language without a record all get 200, seven of them replays', async () => {
      const who = await practised();
      for (let round = 0; round < ROUNDS; round++) {
        const sessionId = randomUUID();
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => finish(who.token, 'kriolu', sessionId, who.answerIds)),
        );
        expect(statuses(answers)).toEqual(Array(8).fill(200));
        expect(answers.filter((a) => a.body.data!['alreadyFinished'] === true)).toHaveLength(7);
        const rows = await db().select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
        expect(rows).toHaveLength(1);
      }
    });

    it('eight identical answer batches at once store each answer once', async () => {
      const who = await practised();
      const items = ((await api('/practice/igbo', { token: who.token })).body.data as { items: { id: string }[] })
        .items;
      for (let round = 0; round < ROUNDS; round++) {
        const answers = items.slice(2 + 2 * round, 4 + 2 * round).map((item) => ({
          id: randomUUID(),
          itemId: item.id,
          direction: 'recognise',
          kind: 'right',
          responseMs: 8000,
          answeredAt: new Date().toISOString(),
        }));
        const batches = await Promise.all(
          Array.from({ length: 8 }, () => api('/practice/igbo/answers', { token: who.token, json: { answers } })),
        );
        expect(statuses(batches)).toEqual(Array(8).fill(200));
        expect(batches.map((b) => b.body.data!['accepted']).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
        const logs = await db()
          .select()
          .from(reviewLogs)
          .where(
            and(
              eq(reviewLogs.userId, who.id),
              inArray(
                reviewLogs.answerId,
                answers.map((a) => a.id),
              ),
            ),
          );
        expect(logs).toHaveLength(2);
      }
    });

    it('N5: a withdrawal racing two approvals ends with the clip gone, each verdict 200, 404 or 409, never 500', async () => {
      const contributor = await account('speaker');
      expect((await api('/audio/igbo/speaker', { token: contributor.token, method: 'POST' })).status).toBe(200);
      const admins = await Promise.all([account('admin'), account('admin')]);
      for (const admin of admins) await grantAdmin(db(), admin.email);
      const mp3 = sineMp3(1);
      const query = new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      for (let round = 0; round < 3 * ROUNDS; round++) {
        const uploaded = await api(`/audio/igbo/clips?${query}`, { token: contributor.token, raw: mp3 });
        expect(uploaded.status).toBe(200);
        const id = uploaded.body.data!['id'] as string;
        const [removed, ...verdicts] = await Promise.all([
          api(`/audio/clips/${id}`, { token: contributor.token, method: 'DELETE' }),
          ...admins.map((admin) =>
            api(`/audio/clips/${id}/review`, { token: admin.token, json: { verdict: 'approve' } }),
          ),
        ]);
        expect(removed!.status).toBe(200);
        for (const verdict of verdicts) {
          expect([200, 404, 409]).toContain(verdict.status);
          if (verdict.status !== 200)
            expect(verdict.body.code).toBe(verdict.status === 404 ? 'clip_not_found' : 'already_decided');
        }
        expect(verdicts.filter((v) => v.status === 200).length).toBeLessThanOrEqual(1);
        expect(await db().select({ id: audioClips.id }).from(audioClips).where(eq(audioClips.id, id))).toEqual([]);
        expect(await db().select().from(clipReviews).where(eq(clipReviews.clipId, id))).toEqual([]);
      }
    });

    it('two withdrawals of one clip: one removes it, the other answers 404 clip_not_found', async () => {
      const contributor = await account('speaker');
      expect((await api('/audio/igbo/speaker', { token: contributor.token, method: 'POST' })).status).toBe(200);
      const query = new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: 'CC-BY-SA-4.0' });
      for (let round = 0; round < ROUNDS; round++) {
        const uploaded = await api(`/audio/igbo/clips?${query}`, { token: contributor.token, raw: sineMp3(1) });
        const id = uploaded.body.data!['id'] as string;
        const answers = await Promise.all(
          [1, 2].map(() => api(`/audio/clips/${id}`, { token: contributor.token, method: 'DELETE' })),
        );
        expect(statuses(answers)).toEqual([200, 404]);
        expect(codes(answers)).toEqual(['clip_not_found']);
      }
    });

    it('two learners losing a heart with one loss id get one 200 and one 409 loss_conflict', async () => {
      const [a, b] = await Promise.all([practised(), practised()]);
      for (let round = 0; round < ROUNDS; round++) {
        const lossId = randomUUID();
        const body = () => ({
          lossId,
          lessonId: '1-1',
          attemptId: randomUUID(),
          lostAt: new Date().toISOString(),
          timeZone: 'UTC',
        });
        const answers = await Promise.all(
          [a!, b!].map((who) => api('/progress/igbo/heart-losses', { token: who.token, json: body() })),
        );
        expect(statuses(answers)).toEqual([200, 409]);
        expect(codes(answers)).toEqual(['loss_conflict']);
        expect(await db().select().from(heartLosses).where(eq(heartLosses.id, lossId))).toHaveLength(1);
      }
    });

    it('two learners completing with one completion id get one 200 and one 409 completion_conflict', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        // New learners each round: a loser has not completed the lesson, so its next one would be locked.
        const [a, b] = await Promise.all([account(), account()]);
        const completionId = randomUUID();
        const lesson = '1-0';
        const answers = await Promise.all(
          [a, b].map((who) =>
            api('/progress/lesson/complete', {
              token: who.token,
              json: completionBody(lesson, { completionId, completedAt: new Date().toISOString(), timeZone: 'UTC' }),
            }),
          ),
        );
        expect(statuses(answers)).toEqual([200, 409]);
        expect(codes(answers)).toEqual(['completion_conflict']);
        expect(await db().select().from(lessonCompletions).where(eq(lessonCompletions.id, completionId))).toHaveLength(
          1,
        );
      }
    });

    it('eight first completions of one lesson, eight enrolments and eight declarations each leave one row', async () => {
      const who = await account();
      const completions = await Promise.all(
        Array.from({ length: 8 }, () =>
          api('/progress/lesson/complete', {
            token: who.token,
            json: completionBody('1-0', { completedAt: new Date().toISOString(), timeZone: 'UTC' }),
          }),
        ),
      );
      expect(statuses(completions)).toEqual(Array(8).fill(200));
      expect(completions.filter((c) => c.body.data!['alreadyCompleted'] === false)).toHaveLength(1);
      const enrolled = await Promise.all(
        Array.from({ length: 8 }, () => api('/languages/yoruba/enroll', { token: who.token, method: 'POST' })),
      );
      expect(statuses(enrolled)).toEqual(Array(8).fill(200));
      const declared = await Promise.all(
        Array.from({ length: 8 }, () => api('/audio/yoruba/speaker', { token: who.token, method: 'POST' })),
      );
      expect(statuses(declared)).toEqual(Array(8).fill(200));
      expect(await db().select().from(enrollments).where(eq(enrollments.userId, who.id))).toHaveLength(2);
      expect(
        await db()
          .select()
          .from(lessonCompletions)
          .where(and(eq(lessonCompletions.userId, who.id), eq(lessonCompletions.lessonId, '1-0'))),
      ).toHaveLength(1);
    });

    it('two metadata changes at once both stick', async () => {
      const who = await account();
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(
          ['first_name', 'last_name'].map((key) =>
            call('/auth/v1/user', { token: who.token, method: 'PUT', json: { data: { [key]: `${key}-${round}` } } }),
          ),
        );
        expect(statuses(answers)).toEqual([200, 200]);
        const [row] = await db().select().from(users).where(eq(users.id, who.id));
        expect(row!.userMetadata).toMatchObject({ first_name: `first_name-${round}`, last_name: `last_name-${round}` });
      }
    });

    it('granting the admin role while the subscription changes keeps both', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const who = await account();
        await Promise.all([grantAdmin(db(), who.email), setSubscription(db(), who.email, 'premium')]);
        const [row] = await db().select().from(users).where(eq(users.id, who.id));
        expect(row!.appMetadata).toMatchObject({ role: 'admin', subscription_type: 'premium' });
      }
    });

    it('five recovery requests at once mail one link', async () => {
      const who = await account();
      const outbox = server().outbox;
      const before = outbox.filter((m) => m.to === who.email).length;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('/auth/v1/recover', { json: { email: who.email } })),
      );
      expect(statuses(answers)).toEqual([200, 429, 429, 429, 429]);
      expect(outbox.filter((m) => m.to === who.email).length - before).toBe(1);
      expect(
        await db()
          .select()
          .from(oneTimeTokens)
          .where(and(eq(oneTimeTokens.userId, who.id), eq(oneTimeTokens.tokenType, 'recovery'))),
      ).toHaveLength(1);
    });

    it('refreshes racing a global sign-out answer 200 or 400, never 500, and leave no session', async () => {
      for (let round = 0; round < 3 * ROUNDS; round++) {
        const who = await account();
        const refreshes = Array.from({ length: 4 }, () =>
          call('/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: who.refresh } }),
        );
        const [out, ...answers] = await Promise.all([
          call('/auth/v1/logout?scope=global', { token: who.token, method: 'POST' }),
          ...refreshes,
        ]);
        expect(out!.status).toBe(204);
        for (const answer of answers) expect([200, 400]).toContain(answer.status);
        const [after] = await Promise.all([
          call('/auth/v1/token?grant_type=refresh_token', { json: { refresh_token: who.refresh } }),
        ]);
        expect(after.status).toBe(400);
      }
    });

    it('eight sign-ups of one address make one account', async () => {
      const email = uniqueEmail('twin');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => call('/auth/v1/signup', { json: { email, password: PASSWORD } })),
      );
      expect(statuses(answers)).toEqual([200, ...Array(7).fill(422)]);
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });
  });
});
