// Quiz questions a learner missed become practice items, on the real server and database, on PGlite and (when npm test
// provides one) PostgreSQL: sent with the lesson's completion by position, read back from the content, kept once.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { quizItemId } from '../../src/domain/index.ts';
import { missedQuizAnswers } from '../../src/server/db/schema.ts';
import { apiCaller, expectRefused } from '../helpers/api-calls.ts';
import { completionBody } from '../helpers/completion.ts';
import { copyContent, type ContentCopy } from '../helpers/content.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { answerProblems, type SeenAnswer } from '../helpers/openapi.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../helpers/server.ts';

interface Question {
  question: string;
  options: { text: string; isCorrect?: boolean }[];
}
const LESSON = parse(readFileSync('content/courses/igbo/lessons/1-2.yaml', 'utf8'));
const QUIZ: Question[] = LESSON.questions;
const itemOf = (position: number) => quizItemId('igbo', QUIZ[position]!.question);

interface Item {
  id: string;
  source: string;
  prompt: string;
  answers: string[];
  directions: string[];
  choices?: string[];
}
interface Practice {
  items: Item[];
  cards: { itemId: string; direction: string; card: { reps: number } }[];
  newCount: number;
}

/** The calls a test makes to one server, with the answers seen for the OpenAPI check. */
function calls(server: () => TestServer, seen: SeenAnswer[] = []) {
  const api = apiCaller(() => server().url, seen);
  const signIn = async (email: string) => {
    const client = server().client();
    const { data } = await client.auth.signInWithPassword({ email, password: 'kasa-nkwu-42' });
    return data.session!.access_token;
  };
  const learner = async (email = uniqueEmail('missed')) => {
    await server().client().auth.signUp({ email, password: 'kasa-nkwu-42' });
    return signIn(email);
  };
  const body = (lessonId: string, extra: Record<string, unknown> = {}) =>
    completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC', ...extra });
  const complete = (token: string, completion: unknown) =>
    api('/progress/lesson/complete', { token, body: completion });
  const practice = async (token: string) => {
    const response = await api('/practice/igbo', { token });
    expect(response.status).toBe(200);
    return (await response.json()).data as Practice;
  };
  const quizItems = async (token: string) => (await practice(token)).items.filter((i) => i.source === 'quiz');
  /** Completes 1-0 and 1-1, so that the quiz 1-2 is open. */
  const openQuiz = async (token: string) => {
    for (const lessonId of ['1-0', '1-1']) expect((await complete(token, body(lessonId))).status).toBe(200);
  };
  return { api, signIn, learner, body, complete, practice, quizItems, openQuiz };
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'missed quiz questions', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const seen: SeenAnswer[] = [];
    const { api, learner, body, complete, practice, quizItems, openQuiz } = calls(server, seen);
    const storedRows = async (userId: string) =>
      (
        await server()
          .server.database.db.select({ n: count() })
          .from(missedQuizAnswers)
          .where(and(eq(missedQuizAnswers.userId, userId), eq(missedQuizAnswers.language, 'igbo')))
      )[0]!.n;
    const userOf = async (token: string) => {
      const { data } = await server().client().auth.getUser(token);
      return data.user!.id;
    };

    it('turns the questions missed in a quiz into practice items with their own options, read from the content', async () => {
      const token = await learner();
      await openQuiz(token);
      expect(await quizItems(token)).toEqual([]);
      const response = await complete(token, body('1-2', { missedQuestions: [3, 1], mistakes: 2, attempts: 6 }));
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({ lessonId: '1-2', alreadyCompleted: false });

      const items = await quizItems(token);
      // In the lesson's order, whatever order the completion named them in.
      expect(items.map((i) => i.id)).toEqual([itemOf(1), itemOf(3)]);
      const second = QUIZ[1]!;
      expect(items[0]).toEqual({
        id: itemOf(1),
        language: 'igbo',
        source: 'quiz',
        prompt: second.question,
        answers: [second.options.find((o) => o.isCorrect)!.text],
        pronunciation: null,
        audio: null,
        directions: ['recognise'],
        choices: second.options.map((o) => o.text),
        // The lesson's version the learner saw, which a report on the item carries.
        version: String(LESSON.lastModified),
      });
    });

    it('keeps a missed question once when the completion is replayed, sent twice at once, or the quiz missed again', async () => {
      const token = await learner();
      const userId = await userOf(token);
      await openQuiz(token);
      const first = body('1-2', { missedQuestions: [0, 0, 2] });
      const [a, b] = await Promise.all([complete(token, first), complete(token, first)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await complete(token, first)).status).toBe(200);
      expect(await storedRows(userId)).toBe(2);

      // The lesson played again: a completion of its own, which adds no XP but keeps what was missed this time.
      const again = await complete(token, body('1-2', { missedQuestions: [2, 4] }));
      expect((await again.json()).data).toMatchObject({ alreadyCompleted: true, xpEarned: 0 });
      expect(await storedRows(userId)).toBe(3);
      expect((await quizItems(token)).map((i) => i.id)).toEqual([itemOf(0), itemOf(2), itemOf(4)]);
    });

    it('keeps a missed question an item after the learner answers it right in practice', async () => {
      const token = await learner();
      await openQuiz(token);
      await complete(token, body('1-2', { missedQuestions: [1] }));
      const answer = {
        id: randomUUID(),
        itemId: itemOf(1),
        direction: 'recognise',
        kind: 'right',
        responseMs: 4000,
        answeredAt: new Date().toISOString(),
      };
      const sent = await api('/practice/igbo/answers', { token, body: { answers: [answer] } });
      expect(sent.status).toBe(200);
      const state = await practice(token);
      expect(state.items.filter((i) => i.source === 'quiz').map((i) => i.id)).toEqual([itemOf(1)]);
      expect(state.cards.find((c) => c.itemId === itemOf(1))).toMatchObject({
        direction: 'recognise',
        card: { reps: 1 },
      });
    });

    it('ignores positions the quiz does not have, and missed questions sent with a lesson that is not a quiz', async () => {
      const token = await learner();
      const userId = await userOf(token);
      expect((await complete(token, body('1-0', { missedQuestions: [0] }))).status).toBe(200);
      expect((await complete(token, body('1-1', { missedQuestions: [0, 1] }))).status).toBe(200);
      expect((await complete(token, body('1-2', { missedQuestions: [QUIZ.length, 999] }))).status).toBe(200);
      expect(await quizItems(token)).toEqual([]);
      expect(await storedRows(userId)).toBe(0);
    });

    it('refuses hostile bodies with 400 naming the field, and stores nothing from a refused completion', async () => {
      const token = await learner();
      const userId = await userOf(token);
      await openQuiz(token);
      const quiz = (missedQuestions: unknown) => complete(token, body('1-2', { missedQuestions }));
      await expectRefused(await quiz('1,2'), 400, /^missedQuestions: must be a list of question positions/);
      await expectRefused(await quiz({ 0: 1 }), 400, /^missedQuestions: must be a list of question positions/);
      await expectRefused(await quiz(null), 400, /^missedQuestions: must be a list of question positions/);
      await expectRefused(await quiz(['1']), 400, /^missedQuestions\.0: must be the position of a question/);
      await expectRefused(await quiz([0, -1]), 400, /^missedQuestions\.1: must be the position of a question/);
      await expectRefused(await quiz([1.5]), 400, /^missedQuestions\.0: must be the position of a question/);
      await expectRefused(await quiz([1000]), 400, /^missedQuestions\.0: .*at most 999/);
      await expectRefused(
        await quiz(Array.from({ length: 51 }, (_, i) => i)),
        400,
        /^missedQuestions: must name at most 50 questions/,
      );
      await expectRefused(
        await api('/progress/lesson/complete', {
          token,
          raw: JSON.stringify(body('1-2', { missedQuestions: Array.from({ length: 20_000 }, () => 0) })),
        }),
        413,
        /./,
      );
      await expectRefused(await complete(token, body('9-6', { missedQuestions: [0] })), 404, /^Lesson not found$/);
      await expectRefused(await complete(token, body('y1-2', { missedQuestions: [0] })), 404, /^Lesson not found$/);
      // A quiz still locked for the learner: refused, and its missed questions with it.
      const other = await learner();
      await expectRefused(await complete(other, body('1-2', { missedQuestions: [0] })), 409, /still locked/);
      expect(await quizItems(other)).toEqual([]);
      // A completion id already used for another lesson: refused too.
      const used = body('1-0');
      await complete(other, used);
      await expectRefused(
        await complete(other, { ...body('1-2', { missedQuestions: [0] }), completionId: used.completionId }),
        409,
        /already used/,
      );
      expect(await quizItems(other)).toEqual([]);
      expect(await storedRows(userId)).toBe(0);
    });

    it("keeps each learner's missed questions to that learner", async () => {
      const ada = await learner();
      const obi = await learner();
      await openQuiz(ada);
      await openQuiz(obi);
      const shared = body('1-2', { missedQuestions: [2] });
      await complete(ada, shared);
      await complete(obi, body('1-2'));
      expect((await quizItems(ada)).map((i) => i.id)).toEqual([itemOf(2)]);
      expect(await quizItems(obi)).toEqual([]);
      // Ada's completion id sent by Obi is refused, and adds nothing to Obi's practice.
      await expectRefused(await complete(obi, shared), 409, /already used/);
      expect(await quizItems(obi)).toEqual([]);
      expect((await api('/practice/igbo', {})).status).toBe(401);
    });

    it('answers as the OpenAPI document says', async () => {
      const doc = await (await fetch(`${server().url}/api/openapi.json`)).json();
      expect(seen.length).toBeGreaterThan(20);
      expect(answerProblems(doc, seen)).toEqual([]);
    });
  });
});

describe('after a content edit', { timeout: 60_000 }, () => {
  let content: ContentCopy | undefined;
  let running: TestServer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await running?.close();
    await content?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves out a question reworded since it was missed, and still takes a queued completion naming a removed one', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lugha-missed-'));
    // One database (a PGlite directory) served first with the content as it is, then with 1-2 edited.
    running = await startTestServer({}, { dataDir });
    let api = calls(() => running!);
    const email = uniqueEmail('edited');
    let token = await api.learner(email);
    await api.openQuiz(token);
    await api.complete(token, api.body('1-2', { missedQuestions: [0, 1] }));
    expect((await api.quizItems(token)).map((i) => i.id)).toEqual([itemOf(0), itemOf(1)]);
    await running.close();
    running = undefined;

    content = await copyContent();
    const reworded = 'It is evening and you meet your neighbour. Which greeting fits?';
    await content.edit('courses/igbo/lessons/1-2.yaml', (text) => text.replace(QUIZ[1]!.question, reworded));
    running = await startTestServer({ CONTENT_DIR: content.root }, { dataDir });
    api = calls(() => running!);
    token = await api.signIn(email);
    expect((await api.quizItems(token)).map((i) => i.id)).toEqual([itemOf(0)]);
    // The lesson now asks the reworded question at position 1; a replay naming a position past its end is taken.
    const replay = await api.complete(token, api.body('1-2', { missedQuestions: [1, QUIZ.length + 3] }));
    expect(replay.status).toBe(200);
    expect((await api.quizItems(token)).map((i) => i.prompt)).toEqual([QUIZ[0]!.question, reworded]);
  });
});
