// Practice on the real server and database, on PGlite and (when npm test provides one) PostgreSQL: the learner's
// review items and cards, batched answers scheduled by the server, and a finished session's XP, streak and heart.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiCaller, expectRefused } from '../helpers/api-calls.ts';
import { completionBody } from '../helpers/completion.ts';
import { answerProblems, type SeenAnswer } from '../helpers/openapi.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { uniqueEmail } from '../helpers/server.ts';

interface ItemCard {
  itemId: string;
  direction: 'recognise' | 'recall';
  card: { due: string; state: string; reps: number; lastReview: string | null };
}
interface Practice {
  language: string;
  dueCount: number;
  newCount: number;
  nextDue: string | null;
  items: { id: string; source: string; directions: string[] }[];
  cards: ItemCard[];
  seed: number;
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'practice', { timeout: 60_000 }, () => {
    const server = serverOn(driver);

    const seen: SeenAnswer[] = [];
    const api = apiCaller(() => server().url, seen);
    const learner = async () => {
      const { data } = await server()
        .client()
        .auth.signUp({ email: uniqueEmail('practice'), password: 'kasa-nkwu-42' });
      return data.session!.access_token;
    };
    const complete = async (token: string, lessonId: string, extra: Record<string, unknown> = {}) => {
      // Completed now in UTC, so a session finished the same day finds the day's hearts already counted.
      const response = await api('/progress/lesson/complete', {
        token,
        body: completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC', ...extra }),
      });
      expect(response.status).toBe(200);
    };
    const practice = async (token: string) => {
      const response = await api('/practice/igbo', { token });
      expect(response.status).toBe(200);
      return (await response.json()).data as Practice;
    };
    const answer = (itemId: string, extra: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      itemId,
      direction: 'recognise',
      kind: 'right',
      responseMs: 8000,
      answeredAt: new Date().toISOString(),
      ...extra,
    });
    const send = (token: string, answers: unknown[]) => api('/practice/igbo/answers', { token, body: { answers } });
    const finish = (token: string, answerIds: string[], sessionId = randomUUID()) =>
      api('/practice/igbo/finish', {
        token,
        body: { sessionId, answerIds, finishedAt: new Date().toISOString(), timeZone: 'UTC' },
      });

    it('has nothing to practise before the first lesson, and the words of the first lesson once it is completed', async () => {
      const token = await learner();
      expect(await practice(token)).toMatchObject({
        language: 'igbo',
        dueCount: 0,
        newCount: 0,
        nextDue: null,
        items: [],
        cards: [],
      });
      await complete(token, '1-0');
      const state = await practice(token);
      expect(state.items.length).toBeGreaterThan(10);
      expect(state.items.every((item) => item.id.startsWith('igbo:') && item.source === 'vocabulary')).toBe(true);
      // A first session introduces three of them.
      expect(state.newCount).toBe(3);
      expect(state.cards).toEqual([]);
      expect(state.dueCount).toBe(0);
      expect(Number.isInteger(state.seed)).toBe(true);
      await expectRefused(await api('/practice/klingon', { token }), 404, /^Language not found$/);
    });

    it('schedules a right answer later than a wrong one, and counts a replayed batch once', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [first, second] = (await practice(token)).items;
      const batch = [answer(first!.id, { kind: 'right' }), answer(second!.id, { kind: 'wrong' })];
      const response = await send(token, batch);
      expect(response.status).toBe(200);
      const result = (await response.json()).data as {
        accepted: number;
        replayed: number;
        cards: ItemCard[];
        dueCount: number;
      };
      expect(result).toMatchObject({ accepted: 2, replayed: 0 });
      const right = result.cards.find((c) => c.itemId === first!.id)!;
      const wrong = result.cards.find((c) => c.itemId === second!.id)!;
      expect(Date.parse(right.card.due)).toBeGreaterThan(Date.parse(wrong.card.due));
      expect(right.card.reps).toBe(1);

      const replay = (await (await send(token, batch)).json()).data as {
        accepted: number;
        replayed: number;
        cards: ItemCard[];
      };
      expect(replay).toMatchObject({ accepted: 0, replayed: 2 });
      expect(replay.cards.find((c) => c.itemId === first!.id)!.card).toEqual(right.card);
      const state = await practice(token);
      expect(state.cards).toHaveLength(2);
      expect(state.cards.find((c) => c.itemId === first!.id)!.card.reps).toBe(1);
      expect(state).toMatchObject({ dueCount: 0, newCount: 3 });
      expect(state.nextDue).toBe(wrong.card.due);
    });

    it('counts a card due once its interval has passed: a word missed two days ago is due, one just recalled is not', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [missed, recalled] = (await practice(token)).items;
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();
      await send(token, [
        answer(missed!.id, { kind: 'wrong', answeredAt: twoDaysAgo }),
        answer(recalled!.id, { kind: 'right' }),
      ]);
      const state = await practice(token);
      expect(state.dueCount).toBe(1);
      const due = state.cards.filter((c) => Date.parse(c.card.due) <= Date.now());
      expect(due.map((c) => c.itemId)).toEqual([missed!.id]);
      expect(state.nextDue).toBe(due[0]!.card.due);
    });

    it('applies the same batch sent twice at once only once', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [item] = (await practice(token)).items;
      const batch = [answer(item!.id)];
      const results = await Promise.all([send(token, batch), send(token, batch)]);
      const data = await Promise.all(
        results.map(async (r) => (await r.json()).data as { accepted: number; replayed: number }),
      );
      expect(data.map((d) => d.accepted).sort()).toEqual([0, 1]);
      expect((await practice(token)).cards[0]!.card.reps).toBe(1);
    });

    it('reaches the same card when an older answer arrives in a later batch, as if it had come first', async () => {
      const [inOrder, reversed] = [await learner(), await learner()];
      for (const token of [inOrder, reversed]) await complete(token, '1-0');
      const [item] = (await practice(inOrder)).items;
      const now = Date.now();
      const early = answer(item!.id, { kind: 'wrong', answeredAt: new Date(now - 120_000).toISOString() });
      const late = answer(item!.id, { kind: 'right', answeredAt: new Date(now).toISOString() });
      await send(inOrder, [early]);
      await send(inOrder, [late]);
      await send(reversed, [{ ...late, id: randomUUID() }]);
      const result = await send(reversed, [{ ...early, id: randomUUID() }]);
      expect((await result.json()).data).toMatchObject({ accepted: 1, replayed: 0 });
      const card = async (token: string) => (await practice(token)).cards.find((c) => c.itemId === item!.id)!.card;
      expect(await card(reversed)).toEqual(await card(inOrder));
      expect(await card(reversed)).toMatchObject({ reps: 2 });
    });

    it('grades easy only a fast typed recall: a fast choice, however long its gloss, and a slow typed word are good', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [a, b, c, d] = (await practice(token)).items;
      const at = new Date().toISOString();
      const result = (
        await (
          await send(token, [
            answer(a!.id, { responseMs: 900, answeredAt: at }),
            answer(b!.id, { direction: 'recall', typed: true, responseMs: 1500, answeredAt: at }),
            answer(c!.id, { direction: 'recall', typed: true, responseMs: 40_000, answeredAt: at }),
            // 'typed' on a recognition is ignored: a meaning is always chosen.
            answer(d!.id, { typed: true, responseMs: 900, answeredAt: at }),
          ])
        ).json()
      ).data as { cards: (ItemCard & { card: { stability: number; scheduledDays: number } })[] };
      const days = (id: string) => result.cards.find((card) => card.itemId === id)!.card.scheduledDays;
      // A new card: good → 3 days, easy → 8 days (FSRS-6 defaults at retention 0.9).
      expect([days(a!.id), days(b!.id), days(c!.id), days(d!.id)]).toEqual([3, 8, 3, 3]);
      await expectRefused(
        await send(token, [answer(a!.id, { typed: 'yes' })]),
        400,
        /^answers\.0\.typed: must be true or false$/,
      );
    });

    it('applies a batch in the order the answers were given, whatever order it arrives in', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [item] = (await practice(token)).items;
      const now = Date.now();
      const early = answer(item!.id, { kind: 'wrong', answeredAt: new Date(now - 60_000).toISOString() });
      const late = answer(item!.id, { kind: 'right', answeredAt: new Date(now).toISOString() });
      const result = (await (await send(token, [late, early])).json()).data as { cards: ItemCard[] };
      expect(result.cards[0]!.card).toMatchObject({ reps: 2, lastReview: new Date(now).toISOString() });
    });

    it('refuses hostile bodies with 400 and the envelope', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [item] = (await practice(token)).items;
      await expectRefused(await api('/practice/igbo/answers', { token, raw: '{"answers": [' }), 400, /not valid JSON/);
      await expectRefused(await api('/practice/igbo/answers', { token, raw: '[]' }), 400, /must be a JSON object/);
      await expectRefused(await api('/practice/igbo/answers', { token, body: {} }), 400, /^answers: is required$/);
      await expectRefused(await send(token, []), 400, /^answers: must hold at least one answer/);
      const { kind: _kind, ...withoutKind } = answer(item!.id);
      await expectRefused(
        await send(token, [withoutKind]),
        400,
        /^answers\.0\.kind: is required and must be right, slip or wrong$/,
      );
      await expectRefused(
        await send(
          token,
          Array.from({ length: 51 }, () => answer(item!.id)),
        ),
        400,
        /^answers: must hold at most 50 answers/,
      );
      await expectRefused(
        await send(token, [answer('igbo:no-such-word'), answer('yoruba:bawo')]),
        400,
        /igbo:no-such-word \(recognise\), yoruba:bawo \(recognise\)/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { direction: 'sideways' })]),
        400,
        /^answers\.0\.direction: must be recognise or recall/,
      );
      await expectRefused(
        await api('/practice/igbo/answers', {
          token,
          raw: `{"answers":[${JSON.stringify(answer(item!.id)).replace('8000', 'NaN')}]}`,
        }),
        400,
        /not valid JSON/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { responseMs: null })]),
        400,
        /^answers\.0\.responseMs: /,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { responseMs: -1 })]),
        400,
        /^answers\.0\.responseMs: must be 0 or more/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { answeredAt: new Date(Date.now() + 60 * 60_000).toISOString() })]),
        400,
        /^answers\.0\.answeredAt: is in the future/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { answeredAt: '2020-01-01T00:00:00Z' })]),
        400,
        /^answers\.0\.answeredAt: is more than 30 days ago/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { id: 'not-a-uuid' })]),
        400,
        /^answers\.0\.id: must be a UUID/,
      );
      await expectRefused(
        await send(token, [answer(item!.id, { due: '2030-01-01T00:00:00Z' })]),
        400,
        /unknown field 'due'/,
      );
      await expectRefused(
        await api('/practice/igbo/finish', {
          token,
          body: { sessionId: randomUUID(), answerIds: [], finishedAt: new Date().toISOString(), timeZone: 'UTC' },
        }),
        400,
        /^answerIds: /,
      );
      await expectRefused(
        await api('/practice/igbo/finish', {
          token,
          body: {
            sessionId: randomUUID(),
            answerIds: [randomUUID()],
            finishedAt: new Date().toISOString(),
            timeZone: 'Mars/Olympus',
          },
        }),
        400,
        /^timeZone: /,
      );
      // Nothing refused was stored.
      expect((await practice(token)).cards).toEqual([]);
    });

    it("keeps each learner's cards to that learner", async () => {
      const ada = await learner();
      const obi = await learner();
      await complete(ada, '1-0');
      await complete(obi, '1-0');
      const [item] = (await practice(ada)).items;
      const shared = answer(item!.id);
      expect((await send(ada, [shared])).status).toBe(200);
      expect((await practice(ada)).cards).toHaveLength(1);
      expect((await practice(obi)).cards).toEqual([]);
      // The same answer id from another learner is that learner's own answer, not a replay of Ada's.
      expect((await (await send(obi, [shared])).json()).data).toMatchObject({ accepted: 1, replayed: 0 });
      // Ada's answers are not Obi's to claim: to Obi's session they are answers that never arrived.
      const adaOnly = answer(item!.id, { direction: 'recall' });
      await send(ada, [adaOnly]);
      await expectRefused(
        await finish(obi, [adaOnly.id]),
        409,
        /^1 of this session's answers has not reached the server yet: send it first\.$/,
      );
      expect((await practice(ada)).cards).toHaveLength(2);
      expect((await practice(obi)).cards).toHaveLength(1);
    });

    it('refuses a learner without a token', async () => {
      await expectRefused(await api('/practice/igbo'), 401, /sign in/);
      await expectRefused(
        await api('/practice/igbo/answers', { body: { answers: [answer('igbo:nna')] } }),
        401,
        /sign in/,
      );
      await expectRefused(await api('/practice/igbo/finish', { body: {} }), 401, /sign in/);
    });

    it('a finished session restores one heart and adds its XP once, however often it is sent', async () => {
      const token = await learner();
      await complete(token, '1-0');
      await complete(token, '1-1');
      await complete(token, '1-2', { mistakes: 2, attempts: 8 });
      const before = (await (await api('/progress/language/igbo?timeZone=UTC', { token })).json()).data as {
        currentHearts: number;
        totalXP: number;
        currentStreak: number;
      };
      expect(before.currentHearts).toBe(3);
      const items = (await practice(token)).items.slice(0, 4);
      const answers = items.map((item, i) => answer(item.id, { kind: i === 0 ? 'wrong' : i === 1 ? 'slip' : 'right' }));
      await send(token, answers);
      const sessionId = randomUUID();
      const response = await finish(
        token,
        answers.map((a) => a.id),
        sessionId,
      );
      expect(response.status).toBe(200);
      const first = (await response.json()).data;
      // practiceXp: min(20, 3 right or slipped × 1 + 5) = 8.
      expect(first).toMatchObject({
        sessionId,
        answered: 4,
        correct: 3,
        xpEarned: 8,
        heartsRestored: 1,
        alreadyFinished: false,
        progress: { currentHearts: 4, totalXP: before.totalXP + 8, currentStreak: before.currentStreak },
      });
      const replay = (
        await (
          await finish(
            token,
            answers.map((a) => a.id),
            sessionId,
          )
        ).json()
      ).data;
      expect(replay).toMatchObject({
        sessionId,
        answered: 4,
        xpEarned: 8,
        heartsRestored: 1,
        alreadyFinished: true,
        progress: { currentHearts: 4, totalXP: before.totalXP + 8 },
      });
      // The same answers cannot earn a second session anything.
      expect(
        (
          await (
            await finish(
              token,
              answers.map((a) => a.id),
            )
          ).json()
        ).data,
      ).toMatchObject({ answered: 0, xpEarned: 0, heartsRestored: 0, progress: { currentHearts: 4 } });
      const after = (await (await api('/progress/language/igbo?timeZone=UTC', { token })).json()).data;
      expect(after).toMatchObject({ currentHearts: 4, totalXP: before.totalXP + 8 });
      // A session finished before its answers arrive is refused, and earns once they have.
      const late = answer(items[0]!.id, { direction: 'recall' });
      const lateSession = randomUUID();
      await expectRefused(
        await finish(token, [late.id], lateSession),
        409,
        /has not reached the server yet: send it first/,
      );
      await send(token, [late]);
      expect((await (await finish(token, [late.id], lateSession)).json()).data).toMatchObject({
        answered: 1,
        correct: 1,
        xpEarned: 6,
        heartsRestored: 1,
        progress: { currentHearts: 5 },
      });
      // Another learner cannot reuse the session id.
      await expectRefused(await finish(await learner(), [randomUUID()], sessionId), 409, /already used/);
    });

    it('restores hearts only up to five', async () => {
      const token = await learner();
      await complete(token, '1-0');
      const [item] = (await practice(token)).items;
      const one = answer(item!.id);
      await send(token, [one]);
      expect((await (await finish(token, [one.id])).json()).data).toMatchObject({
        answered: 1,
        correct: 1,
        xpEarned: 6,
        heartsRestored: 0,
        progress: { currentHearts: 5 },
      });
    });

    it("sums up a learner's practice for the profile: words learned, what a session would ask, strong, and reviews per local day, never another learner's", async () => {
      const token = await learner();
      const stats = async (who: string, query = '?timeZone=Africa/Lagos') => {
        const response = await api(`/practice/igbo/stats${query}`, { token: who });
        expect(response.status).toBe(200);
        return (await response.json()).data as {
          wordsLearned: number;
          dueCount: number;
          newCount: number;
          strong: number;
          reviewsByDay: { date: string; reviews: number }[];
        };
      };
      expect(await stats(token)).toMatchObject({ wordsLearned: 0, dueCount: 0, newCount: 0, strong: 0 });
      await complete(token, '1-0');
      const [first, second] = (await practice(token)).items;
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();
      await send(token, [
        answer(first!.id, { kind: 'wrong', answeredAt: twoDaysAgo }),
        answer(second!.id),
        answer(second!.id, { direction: 'recall' }),
      ]);
      const mine = await stats(token);
      expect(mine).toMatchObject({ wordsLearned: 2, dueCount: 1, newCount: 3, strong: 0 });
      expect(mine).toMatchObject({
        dueCount: (await practice(token)).dueCount,
        newCount: (await practice(token)).newCount,
      });
      expect(mine.reviewsByDay).toHaveLength(30);
      expect(mine.reviewsByDay.at(-1)).toMatchObject({ reviews: 2 });
      expect(mine.reviewsByDay.at(-3)).toMatchObject({ reviews: 1 });
      expect(mine.reviewsByDay.reduce((sum, d) => sum + d.reviews, 0)).toBe(3);

      const other = await learner();
      await complete(other, '1-0');
      expect(await stats(other)).toMatchObject({ wordsLearned: 0, dueCount: 0, newCount: 3, strong: 0 });
      expect((await stats(other)).reviewsByDay.every((d) => d.reviews === 0)).toBe(true);
      await expectRefused(await api('/practice/igbo/stats', {}), 401, /sign in/i);
      await expectRefused(await api('/practice/klingon/stats', { token }), 404, /^Language not found$/);
      await expectRefused(await api('/practice/igbo/stats?timeZone=Mars/Olympus', { token }), 400, /^timeZone: /);
    });

    it('answers as the OpenAPI document says', async () => {
      const doc = await (await fetch(`${server().url}/api/openapi.json`)).json();
      expect(seen.length).toBeGreaterThan(30);
      expect(answerProblems(doc, seen)).toEqual([]);
    });
  });
});
