// One line for every channel: what a learner made offline reaches the server in the order it was made, whichever
// channel it travels on, and what an earlier version of the app left under the old queues' keys is sent too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_KEYS, OUTBOX_KEY } from '../outbox/keys.ts';
import { mayHaveWaiting } from '../outbox/waiting.ts';
import { createApiClient } from './client.ts';
import { completeLessonOnline } from './completion-outbox.ts';
import { createAppOutbox, type PracticeEntry } from './outbox.ts';
import { sendPracticeThroughOutbox } from './practice-outbox.ts';
import {
  closedOrigin,
  ok,
  startScriptedApiServer,
  type ScriptedApiServer,
} from '../../test-support/scripted-api-server.ts';
import type { CompletionRequest } from '../../shared/api-types.ts';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.answer((request) => ok({ url: request.url, accepted: 1, replayed: 0, cards: [], dueCount: 0 }));
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const clientAt = (origin: string) =>
  createApiClient({
    baseUrl: `${origin}/api`,
    getAccessToken: async () => 'token',
    refreshSession: async () => false,
    signOut: async () => {},
    redirect: () => {},
    log: { warn: () => {}, error: () => {} },
  });

const completion = (lessonId: string, at: string): CompletionRequest => ({
  language: 'igbo',
  lessonId,
  score: 100,
  timeSpent: 60,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: `completion-${lessonId}`,
  completedAt: at,
  timeZone: 'Africa/Lagos',
});
const answers = (n: number, at: string): PracticeEntry => ({
  kind: 'answers',
  language: 'igbo',
  answers: [
    {
      id: `00000000-0000-4000-8000-00000000000${n}`,
      itemId: 'igbo:nnoo',
      direction: 'recognise',
      kind: 'right',
      responseMs: 1200,
      answeredAt: at,
    },
  ],
});
const finish = (n: number, at: string): PracticeEntry => ({
  kind: 'finish',
  language: 'igbo',
  request: {
    sessionId: `10000000-0000-4000-8000-00000000000${n}`,
    answerIds: [`00000000-0000-4000-8000-00000000000${n}`],
    finishedAt: at,
    timeZone: 'Africa/Lagos',
  },
});

/** What the server was sent, as `path` or `path lessonId`. */
const sent = () =>
  server.received.map((r) => {
    const body = JSON.parse(r.body) as { lessonId?: string };
    return r.url.endsWith('/complete') ? `complete ${body.lessonId}` : r.url.replace('/api/practice/igbo/', '');
  });

describe('the outbox across channels', () => {
  it('sends a practice session made offline before a lesson ahead of that lesson', async () => {
    const outbox = createAppOutbox({ storage: memoryStorage() });
    const offline = clientAt(await closedOrigin());
    await sendPracticeThroughOutbox(offline, answers(1, '2026-11-24T09:00:00.000Z'), outbox);
    await sendPracticeThroughOutbox(offline, finish(1, '2026-11-24T09:01:00.000Z'), outbox);
    await expect(
      completeLessonOnline(offline, completion('1-3', '2026-11-24T09:10:00.000Z'), outbox),
    ).resolves.toMatchObject({ queued: true });

    await outbox.replay(clientAt(server.origin));
    expect(sent()).toEqual(['answers', 'finish', 'complete 1-3']);
    expect(outbox.pending()).toEqual([]);
  });

  it('sends a lesson made offline before a practice session ahead of that session', async () => {
    const outbox = createAppOutbox({ storage: memoryStorage() });
    const offline = clientAt(await closedOrigin());
    await completeLessonOnline(offline, completion('1-3', '2026-11-24T09:00:00.000Z'), outbox);
    await sendPracticeThroughOutbox(offline, answers(1, '2026-11-24T09:05:00.000Z'), outbox);
    await sendPracticeThroughOutbox(offline, finish(1, '2026-11-24T09:06:00.000Z'), outbox);

    // The next practice call, made online, goes after everything that waits before it.
    const { queued } = await sendPracticeThroughOutbox(
      clientAt(server.origin),
      answers(2, '2026-11-24T10:00:00.000Z'),
      outbox,
    );
    expect(queued).toBe(false);
    expect(sent()).toEqual(['complete 1-3', 'answers', 'finish', 'answers']);
  });
});

describe('entries stored by an earlier version of the app', () => {
  it('are moved once into the outbox, merged in the order they were made, and sent', async () => {
    const storage = memoryStorage();
    storage.setItem(
      LEGACY_KEYS[0],
      JSON.stringify([
        { ...completion('1-0', '2026-11-24T08:00:00.000Z'), owner: 'ada' },
        { ...completion('1-1', '2026-11-24T09:30:00.000Z'), owner: 'ada' },
      ]),
    );
    storage.setItem(
      LEGACY_KEYS[1],
      JSON.stringify([
        { ...answers(1, '2026-11-24T09:00:00.000Z'), owner: 'ada' },
        { ...finish(1, '2026-11-24T09:01:00.000Z'), owner: 'ada' },
      ]),
    );
    expect(mayHaveWaiting(storage)).toBe(true);

    const outbox = createAppOutbox({ storage, owner: () => 'ada' });
    expect(LEGACY_KEYS.map((key) => storage.getItem(key))).toEqual([null, null]);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toHaveLength(4);
    // Made again on the next page load: nothing is moved or sent twice.
    createAppOutbox({ storage, owner: () => 'ada' });
    expect(outbox.pending()).toHaveLength(4);

    await outbox.replay(clientAt(server.origin));
    expect(sent()).toEqual(['complete 1-0', 'answers', 'finish', 'complete 1-1']);
    expect(mayHaveWaiting(storage)).toBe(false);
  });

  it('stay under their old key when the storage refuses the move, for a later page to move', () => {
    const storage = memoryStorage();
    const old = JSON.stringify([completion('1-0', '2026-11-24T08:00:00.000Z')]);
    storage.setItem(LEGACY_KEYS[0], old);
    const refusing = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (key === OUTBOX_KEY) throw new Error('QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      createAppOutbox({ storage: refusing });
    } finally {
      console.error = original;
    }
    expect(storage.getItem(LEGACY_KEYS[0])).toBe(old);
    expect(errors).toHaveLength(1);
  });
});
