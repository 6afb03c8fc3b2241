import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { createApiClient } from '@/lib/api/client';
import { STATUS_POLL_MS } from '@/lib/api/connection';
import { statusPollStore } from './status-poll.ts';

// A visitor's poll: each round is one /health check, counted here; the browser's 'online' event comes from `events`.
function visitorPoll() {
  const health = vi.fn(async () => new Response(null, { status: 200 }));
  const events = new EventTarget();
  const client = createApiClient({
    getAccessToken: async () => null,
    refreshSession: async () => false,
    signOut: async () => {},
    redirect: () => {},
  });
  const $poll = statusPollStore({ client, fetch: health, events });
  return { $poll, health, events };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('statusPollStore', () => {
  it('checks nothing while nothing watches it', async () => {
    const { health, events } = visitorPoll();
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_MS);
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(health).not.toHaveBeenCalled();
  });

  it('starts with its first listener: a check at once, then every 30 s and on the browser’s online event', async () => {
    const { $poll, health, events } = visitorPoll();
    const seen: unknown[] = [];
    const stop = $poll.listen((tick) => seen.push(tick));
    await settle();
    expect(health).toHaveBeenCalledTimes(1);
    expect($poll.get()).toEqual({ online: true, signedIn: false, authenticated: null, replay: null });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(health).toHaveBeenCalledTimes(2);
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(health).toHaveBeenCalledTimes(3);
    expect(seen).toHaveLength(3);
    stop();
  });

  it('runs one poll for all its listeners and stops once the last one has left', async () => {
    const { $poll, health, events } = visitorPoll();
    const stopLesson = $poll.listen(() => {});
    const stopSession = $poll.listen(() => {});
    await settle();
    expect(health).toHaveBeenCalledTimes(1);
    stopLesson();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(health).toHaveBeenCalledTimes(2);
    stopSession();
    await vi.advanceTimersByTimeAsync(STORE_UNMOUNT_DELAY);
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_MS);
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(health).toHaveBeenCalledTimes(2);
  });

  it('starts again when something watches it after it stopped', async () => {
    const { $poll, health } = visitorPoll();
    $poll.listen(() => {})();
    await vi.advanceTimersByTimeAsync(STORE_UNMOUNT_DELAY + STATUS_POLL_MS);
    expect(health).toHaveBeenCalledTimes(1);
    const stop = $poll.listen(() => {});
    await settle();
    expect(health).toHaveBeenCalledTimes(2);
    stop();
  });
});
