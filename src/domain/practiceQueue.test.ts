import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, RETRY_GAP, requeueMissed, retryExercises } from './practiceQueue.ts';
import type { PracticeExercise } from './practiceSession.ts';

const recognise = (id: string): PracticeExercise => ({
  kind: 'recognise',
  itemId: `yoruba:${id}`,
  direction: 'recognise',
  isNew: true,
  prompt: id,
  audio: null,
  choices: [`${id} meaning`, 'a', 'b', 'c'],
  answer: `${id} meaning`,
});
const recall = (id: string): PracticeExercise => ({
  kind: 'recall',
  itemId: `yoruba:${id}`,
  direction: 'recall',
  isNew: false,
  prompt: `${id} meaning`,
  answers: [id],
});
const match: PracticeExercise = {
  kind: 'match',
  targets: ['ile', 'omi', 'oko', 'iya'].map((id) => ({
    itemId: `yoruba:${id}`,
    direction: 'recognise' as const,
    isNew: false,
  })),
  pairs: ['ile', 'omi', 'oko', 'iya'].map((id) => ({ itemId: `yoruba:${id}`, word: id, meaning: `${id} meaning` })),
};
const queue = ['ile', 'omi', 'oko', 'iya', 'baba'].map(recognise);
const itemOf = (e: PracticeExercise) => (e.kind === 'match' ? 'match' : `${e.itemId}${e.again ? ' again' : ''}`);

describe('requeueMissed', () => {
  it(`asks a missed card again after ${RETRY_GAP} other exercises`, () => {
    const next = requeueMissed(queue, 0, 'wrong', 1);
    expect(next.map(itemOf)).toEqual([
      'yoruba:ile',
      'yoruba:omi',
      'yoruba:oko',
      'yoruba:ile again',
      'yoruba:iya',
      'yoruba:baba',
    ]);
    const again = next[3]!;
    expect(again).toMatchObject({ kind: 'recognise', again: true, isNew: false, answer: 'ile meaning' });
    expect(again.kind === 'recognise' && [...again.choices].sort()).toEqual(['a', 'b', 'c', 'ile meaning']);
  });

  it('leaves the queue as it was after a right answer or a slip', () => {
    expect(requeueMissed(queue, 1, 'right', 1)).toEqual(queue);
    expect(requeueMissed(queue, 1, 'slip', 1)).toEqual(queue);
  });

  it('puts the card at the end when fewer exercises are left, so the session never ends on a miss', () => {
    expect(requeueMissed(queue, 4, 'wrong', 1).map(itemOf).slice(-2)).toEqual(['yoruba:baba', 'yoruba:baba again']);
    expect(requeueMissed(queue, 3, 'wrong', 1).map(itemOf).slice(-2)).toEqual(['yoruba:baba', 'yoruba:iya again']);
  });

  it('asks again until right once, at most MAX_RETRIES times', () => {
    let q: PracticeExercise[] = [recall('ile'), recall('omi')];
    let index = 0;
    let asked = 0;
    while (index < q.length) {
      if (itemOf(q[index]!).startsWith('yoruba:ile')) {
        asked += 1;
        q = requeueMissed(q, index, 'wrong', index);
      }
      index += 1;
    }
    expect(asked).toBe(1 + MAX_RETRIES);
    expect(q.filter((e) => itemOf(e) === 'yoruba:ile again')).toHaveLength(MAX_RETRIES);
  });

  it('never changes the exercises already played', () => {
    const next = requeueMissed(queue, 2, 'wrong', 7);
    expect(next.slice(0, 3)).toEqual(queue.slice(0, 3));
  });

  it('refuses an index outside the queue', () => {
    expect(() => requeueMissed(queue, 9, 'wrong', 1)).toThrow(RangeError);
  });
});

describe('retryExercises', () => {
  it('asks each missed pair of a match as a choice among the board’s meanings', () => {
    const retries = retryExercises(match, { 'yoruba:ile': 'right', 'yoruba:omi': 'wrong', 'yoruba:oko': 'right' }, 3);
    // A pair the verdicts do not name was not shown to be known.
    expect(retries.map(itemOf)).toEqual(['yoruba:omi again', 'yoruba:iya again']);
    for (const retry of retries) {
      expect(retry.kind).toBe('recognise');
      if (retry.kind !== 'recognise') continue;
      expect(retry.choices).toContain(retry.answer);
      expect(new Set(retry.choices).size).toBe(retry.choices.length);
      expect(retry.choices.length).toBeLessThanOrEqual(4);
    }
  });

  it('asks a recall again as it was', () => {
    expect(retryExercises(recall('ile'), 'wrong', 1)).toEqual([{ ...recall('ile'), again: true }]);
  });

  it('asks a dictation again as it was: the same recording, to type', () => {
    const dictation: PracticeExercise = {
      kind: 'dictation',
      itemId: 'yoruba:ile',
      direction: 'recall',
      isNew: true,
      audio: 'yoruba/vocabulary/ile',
      prompt: 'house',
      answers: ['ilé'],
      pronunciation: 'ee-LEH',
    };
    expect(retryExercises(dictation, 'wrong', 1)).toEqual([{ ...dictation, isNew: false, again: true }]);
  });
});
