// The lines of a completed conversation become role-play items, on the real server and database, on PGlite and (when
// npm test provides one) PostgreSQL: derived from the content, answered for recall and scheduled like words.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dialogueItemId } from '../../src/domain/index.ts';
import { apiCaller, expectRefused } from '../helpers/api-calls.ts';
import { completionBody } from '../helpers/completion.ts';
import { suiteDrivers, serverOn } from '../helpers/drivers.ts';
import { answerProblems, type SeenAnswer } from '../helpers/openapi.ts';
import { uniqueEmail } from '../helpers/server.ts';

interface Line {
  speaker: string;
  line: string;
  translation: string;
}
const LINES: Line[] = parse(readFileSync('content/courses/igbo/lessons/1-5.yaml', 'utf8')).lines;
/** Adaeze's answer to Mazị Okeke's first line. */
const REPLY = dialogueItemId('igbo', '1-5', LINES[2]!.line);

interface Item {
  id: string;
  source: string;
  prompt: string;
  answers: string[];
  directions: string[];
  dialogue?: {
    lessonId: string;
    speaker: string;
    otherSpeaker: string;
    promptTranslation: string;
    translation: string;
  };
}
interface Practice {
  items: Item[];
  cards: { itemId: string; direction: string; card: { reps: number; due: string; state: string } }[];
}

describe.each(suiteDrivers)('$name', (driver) => {
  describe.skipIf(driver.skip !== undefined)(driver.skip ?? 'role-play practice', { timeout: 60_000 }, () => {
    const server = serverOn(driver);
    const seen: SeenAnswer[] = [];
    const api = apiCaller(() => server().url, seen);
    const learner = async () => {
      const { data } = await server()
        .client()
        .auth.signUp({ email: uniqueEmail('roleplay'), password: 'kasa-nkwu-42' });
      return data.session!.access_token;
    };
    const complete = async (token: string, lessonIds: string[]) => {
      for (const lessonId of lessonIds) {
        const response = await api('/progress/lesson/complete', {
          token,
          body: completionBody(lessonId, { completedAt: new Date().toISOString(), timeZone: 'UTC' }),
        });
        expect(response.status, lessonId).toBe(200);
      }
    };
    const practice = async (token: string) => {
      const response = await api('/practice/igbo', { token });
      expect(response.status).toBe(200);
      return (await response.json()).data as Practice;
    };
    const answer = (extra: Record<string, unknown> = {}) => ({
      id: randomUUID(),
      itemId: REPLY,
      direction: 'recall',
      kind: 'right',
      responseMs: 9000,
      answeredAt: new Date().toISOString(),
      ...extra,
    });
    const send = (token: string, answers: unknown[]) => api('/practice/igbo/answers', { token, body: { answers } });

    it('offers no line before the conversation is completed, and each reply of both speakers after', async () => {
      const token = await learner();
      await complete(token, ['1-0', '1-1', '1-2', '1-3', '1-4']);
      expect((await practice(token)).items.filter((i) => i.source === 'dialogue')).toEqual([]);
      await complete(token, ['1-5']);
      const lines = (await practice(token)).items.filter((i) => i.source === 'dialogue');
      expect(lines.map((i) => i.answers[0])).toEqual(LINES.slice(1).map((l) => l.line));
      expect(new Set(lines.map((i) => i.dialogue!.speaker))).toEqual(new Set(['Adaeze', 'Mazị Okeke']));
      expect(lines.find((i) => i.id === REPLY)).toMatchObject({
        prompt: LINES[1]!.line,
        answers: [LINES[2]!.line],
        directions: ['recall'],
        dialogue: {
          lessonId: '1-5',
          speaker: 'Adaeze',
          otherSpeaker: 'Mazị Okeke',
          promptTranslation: LINES[1]!.translation,
          translation: LINES[2]!.translation,
        },
      });
    });

    it('accepts a reply and schedules its recall card like a word’s: a missed line is due sooner than a known one', async () => {
      const token = await learner();
      await complete(token, ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5']);
      const right = await send(token, [answer({ typed: true })]);
      expect(right.status).toBe(200);
      const body = (await right.json()).data;
      expect(body).toMatchObject({ accepted: 1, replayed: 0 });
      expect(body.cards).toEqual([expect.objectContaining({ itemId: REPLY, direction: 'recall' })]);
      expect(body.cards[0].card.reps).toBe(1);
      const card = (await practice(token)).cards.find((c) => c.itemId === REPLY)!;
      expect(card.card.reps).toBe(1);

      const other = await learner();
      await complete(other, ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5']);
      expect((await send(other, [answer({ kind: 'wrong' })])).status).toBe(200);
      const missed = (await practice(other)).cards.find((c) => c.itemId === REPLY)!;
      expect(Date.parse(missed.card.due)).toBeLessThan(Date.parse(card.card.due));
    });

    it('refuses a reply answered for recognition, and a line of a conversation not completed', async () => {
      const token = await learner();
      await complete(token, ['1-0', '1-1', '1-2', '1-3', '1-4', '1-5']);
      const recognised = await send(token, [answer({ direction: 'recognise' })]);
      expect(recognised.status).toBe(400);
      expect((await recognised.json()).code).toBe('unknown_items');
      const later = dialogueItemId('igbo', '2-5', 'Ndewo');
      await expectRefused(await send(token, [answer({ itemId: later })]), 400, /not among your practice items.*2-5/);
    });

    it('answers as the OpenAPI document says', async () => {
      const doc = await (await fetch(`${server().url}/api/openapi.json`)).json();
      expect(seen.length).toBeGreaterThan(5);
      expect(answerProblems(doc, seen)).toEqual([]);
    });
  });
});
