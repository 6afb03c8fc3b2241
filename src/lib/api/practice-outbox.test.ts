import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { mayHaveWaiting } from '../outbox/waiting.ts';
import { createAppOutbox, finishedSessions, OUTBOX_KEY, type PracticeEntry } from './outbox.ts';
import { sendPracticeThroughOutbox as sendThroughQueue } from './practice-outbox.ts';
import {
  closedOrigin,
  fail,
  ok,
  startScriptedApiServer,
  type ScriptedApiServer,
} from '../../test-support/scripted-api-server.ts';
import type { PracticeAnswer } from '../../shared/api-types.ts';
import { $syncing, beginSync } from '../../stores/sync.ts';

let server: ScriptedApiServer;
beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
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

const answer = (n: number): PracticeAnswer => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  itemId: 'igbo:nnoo',
  direction: 'recognise',
  kind: 'right',
  responseMs: 1200,
  answeredAt: '2026-11-23T10:00:00.000Z',
});
const answers = (...ns: number[]): PracticeEntry => ({ kind: 'answers', language: 'igbo', answers: ns.map(answer) });
const finish: PracticeEntry = {
  kind: 'finish',
  language: 'igbo',
  request: {
    sessionId: '10000000-0000-4000-8000-000000000000',
    answerIds: [answer(1).id, answer(2).id],
    finishedAt: '2026-11-23T10:01:00.000Z',
    timeZone: 'Africa/Lagos',
  },
};
const finishResult = { sessionId: finish.kind === 'finish' ? finish.request.sessionId : '', xpEarned: 7 };

/** Accepts answers and finishes the way the server does, and records the paths. */
function answerPractice() {
  server.answer((request) =>
    request.url.endsWith('/finish') ? ok(finishResult) : ok({ accepted: 1, replayed: 0, cards: [], dueCount: 0 }),
  );
}

describe('practice through the outbox', () => {
  it('keeps answers and the finish on the device while the server is out of reach, then sends them once, in order', async () => {
    const storage = memoryStorage();
    const queue = createAppOutbox({ storage });
    const offline = clientAt(await closedOrigin());
    expect(await sendThroughQueue(offline, answers(1), queue)).toMatchObject({ queued: true });
    expect(await sendThroughQueue(offline, answers(2), queue)).toMatchObject({ queued: true });
    expect(await sendThroughQueue(offline, finish, queue)).toMatchObject({ queued: true });
    expect(queue.pending().map((e) => ('kind' in e ? e.kind : 'completion'))).toEqual(['answers', 'answers', 'finish']);
    expect(mayHaveWaiting(storage)).toBe(true);

    answerPractice();
    const replay = await queue.replay(clientAt(server.origin));
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/practice/igbo/answers',
      '/api/practice/igbo/answers',
      '/api/practice/igbo/finish',
    ]);
    expect(replay).toMatchObject({ stoppedBy: null, remaining: 0 });
    expect(finishedSessions(replay)).toEqual([{ language: 'igbo', result: finishResult }]);
    expect(JSON.parse(server.received[0]!.body)).toEqual({ answers: [answer(1)] });

    await queue.replay(clientAt(server.origin));
    expect(server.received).toHaveLength(3);
    expect(mayHaveWaiting(storage)).toBe(false);
  });

  it('queues the same batch once, however often it is saved', async () => {
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(answers(1, 2));
    queue.enqueue(answers(1, 2));
    queue.enqueue(finish);
    queue.enqueue(finish);
    expect(queue.pending()).toHaveLength(2);
  });

  it('drops an entry the server refuses for good, says why, and goes on with the next', async () => {
    const queue = createAppOutbox({ storage: memoryStorage() });
    server.answer((request) =>
      request.body.includes(answer(1).id) && request.url.endsWith('/answers')
        ? fail(400, 'unknown_items', 'These items are not among your practice items: x.')
        : ok({ accepted: 1, replayed: 0, cards: [], dueCount: 0 }),
    );
    queue.enqueue(answers(1));
    await expect(sendThroughQueue(clientAt(server.origin), answers(2), queue)).resolves.toMatchObject({
      queued: false,
    });
    expect(queue.pending()).toEqual([]);
    await expect(sendThroughQueue(clientAt(server.origin), answers(1), queue)).rejects.toThrow(
      'These items are not among your practice items',
    );
  });

  it('stops at a server error and keeps the rest for the next replay', async () => {
    const queue = createAppOutbox({ storage: memoryStorage() });
    server.answer(() => fail(503, 'unavailable', 'Service unavailable'));
    queue.enqueue(answers(1));
    queue.enqueue(finish);
    const replay = await queue.replay(clientAt(server.origin));
    expect(replay.stoppedBy?.status).toBe(503);
    expect(replay.remaining).toBe(2);
    expect(server.received).toHaveLength(1);
  });

  it('tells its owner how many entries wait after every change, so the header can count them', async () => {
    const counts: number[] = [];
    const storage = memoryStorage();
    const queue = createAppOutbox({
      storage,
      owner: () => 'ada',
      onChange: (pending) => counts.push(pending.length),
    });
    queue.enqueue(answers(1));
    queue.enqueue(finish);
    answerPractice();
    await queue.replay(clientAt(server.origin));
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('tells its owner the sessions a replay finished once it has ended, so the header can show their figures', async () => {
    const told: unknown[] = [];
    const queue = createAppOutbox({
      storage: memoryStorage(),
      onReplayed: (replay) => finishedSessions(replay).length > 0 && told.push(finishedSessions(replay)),
    });
    answerPractice();
    queue.enqueue(answers(1));
    await queue.replay(clientAt(server.origin));
    expect(told).toEqual([]);
    queue.enqueue(finish);
    await queue.replay(clientAt(server.origin));
    expect(told).toEqual([[{ language: 'igbo', result: finishResult }]]);
  });

  it('says it is sending while a replay has something to send, and stays quiet when nothing waits', async () => {
    const queue = createAppOutbox({ storage: memoryStorage(), owner: () => 'ada', onSend: beginSync });
    answerPractice();
    await queue.replay(clientAt(server.origin));
    expect($syncing.get()).toBe(false);
    queue.enqueue(answers(1));
    const replay = queue.replay(clientAt(server.origin));
    expect($syncing.get()).toBe(true);
    // A second replay while the first runs joins it.
    expect(queue.replay(clientAt(server.origin))).toBe(replay);
    await replay;
    expect($syncing.get()).toBe(false);
    expect(queue.pending()).toEqual([]);
  });

  it("never sends one learner's saved practice for another who signs in on the same browser", async () => {
    const storage = memoryStorage();
    let who = 'ada';
    const queue = createAppOutbox({ storage, owner: () => who });
    queue.enqueue(answers(1));
    who = 'bola';
    expect(queue.pending()).toEqual([]);
    answerPractice();
    await queue.replay(clientAt(server.origin));
    expect(server.received).toEqual([]);
    who = 'ada';
    expect(queue.pending()).toHaveLength(1);
    expect(JSON.parse(storage.items.get(OUTBOX_KEY)!)[0].owner).toBe('ada');
  });
});
