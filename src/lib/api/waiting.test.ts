// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $user, type User } from '@/stores/auth';
import { $connection, $queuedCount, $queuedPractice, $waitingCount } from '@/stores/sync';
import { PRACTICE_QUEUE_KEY } from './practice-queue-key.ts';
import { QUEUE_KEY } from './queue-key.ts';
import { countWaiting, watchWaiting } from './waiting.ts';

const storage = (value: string | null) => ({ getItem: () => value });
const completion = (owner?: string) => ({
  completionId: `c-${Math.random()}`,
  language: 'igbo',
  lessonId: '1-0',
  ...(owner ? { owner } : {}),
});
const batch = (owner?: string) => ({
  kind: 'answers',
  language: 'igbo',
  answers: [{ id: 'a1' }],
  ...(owner ? { owner } : {}),
});

describe('countWaiting', () => {
  it("counts the account's entries and those saved before any account was known, not another account's", () => {
    const stored = JSON.stringify([completion('ada'), completion(), completion('bola')]);
    expect(countWaiting(QUEUE_KEY, 'ada', storage(stored))).toBe(2);
    expect(countWaiting(QUEUE_KEY, 'bola', storage(stored))).toBe(2);
    expect(countWaiting(QUEUE_KEY, null, storage(stored))).toBe(1);
  });

  it('does not count a heart lost during a lesson as a result of its own', () => {
    const loss = { kind: 'heart-loss', lossId: 'l1', language: 'igbo', lessonId: '1-2', owner: 'ada' };
    expect(countWaiting(QUEUE_KEY, 'ada', storage(JSON.stringify([completion('ada'), loss])))).toBe(1);
  });

  it('counts nothing in unreadable or foreign storage', () => {
    expect(countWaiting(QUEUE_KEY, 'ada', storage(null))).toBe(0);
    expect(countWaiting(QUEUE_KEY, 'ada', storage('{not json'))).toBe(0);
    expect(countWaiting(QUEUE_KEY, 'ada', storage('{"language":"igbo"}'))).toBe(0);
    expect(countWaiting(QUEUE_KEY, 'ada', storage('[null, 3, "x", {"owner":"ada"}]'))).toBe(0);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(countWaiting(QUEUE_KEY, 'ada', blocked)).toBe(0);
    expect(countWaiting(QUEUE_KEY, 'ada', undefined)).toBe(0);
  });
});

describe('watchWaiting', () => {
  const learner = (id: string) => ({ id }) as User;
  beforeEach(() => {
    localStorage.clear();
    $user.set(null);
    $connection.set('unknown');
  });

  it("publishes the learner's waiting results and follows other tabs, another account and a lost network", () => {
    localStorage.setItem(QUEUE_KEY, JSON.stringify([completion('ada')]));
    localStorage.setItem(PRACTICE_QUEUE_KEY, JSON.stringify([batch('ada'), batch('bola')]));
    $user.set(learner('ada'));
    watchWaiting();
    expect([$queuedCount.get(), $queuedPractice.get(), $waitingCount.get()]).toEqual([1, 1, 2]);

    // Another tab saved practice.
    localStorage.setItem(PRACTICE_QUEUE_KEY, JSON.stringify([batch('ada'), batch('ada'), batch('bola')]));
    window.dispatchEvent(new StorageEvent('storage', { key: PRACTICE_QUEUE_KEY }));
    expect($waitingCount.get()).toBe(3);

    $user.set(learner('bola'));
    expect([$queuedCount.get(), $queuedPractice.get()]).toEqual([0, 1]);

    window.dispatchEvent(new Event('offline'));
    expect($connection.get()).toBe('offline');
  });
});
