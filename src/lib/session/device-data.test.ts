import { describe, expect, it } from 'vitest';
import { SAVED_PRACTICE_STATS_KEY } from '@/lib/api/saved-practice-stats';
import { LEGACY_KEYS, OUTBOX_KEY } from '@/lib/outbox/keys';
import { forgetPracticeOf, forgetSavedPractice, SAVED_PRACTICE_KEY, unsentFor } from './device-data';

function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('forgetSavedPractice', () => {
  it("removes the account's saved practice in every language and keeps other accounts'", () => {
    const storage = memoryStorage({
      [SAVED_PRACTICE_KEY]: [
        { owner: 'ada', language: 'igbo' },
        { owner: 'bola', language: 'yoruba' },
        { owner: 'ada', language: 'yoruba' },
      ],
    });
    forgetSavedPractice('ada', storage);
    expect(JSON.parse(storage.getItem(SAVED_PRACTICE_KEY)!)).toEqual([{ owner: 'bola', language: 'yoruba' }]);
  });

  it('removes the key when nothing else is left, and leaves unreadable or foreign data alone', () => {
    const storage = memoryStorage({ [SAVED_PRACTICE_KEY]: [{ owner: 'ada', language: 'igbo' }] });
    forgetSavedPractice('ada', storage);
    expect(storage.data.has(SAVED_PRACTICE_KEY)).toBe(false);
    const broken = memoryStorage();
    broken.data.set(SAVED_PRACTICE_KEY, '{not json');
    forgetSavedPractice('ada', broken);
    expect(broken.getItem(SAVED_PRACTICE_KEY)).toBe('{not json');
  });
});

describe('forgetPracticeOf', () => {
  const stats = (language: string) => ({
    stats: { language, wordsLearned: 3, dueCount: 1, newCount: 2, strong: 0, reviewsByDay: [] },
    savedAt: 1,
  });

  it("removes the account's saved practice and practice statistics, and keeps other accounts'", () => {
    const storage = memoryStorage({
      [SAVED_PRACTICE_KEY]: [
        { owner: 'ada', language: 'igbo' },
        { owner: 'bola', language: 'yoruba' },
      ],
      [SAVED_PRACTICE_STATS_KEY]: { ada: { igbo: stats('igbo') }, bola: { yoruba: stats('yoruba') } },
    });
    forgetPracticeOf('ada', storage);
    expect(JSON.parse(storage.getItem(SAVED_PRACTICE_KEY)!)).toEqual([{ owner: 'bola', language: 'yoruba' }]);
    expect(JSON.parse(storage.getItem(SAVED_PRACTICE_STATS_KEY)!)).toEqual({ bola: { yoruba: stats('yoruba') } });
    forgetPracticeOf('bola', storage);
    expect([...storage.data.keys()]).toEqual([]);
  });
});

describe('unsentFor', () => {
  const completion = (owner?: string) => ({
    completionId: `c-${Math.random()}`,
    language: 'igbo',
    lessonId: '1-0',
    ...(owner ? { owner } : {}),
  });
  const batch = (owner: string) => ({ kind: 'answers', language: 'igbo', answers: [{ id: 'a' }], owner });

  it("counts the account's waiting completions, lost hearts and practice calls, and none of another account's", () => {
    const storage = memoryStorage({
      [OUTBOX_KEY]: [completion('ada'), completion('bola'), completion(), batch('ada')],
      // Left by an earlier version of the app, not yet moved into the outbox.
      [LEGACY_KEYS[1]]: [batch('ada'), batch('bola')],
    });
    expect(unsentFor('ada', storage)).toBe(4);
    expect(unsentFor('bola', storage)).toBe(3);
    expect(unsentFor('chidi', memoryStorage())).toBe(0);
  });
});
