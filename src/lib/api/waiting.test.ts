// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $user, type User } from '@/stores/auth';
import { $queuedCount, $queuedPractice, $waitingCount } from '@/stores/sync';
import { LEGACY_KEYS, OUTBOX_KEY } from '../outbox/keys.ts';
import { countWaiting, holdsProgressBack, waitingFor } from '../outbox/waiting.ts';
import { watchWaiting } from './waiting.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === OUTBOX_KEY ? value : null) });
const completion = (owner?: string) => ({
  completionId: `c-${Math.random()}`,
  language: 'igbo',
  lessonId: '1-0',
  ...(owner ? { owner } : {}),
});
const batch = (owner?: string) => ({
  kind: 'answers',
  language: 'igbo',
  answers: [{ id: `a-${Math.random()}` }],
  ...(owner ? { owner } : {}),
});
const counted = (owner: string | null, stored: Pick<Storage, 'getItem'> | undefined) =>
  countWaiting(waitingFor(owner, stored));

describe('waitingFor and countWaiting', () => {
  it("counts the account's entries and those saved before any account was known, not another account's", () => {
    const stored = JSON.stringify([completion('ada'), completion(), completion('bola'), batch('ada')]);
    expect(counted('ada', storage(stored))).toEqual({ lessons: 2, practice: 1 });
    expect(counted('bola', storage(stored))).toEqual({ lessons: 2, practice: 0 });
    expect(counted(null, storage(stored))).toEqual({ lessons: 1, practice: 0 });
  });

  it('does not count a heart lost during a lesson as a result of its own', () => {
    const loss = { kind: 'heart-loss', lossId: 'l1', language: 'igbo', lessonId: '1-2', owner: 'ada' };
    expect(counted('ada', storage(JSON.stringify([completion('ada'), loss]))).lessons).toBe(1);
  });

  it('counts nothing in unreadable or foreign storage', () => {
    const none = { lessons: 0, practice: 0 };
    expect(counted('ada', storage(null))).toEqual(none);
    expect(counted('ada', storage('{not json'))).toEqual(none);
    expect(counted('ada', storage('{"language":"igbo"}'))).toEqual(none);
    expect(counted('ada', storage('[null, 3, "x", {"owner":"ada"}]'))).toEqual(none);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(counted('ada', blocked)).toEqual(none);
    expect(counted('ada', undefined)).toEqual(none);
  });
});

describe('holdsProgressBack', () => {
  it("is true while the learner's lessons of the language or any practice wait, not for reports or another account", () => {
    const report = { kind: 'report', reportId: 'r1', language: 'igbo', owner: 'ada' };
    const yoruba = { ...completion('ada'), language: 'yoruba' };
    expect(holdsProgressBack('igbo', 'ada', storage(JSON.stringify([report, yoruba, completion('bola')])))).toBe(false);
    expect(holdsProgressBack('yoruba', 'ada', storage(JSON.stringify([yoruba])))).toBe(true);
    expect(holdsProgressBack('igbo', 'ada', storage(JSON.stringify([{ ...batch('ada'), language: 'kriolu' }])))).toBe(
      true,
    );
  });
});

describe('watchWaiting', () => {
  const learner = (id: string) => ({ id }) as User;
  beforeEach(() => {
    $user.set(null);
  });

  it("moves what an earlier version left waiting into the outbox, publishes the learner's waiting results, and follows other tabs and another account", async () => {
    localStorage.clear();
    localStorage.setItem(LEGACY_KEYS[0], JSON.stringify([completion('ada')]));
    localStorage.setItem(LEGACY_KEYS[1], JSON.stringify([batch('ada'), batch('bola')]));
    $user.set(learner('ada'));
    watchWaiting();
    expect([$queuedCount.get(), $queuedPractice.get(), $waitingCount.get()]).toEqual([1, 1, 2]);
    await vi.waitFor(() => expect(LEGACY_KEYS.map((key) => localStorage.getItem(key))).toEqual([null, null]));
    expect([$queuedCount.get(), $queuedPractice.get()]).toEqual([1, 1]);
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]')).toHaveLength(3);

    // Another tab saved practice.
    const now = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown[];
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([...now, batch('ada')]));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
    expect($waitingCount.get()).toBe(3);

    $user.set(learner('bola'));
    expect([$queuedCount.get(), $queuedPractice.get()]).toEqual([0, 1]);
  });
});
