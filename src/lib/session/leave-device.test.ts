// @vitest-environment happy-dom
// Signing out with the real stores of this device: what the learner saved to practise offline (cards, statistics)
// leaves with them; what could not reach the server stays, counted for the onboarding page's warning, and still theirs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppOutbox, OUTBOX_KEY } from '@/lib/api/outbox';
import { savedPracticeStats, savePracticeStats } from '@/lib/api/saved-practice-stats';
import { savedPractice, savePractice } from '@/practice/savedPractice';
import type { PracticeAnswer, PracticeState } from '@/shared/api-types';
import { leaveDevice } from './device-data';

const state = (language: string): PracticeState => ({
  language,
  dueCount: 1,
  newCount: 0,
  nextDue: null,
  items: [],
  cards: [],
  seed: 1,
});
const answer: PracticeAnswer = {
  id: '00000000-0000-4000-8000-000000000001',
  itemId: 'igbo:nnoo',
  direction: 'recognise',
  kind: 'right',
  responseMs: 900,
  answeredAt: '2026-11-24T10:00:00.000Z',
};
const stats = (language: string) => ({
  language,
  wordsLearned: 4,
  dueCount: 1,
  newCount: 0,
  strong: 2,
  reviewsByDay: [{ date: '2026-11-24', reviews: 3 }],
});

/** Every value stored on the device that names `owner`. */
const traces = (owner: string) =>
  Object.keys(localStorage).filter((key) => (localStorage.getItem(key) ?? '').includes(owner));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('leaving the device at sign-out', () => {
  it("removes the learner's saved practice and statistics, keeps their unsent calls for their next sign-in, and leaves another learner's alone", async () => {
    for (const owner of ['ada', 'bola']) {
      savePractice(owner, state('igbo'), [answer], new Date('2026-11-24T10:00:00Z'));
      savePracticeStats(owner, [stats('igbo')], Date.parse('2026-11-24T10:00:00Z'));
    }
    const outbox = createAppOutbox({ storage: localStorage, owner: () => 'ada' });
    outbox.enqueue({ kind: 'answers', language: 'igbo', answers: [answer] });
    expect(traces('ada').sort()).toEqual([OUTBOX_KEY, 'lugha_practice_offline', 'lugha_practice_stats']);

    expect(await leaveDevice('ada')).toBe(1);

    expect(savedPractice('ada', 'igbo')).toBeNull();
    expect(savedPracticeStats('ada', ['igbo'])).toEqual([]);
    // Only the unsent answer stays, and the onboarding page says so (1 result).
    expect(traces('ada')).toEqual([OUTBOX_KEY]);
    expect(outbox.pending()).toHaveLength(1);
    expect(savedPractice('bola', 'igbo')).not.toBeNull();
    expect(savedPracticeStats('bola', ['igbo'])).toHaveLength(1);
  });

  it('leaves nothing of the learner when nothing waits', async () => {
    savePractice('ada', state('yoruba'), [], new Date('2026-11-24T10:00:00Z'));
    savePracticeStats('ada', [stats('yoruba')], Date.parse('2026-11-24T10:00:00Z'));
    expect(await leaveDevice('ada')).toBe(0);
    expect(traces('ada')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
