import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $queuedCount, $rejectedCompletions, $toasts } from '@/stores/sync';
import { createApiClient, type ApiClientDeps } from './client.ts';
import { isCompletion } from '../outbox/entries.ts';
import type { OutboxStorage } from '../outbox/storage.ts';
import { completeLessonOnline, loseHeartOnline, reportOnline } from './completion-outbox.ts';
import { OUTBOX_KEY, createAppOutbox, defaultOutbox, entryId, type AppOutbox, type QueuedHeartLoss } from './outbox.ts';
import {
  closedOrigin,
  fail,
  ok,
  startScriptedApiServer,
  type Reply,
  type ScriptedApiServer,
} from '../../test-support/scripted-api-server.ts';
import type { CompletionRequest } from '../../shared/api-types.ts';

let server: ScriptedApiServer;

beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function memoryStorage(): OutboxStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

function makeClient(overrides: Partial<ApiClientDeps> = {}) {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    getAccessToken: async () => 'token',
    refreshSession: async () => false,
    signOut: async () => {},
    redirect: () => {},
    log: { warn: () => {}, error: () => {} },
    ...overrides,
  });
}

function completion(lessonId: string): CompletionRequest {
  return {
    language: 'igbo',
    lessonId,
    score: 100,
    timeSpent: 90,
    attempts: 1,
    mistakes: 0,
    hintsUsed: 0,
    completionId: `completion-${lessonId}`,
    completedAt: '2025-03-01T10:00:00.000Z',
    timeZone: 'Africa/Lagos',
  };
}

/** The lesson ids the server was sent, in order. */
const sentLessons = () => server.received.map((r) => (JSON.parse(r.body) as CompletionRequest).lessonId);

/** Accepts every completion unless `special` says otherwise for its lesson. */
function answerCompletions(special: Record<string, Reply> = {}) {
  server.answer((request) => {
    const body = JSON.parse(request.body) as CompletionRequest;
    return special[body.lessonId] ?? ok({ completionId: body.completionId, lessonId: body.lessonId, xpEarned: 15 });
  });
}

const replayQueue = (client: ReturnType<typeof makeClient>, queue: AppOutbox = defaultOutbox()) => queue.replay(client);
const enqueueCompletion = (entry: CompletionRequest) => defaultOutbox().enqueue(entry);

function queueOf(...lessonIds: string[]) {
  const storage = memoryStorage();
  // Told only of refused lessons, as the page's outbox tells the learner (a lost heart or a report is not a lesson).
  const onRejected = vi.fn();
  const queue = createAppOutbox({ storage, onRefused: (r) => isCompletion(r.entry) && onRejected(r) });
  for (const id of lessonIds) queue.enqueue(completion(id));
  return { queue, storage, onRejected };
}

describe('the outbox', () => {
  it('keeps completions in storage under lugha_outbox', () => {
    const { storage } = queueOf('1-0');
    expect(JSON.parse(storage.items.get(OUTBOX_KEY) ?? '[]')).toEqual([completion('1-0')]);
  });

  it('belongs to the account that saved each completion: another account neither sees nor replays it', async () => {
    answerCompletions();
    const storage = memoryStorage();
    let account: string | null = 'ada';
    const queue = createAppOutbox({ storage, owner: () => account });
    queue.enqueue(completion('1-0'));
    expect(JSON.parse(storage.items.get(OUTBOX_KEY) ?? '[]')[0]).toMatchObject({ lessonId: '1-0', owner: 'ada' });
    account = 'bola';
    expect(queue.pending()).toEqual([]);
    queue.enqueue(completion('1-1'));
    await replayQueue(makeClient(), queue);
    expect(sentLessons()).toEqual(['1-1']);
    account = null;
    expect(queue.pending()).toEqual([]);
    account = 'ada';
    expect(queue.pending()).toEqual([completion('1-0')]);
    await replayQueue(makeClient(), queue);
    // The stamp stays on the device: the server is sent exactly the completion.
    expect(server.received.map((r) => JSON.parse(r.body))).toEqual([completion('1-1'), completion('1-0')]);
    expect(queue.pending()).toEqual([]);
  });

  it('replays in order and empties the queue', async () => {
    answerCompletions();
    const { queue } = queueOf('1-0', '1-1', '1-2');
    const result = await replayQueue(makeClient(), queue);
    expect(sentLessons()).toEqual(['1-0', '1-1', '1-2']);
    expect(result.sent.map((a) => ('lessonId' in a.response ? a.response.lessonId : null))).toEqual([
      '1-0',
      '1-1',
      '1-2',
    ]);
    expect(result).toMatchObject({ refused: [], stoppedBy: null, remaining: 0 });
    expect(queue.pending()).toEqual([]);
  });

  it("carries a quiz's missed questions to the server, and replays a completion saved without them", async () => {
    answerCompletions();
    const storage = memoryStorage();
    const quiz = { ...completion('1-2'), missedQuestions: [0, 3] };
    // Queued by a version of the app that did not know the field.
    storage.setItem(OUTBOX_KEY, JSON.stringify([completion('1-1')]));
    const queue = createAppOutbox({ storage });
    queue.enqueue(quiz);
    expect(JSON.parse(storage.items.get(OUTBOX_KEY) ?? '[]')).toEqual([completion('1-1'), quiz]);
    await replayQueue(makeClient(), queue);
    expect(server.received.map((r) => JSON.parse(r.body))).toEqual([completion('1-1'), quiz]);
    expect(queue.pending()).toEqual([]);
  });

  it('drops a refused completion, reports it with the server text, and goes on', async () => {
    answerCompletions({ '1-1': fail(409, 'lesson_locked', 'Lesson is locked') });
    const { queue, onRejected } = queueOf('1-0', '1-1', '1-2');
    const result = await replayQueue(makeClient(), queue);
    expect(sentLessons()).toEqual(['1-0', '1-1', '1-2']);
    expect(
      result.refused.map((r) => [isCompletion(r.entry) && r.entry.lessonId, r.error.status, r.error.message]),
    ).toEqual([['1-1', 409, 'Lesson is locked']]);
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toEqual([]);
  });

  it('stops at a transient failure, keeps the rest, and sends it in order later', async () => {
    answerCompletions({ '1-1': fail(503, 'unavailable', 'Service unavailable') });
    const { queue, onRejected } = queueOf('1-0', '1-1', '1-2');
    const client = makeClient();
    const first = await replayQueue(client, queue);
    expect(sentLessons()).toEqual(['1-0', '1-1']);
    expect(first).toMatchObject({ stoppedBy: { status: 503 }, remaining: 2 });
    expect(queue.pending().map((c) => isCompletion(c) && c.lessonId)).toEqual(['1-1', '1-2']);
    expect(onRejected).not.toHaveBeenCalled();

    server.reset();
    answerCompletions();
    await replayQueue(client, queue);
    expect(sentLessons()).toEqual(['1-1', '1-2']);
    expect(queue.pending()).toEqual([]);
  });

  it('sends each completion once when two replays start together', async () => {
    answerCompletions();
    const { queue } = queueOf('1-0', '1-1', '1-2');
    const client = makeClient();
    const [a, b] = await Promise.all([replayQueue(client, queue), replayQueue(client, queue)]);
    expect(sentLessons()).toEqual(['1-0', '1-1', '1-2']);
    expect(a).toBe(b);
  });

  it('keeps a completion id once, in its first place', () => {
    const { queue } = queueOf('1-0', '1-1');
    queue.enqueue({ ...completion('1-0'), score: 80 });
    expect(queue.pending().map((c) => [isCompletion(c) && c.lessonId, 'score' in c ? c.score : null])).toEqual([
      ['1-0', 80],
      ['1-1', 100],
    ]);
  });

  it('keeps the queue in memory when storage refuses to save it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const queue = createAppOutbox({ storage: full });
    queue.enqueue(completion('1-0'));
    queue.enqueue(completion('1-1'));
    expect(queue.pending().map((c) => isCompletion(c) && c.lessonId)).toEqual(['1-0', '1-1']);
    vi.restoreAllMocks();
  });

  it('reads unreadable storage as an empty queue', () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(createAppOutbox({ storage }).pending()).toEqual([]);
  });

  it('keeps everything when the session is refused (the client signs out)', async () => {
    server.answer(() => fail(401, 'invalid_token', 'Invalid token'));
    const signOut = vi.fn(async () => {});
    const { queue } = queueOf('1-0', '1-1');
    const result = await replayQueue(makeClient({ signOut }), queue);
    expect(result.stoppedBy?.status).toBe(401);
    expect(queue.pending()).toHaveLength(2);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('publishes the default queue to the stores', async () => {
    answerCompletions({ '2-0': fail(404, 'lesson_not_found', 'Lesson not found') });
    enqueueCompletion(completion('2-0'));
    expect($queuedCount.get()).toBe(1);
    await replayQueue(makeClient());
    expect($queuedCount.get()).toBe(0);
    expect($rejectedCompletions.get()).toEqual([
      { completionId: 'completion-2-0', language: 'igbo', lessonId: '2-0', status: 404, message: 'Lesson not found' },
    ]);
    expect($toasts.get().at(-1)).toMatchObject({
      title: 'Error completing lesson',
      description: 'Lesson 2-0: Lesson not found',
      tone: 'error',
    });
    expect(defaultOutbox().pending()).toEqual([]);
  });

  it('drops a completion kept more than 30 days, says so in plain words, and sends the next', async () => {
    const tooOld = 'completedAt: is more than 30 days ago; the server applies only what happened in the last 30 days';
    answerCompletions({ '2-1': fail(400, 'invalid_field', tooOld) });
    enqueueCompletion(completion('2-1'));
    enqueueCompletion(completion('2-2'));
    const result = await replayQueue(makeClient());
    expect(sentLessons()).toEqual(['2-1', '2-2']);
    expect(result.sent.map((a) => entryId(a.entry))).toEqual(['completion-2-2']);
    expect($rejectedCompletions.get().at(-1)).toMatchObject({ lessonId: '2-1', status: 400, message: tooOld });
    expect($toasts.get().at(-1)).toMatchObject({
      title: 'Error completing lesson',
      description:
        'Lesson 2-1 was finished on this device more than 30 days ago, too long ago to count now: play it again to count it.',
    });
    expect(defaultOutbox().pending()).toEqual([]);
  });
});

describe('hearts lost during a lesson', () => {
  const loss = (lessonId: string, n: number): QueuedHeartLoss => ({
    kind: 'heart-loss',
    language: 'igbo',
    lossId: `loss-${lessonId}-${n}`,
    lessonId,
    attemptId: `completion-${lessonId}`,
    lostAt: '2025-03-01T09:59:00.000Z',
    timeZone: 'Africa/Lagos',
  });

  it('go to the server in the order they happened, before the completion of their lesson', async () => {
    server.answer((request) => ok({ url: request.url }));
    const { queue } = queueOf('1-1');
    const client = makeClient({ baseUrl: `${await closedOrigin()}/api` });
    await loseHeartOnline(client, loss('1-2', 1), queue);
    await loseHeartOnline(client, loss('1-2', 2), queue);
    queue.enqueue(completion('1-2'));
    expect(queue.pending()).toHaveLength(4);
    await replayQueue(makeClient(), queue);
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/progress/lesson/complete',
      '/api/progress/igbo/heart-losses',
      '/api/progress/igbo/heart-losses',
      '/api/progress/lesson/complete',
    ]);
    // The server is sent the loss itself: its kind and language stay on the device (the language is in the path).
    expect(JSON.parse(server.received[1]!.body)).toEqual({
      lossId: 'loss-1-2-1',
      lessonId: '1-2',
      attemptId: 'completion-1-2',
      lostAt: '2025-03-01T09:59:00.000Z',
      timeZone: 'Africa/Lagos',
    });
    expect(queue.pending()).toEqual([]);
  });

  it('are sent once when the same loss is queued twice', async () => {
    const { queue } = queueOf();
    queue.enqueue(loss('1-2', 1));
    queue.enqueue(loss('1-2', 1));
    expect(queue.pending()).toEqual([loss('1-2', 1)]);
  });

  it('are dropped without a lesson refusal when the server refuses them for good', async () => {
    server.answer(() => fail(404, 'lesson_not_found', 'Lesson not found'));
    const { queue, onRejected } = queueOf();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await loseHeartOnline(makeClient(), loss('9-2', 1), queue);
    error.mockRestore();
    expect(result).toMatchObject({ sent: [], remaining: 0 });
    expect(result.refused.map((r) => entryId(r.entry))).toEqual(['loss:loss-9-2-1']);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('are not counted as finished lessons waiting', () => {
    enqueueCompletion(completion('3-0'));
    defaultOutbox().enqueue(loss('3-2', 1));
    expect($queuedCount.get()).toBe(1);
  });
});

describe('completeLessonOnline', () => {
  it('returns the server response when the server takes the completion', async () => {
    answerCompletions();
    const { queue } = queueOf();
    const outcome = await completeLessonOnline(makeClient(), completion('1-0'), queue);
    expect(outcome).toMatchObject({ queued: false, response: { lessonId: '1-0', xpEarned: 15 } });
    expect(queue.pending()).toEqual([]);
  });

  it('queues the completion when the server cannot be reached', async () => {
    const { queue } = queueOf();
    const client = makeClient({ baseUrl: `${await closedOrigin()}/api` });
    const outcome = await completeLessonOnline(client, completion('1-0'), queue);
    expect(outcome).toMatchObject({ queued: true, reason: { kind: 'network' } });
    expect(queue.pending()).toEqual([completion('1-0')]);
  });

  it('sends earlier queued completions first', async () => {
    answerCompletions();
    const { queue } = queueOf('1-0', '1-1');
    await completeLessonOnline(makeClient(), completion('1-2'), queue);
    expect(sentLessons()).toEqual(['1-0', '1-1', '1-2']);
  });

  it('throws the refusal and does not keep the completion', async () => {
    answerCompletions({ '1-3': fail(409, 'lesson_locked', 'Lesson is locked') });
    const { queue } = queueOf();
    await expect(completeLessonOnline(makeClient(), completion('1-3'), queue)).rejects.toMatchObject({
      status: 409,
      message: 'Lesson is locked',
    });
    expect(queue.pending()).toEqual([]);
  });

  it('joins a replay already under way and is sent once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answer(async (request) => {
      const body = JSON.parse(request.body) as CompletionRequest;
      if (body.lessonId === '1-0') await held;
      return ok({ lessonId: body.lessonId });
    });
    const { queue } = queueOf('1-0');
    const client = makeClient();
    const running = replayQueue(client, queue);
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5000 });
    const outcome = completeLessonOnline(client, completion('1-1'), queue);
    release();
    await expect(outcome).resolves.toMatchObject({ queued: false, response: { lessonId: '1-1' } });
    await running;
    expect(sentLessons()).toEqual(['1-0', '1-1']);
  });
});

describe('problem reports', () => {
  const report = (n: number) => ({
    reportId: `report-${n}`,
    language: 'igbo',
    itemId: 'igbo:ndewo',
    exerciseKind: 'recall' as const,
    reason: 'answer-should-be-accepted' as const,
    givenAnswer: 'Ndeewo o',
    expectedAnswers: ['Ndewo'],
  });

  it('are sent without their kind and answered sent', async () => {
    server.answer((request) => ok({ report: { reportId: JSON.parse(request.body).reportId }, alreadyRecorded: false }));
    const { queue } = queueOf();
    const outcome = await reportOnline(makeClient(), report(1), queue);
    expect(outcome).toMatchObject({ state: 'sent', response: { report: { reportId: 'report-1' } } });
    expect(server.received.map((r) => r.url)).toEqual(['/api/reports']);
    expect(JSON.parse(server.received[0]!.body)).toEqual(report(1));
    expect(queue.pending()).toEqual([]);
  });

  it('wait on the device while offline and are replayed once when the connection returns', async () => {
    const { queue } = queueOf();
    const offline = makeClient({ baseUrl: `${await closedOrigin()}/api` });
    expect(await reportOnline(offline, report(2), queue)).toEqual({ state: 'queued' });
    // Reported twice while offline (a second tap): still one entry.
    queue.enqueue({ ...report(2), kind: 'report' });
    expect(queue.pending()).toEqual([{ ...report(2), kind: 'report' }]);
    server.answer(() => ok({ report: { reportId: 'report-2' }, alreadyRecorded: false }));
    const result = await replayQueue(makeClient(), queue);
    expect(result).toMatchObject({ stoppedBy: null, remaining: 0 });
    expect(server.received.map((r) => r.url)).toEqual(['/api/reports']);
    await replayQueue(makeClient(), queue);
    expect(server.received).toHaveLength(1);
  });

  it('are dropped and answered refused when the server refuses them for good', async () => {
    server.answer(() => fail(404, 'item_not_found', 'Practice item not found'));
    const { queue, onRejected } = queueOf();
    const outcome = await reportOnline(makeClient(), report(3), queue);
    expect(outcome).toMatchObject({ state: 'refused', error: { status: 404, message: 'Practice item not found' } });
    expect(queue.pending()).toEqual([]);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('are not counted as finished lessons waiting', () => {
    const before = $queuedCount.get();
    enqueueCompletion(completion('4-0'));
    defaultOutbox().enqueue({ ...report(4), kind: 'report' });
    expect($queuedCount.get()).toBe(before + 1);
  });
});
