import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialProgress, type LanguageProgress } from '@/domain';
import { $progress } from '@/stores/progress';
import { $connection } from '@/stores/sync';
import { ApiRequestError, type ApiClient, type RequestOptions } from './client.ts';
import {
  checkConnection,
  startStatusPoll,
  syncAfterSignIn,
  syncPendingCompletions,
  type StatusTick,
} from './connection.ts';
import type { OutboxStorage } from '../outbox/storage.ts';
import { createAppOutbox } from './outbox.ts';
import {
  closedOrigin,
  startScriptedApiServer,
  type ScriptedApiServer,
} from '../../test-support/scripted-api-server.ts';
import type { CompletionRequest } from '../../shared/api-types.ts';

describe('checkConnection', () => {
  let server: ScriptedApiServer;
  beforeAll(async () => {
    server = await startScriptedApiServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is true when /health answers 200', async () => {
    await expect(checkConnection(undefined, 5000, `${server.origin}/health`)).resolves.toBe(true);
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/health' });
  });

  it('is false when /health answers 503', async () => {
    server.answer(() => ({ status: 503, body: { status: 'unavailable' } }));
    await expect(checkConnection(undefined, 5000, `${server.origin}/health`)).resolves.toBe(false);
    expect(console.warn).toHaveBeenCalledWith('Connection failed: /health answered 503');
  });

  it('is false when /health does not answer in time', async () => {
    server.answer(() => 'hang');
    await expect(checkConnection(undefined, 100, `${server.origin}/health`)).resolves.toBe(false);
  });

  it('is false when nothing listens', async () => {
    await expect(checkConnection(undefined, 5000, `${await closedOrigin()}/health`)).resolves.toBe(false);
  });
});

const progress = (xp: number): LanguageProgress => ({ ...initialProgress(['1-0', '1-1']), totalXP: xp });

function completion(language: string, lessonId: string): CompletionRequest {
  return {
    language,
    lessonId,
    score: 100,
    timeSpent: 90,
    attempts: 1,
    mistakes: 0,
    hintsUsed: 0,
    completionId: `completion-${language}-${lessonId}`,
    completedAt: '2025-03-01T10:00:00.000Z',
    timeZone: 'Africa/Lagos',
  };
}

function memoryStorage(): OutboxStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** A client answering from a table: path → data or an error to throw. */
function fakeClient(signedIn: boolean, answers: Record<string, unknown>) {
  const request = vi.fn(async (path: string, options: RequestOptions) => {
    const key = path === '/progress/lesson/complete' ? `${path} ${(options.body as CompletionRequest).lessonId}` : path;
    const answer = answers[key];
    if (answer instanceof Error) throw answer;
    if (answer === undefined)
      throw new ApiRequestError({ status: 404, code: 'not_found', message: options.fallback, kind: 'http' });
    return answer;
  });
  const client: ApiClient = {
    request: request as ApiClient['request'],
    hasSession: async () => signedIn,
    blob: () => Promise.reject(new Error('no recordings here')),
  };
  return { client, request };
}

const unavailable = () =>
  new ApiRequestError({ status: 503, code: 'unavailable', message: 'Failed to complete lesson', kind: 'http' });

beforeEach(() => $progress.set({}));

describe('syncPendingCompletions', () => {
  it("keeps the server's progress for a language with nothing left queued", async () => {
    $progress.set({ igbo: progress(10), yoruba: progress(20) });
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(completion('igbo', '1-0'));
    queue.enqueue(completion('yoruba', 'y1-0'));
    const { client } = fakeClient(true, {
      '/progress/lesson/complete 1-0': { progress: progress(25) },
      '/progress/lesson/complete y1-0': unavailable(),
    });
    const result = await syncPendingCompletions(client, queue);
    expect(result.remaining).toBe(1);
    expect($progress.get()).toEqual({ igbo: progress(25), yoruba: progress(20) });
  });

  it("keeps the server's hearts once a lost heart waiting on the device is sent", async () => {
    $progress.set({ igbo: { ...progress(10), currentHearts: 2 } });
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue({
      kind: 'heart-loss',
      language: 'igbo',
      lossId: 'loss-1',
      lessonId: '1-2',
      attemptId: 'attempt-1',
      lostAt: '2025-03-01T10:00:00.000Z',
      timeZone: 'Africa/Lagos',
    });
    const server = { ...progress(10), currentHearts: 1 };
    const { client } = fakeClient(true, { '/progress/igbo/heart-losses': { progress: server } });
    expect(await syncPendingCompletions(client, queue)).toMatchObject({ remaining: 0 });
    expect($progress.get()).toEqual({ igbo: server });
  });

  it('sends nothing when nothing is queued', async () => {
    const { client, request } = fakeClient(true, {});
    await syncPendingCompletions(client, createAppOutbox({ storage: memoryStorage() }));
    expect(request).not.toHaveBeenCalled();
  });
});

describe('syncAfterSignIn', () => {
  it("replays the queue, then replaces the local progress with the server's", async () => {
    $progress.set({ igbo: progress(5), kriolu: progress(7) });
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(completion('igbo', '1-0'));
    const { client, request } = fakeClient(true, {
      '/progress/lesson/complete 1-0': { progress: progress(15) },
      '/progress/overview': { languages: [{ code: 'igbo' }, { code: 'yoruba' }] },
      '/progress/language/igbo': progress(115),
      '/progress/language/yoruba': progress(40),
    });
    await expect(syncAfterSignIn(client, queue)).resolves.toMatchObject({
      progressReplaced: true,
      // Handed on, so the page does not ask the server for the overview a second time.
      overview: { languages: [{ code: 'igbo' }, { code: 'yoruba' }] },
    });
    expect(request.mock.calls.map(([path]) => path)).toEqual([
      '/progress/lesson/complete',
      '/progress/overview',
      '/progress/language/igbo',
      '/progress/language/yoruba',
    ]);
    expect($progress.get()).toEqual({ igbo: progress(115), yoruba: progress(40) });
  });

  it('keeps the local progress while completions stay queued', async () => {
    $progress.set({ igbo: progress(5) });
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(completion('igbo', '1-0'));
    const { client, request } = fakeClient(true, { '/progress/lesson/complete 1-0': unavailable() });
    await expect(syncAfterSignIn(client, queue)).resolves.toMatchObject({ progressReplaced: false, overview: null });
    expect(request).toHaveBeenCalledTimes(1);
    expect($progress.get()).toEqual({ igbo: progress(5) });
  });
});

describe('startStatusPoll', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Starts a poll whose ticks can be awaited one by one. */
  function poll(
    client: ApiClient,
    options: { healthStatus?: number; queue?: ReturnType<typeof createAppOutbox> } = {},
  ) {
    const fetch = vi.fn(async () => new Response(null, { status: options.healthStatus ?? 200 }));
    const events = new EventTarget();
    const waiting: ((tick: StatusTick) => void)[] = [];
    const nextTick = () => new Promise<StatusTick>((resolve) => waiting.push(resolve));
    const first = nextTick();
    stop = startStatusPoll({
      client,
      outbox: options.queue ?? createAppOutbox({ storage: memoryStorage() }),
      fetch,
      events,
      onTick: (tick) => waiting.shift()?.(tick),
    });
    return { fetch, events, first, nextTick };
  }

  it('checks at once and then every 30 seconds', async () => {
    const { client } = fakeClient(false, {});
    const { fetch, first, nextTick } = poll(client);
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    const second = nextTick();
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tests auth and replays the queue for a signed-in learner while online', async () => {
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(completion('igbo', '1-0'));
    const { client, request } = fakeClient(true, {
      '/user/profile': { id: 'u1' },
      '/progress/lesson/complete 1-0': { progress: progress(15) },
    });
    const tick = await poll(client, { queue }).first;
    expect(tick).toMatchObject({ online: true, signedIn: true, authenticated: true, replay: { remaining: 0 } });
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/user/profile', '/progress/lesson/complete']);
    expect($connection.get()).toBe('online');
    expect(queue.pending()).toEqual([]);
  });

  it('leaves visitors alone: no auth test, no replay', async () => {
    const { client, request } = fakeClient(false, {});
    await expect(poll(client).first).resolves.toEqual({
      online: true,
      signedIn: false,
      authenticated: null,
      replay: null,
    });
    expect(request).not.toHaveBeenCalled();
  });

  it('marks the connection offline and sends nothing when /health fails', async () => {
    const { client, request } = fakeClient(true, {});
    await expect(poll(client, { healthStatus: 503 }).first).resolves.toMatchObject({ online: false, replay: null });
    expect($connection.get()).toBe('offline');
    expect(request).not.toHaveBeenCalled();
  });

  it('does not replay once the server has refused the session', async () => {
    const queue = createAppOutbox({ storage: memoryStorage() });
    queue.enqueue(completion('igbo', '1-0'));
    const refused = new ApiRequestError({ status: 401, code: 'invalid_token', message: 'Invalid token', kind: 'http' });
    const { client, request } = fakeClient(true, { '/user/profile': refused });
    await expect(poll(client, { queue }).first).resolves.toMatchObject({ authenticated: false, replay: null });
    expect(request).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toHaveLength(1);
  });

  it("checks again when the browser fires 'online', and stops when told", async () => {
    const { client } = fakeClient(false, {});
    const { fetch, events, first, nextTick } = poll(client);
    await first;
    const again = nextTick();
    events.dispatchEvent(new Event('online'));
    await again;
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
