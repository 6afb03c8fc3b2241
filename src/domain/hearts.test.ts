import { describe, expect, it } from 'vitest';
import {
  MAX_HEARTS,
  costsHearts,
  heartsAfterCompletion,
  heartsAfterLoss,
  mistakesStillOwed,
  heartsForActivity,
  heartsRefillDate,
  isOutOfHearts,
  loseHeart,
  refillHearts,
} from './hearts.ts';

describe('hearts', () => {
  it('start with a maximum of 5', () => {
    expect(MAX_HEARTS).toBe(5);
    expect(refillHearts()).toBe(5);
  });

  it.each([
    [5, 4],
    [1, 0],
    [0, 0],
  ])('losing a heart from %i leaves %i', (hearts, left) => {
    expect(loseHeart(hearts)).toBe(left);
  });

  it.each([
    [0, true],
    [1, false],
  ])('%i hearts → out of hearts: %s', (hearts, out) => {
    expect(isOutOfHearts(hearts)).toBe(out);
  });

  it('refill the next day', () => {
    expect(heartsRefillDate('2026-12-31')).toBe('2027-01-01');
  });
});

describe('heartsForActivity', () => {
  it.each([
    ['first activity ever refills', 2, null, '2026-05-10', 5],
    ['same day keeps them', 2, '2026-05-10', '2026-05-10', 2],
    ['a new day refills', 0, '2026-05-09', '2026-05-10', 5],
    ['a new year refills', 1, '2026-12-31', '2027-01-01', 5],
    ['a leap day refills', 1, '2028-02-28', '2028-02-29', 5],
    ['a clock set back does not refill', 1, '2026-05-11', '2026-05-10', 1],
  ])('%s', (_name, hearts, lastHeartsDate, today, expected) => {
    expect(heartsForActivity({ hearts, lastHeartsDate, today }).hearts).toBe(expected);
  });

  it('records the day of a refill', () => {
    expect(heartsForActivity({ hearts: 0, lastHeartsDate: '2026-05-09', today: '2026-05-10' })).toEqual({
      hearts: 5,
      lastHeartsDate: '2026-05-10',
    });
  });

  it('does not change its input', () => {
    const state = Object.freeze({ hearts: 0, lastHeartsDate: '2026-05-09', today: '2026-05-10' });
    heartsForActivity(state);
    expect(state.hearts).toBe(0);
  });
});

describe('costsHearts', () => {
  it.each(['quiz', 'sentence-construction', 'pattern-discovery', 'cultural-story'])(
    'a wrong answer in %s costs a heart',
    (type) => {
      expect(costsHearts(type)).toBe(true);
    },
  );

  it.each(['memory-game', 'info', 'cultural-note', 'conversation', 'unknown'])(
    'nothing in %s costs a heart',
    (type) => {
      expect(costsHearts(type)).toBe(false);
    },
  );
});

describe('heartsAfterCompletion', () => {
  it('takes one heart per mistake in a checked lesson', () => {
    expect(heartsAfterCompletion(5, 'quiz', 2)).toBe(3);
  });

  it('never goes below 0', () => {
    expect(heartsAfterCompletion(2, 'sentence-construction', 7)).toBe(0);
  });

  it('leaves hearts unchanged after a memory game with mismatches', () => {
    expect(heartsAfterCompletion(4, 'memory-game', 5)).toBe(4);
  });

  it('leaves hearts unchanged after a reading lesson', () => {
    expect(heartsAfterCompletion(3, 'conversation', 1)).toBe(3);
  });
});

describe('heartsAfterLoss', () => {
  it('takes one heart on the same day, down to 0', () => {
    expect(heartsAfterLoss({ hearts: 2, lastHeartsDate: '2026-11-23', day: '2026-11-23' })).toEqual({
      hearts: 1,
      lastHeartsDate: '2026-11-23',
    });
    expect(heartsAfterLoss({ hearts: 0, lastHeartsDate: '2026-11-23', day: '2026-11-23' }).hearts).toBe(0);
  });

  it('refills first on a new day', () => {
    expect(heartsAfterLoss({ hearts: 0, lastHeartsDate: '2026-11-22', day: '2026-11-23' })).toEqual({
      hearts: 4,
      lastHeartsDate: '2026-11-23',
    });
    expect(heartsAfterLoss({ hearts: 5, lastHeartsDate: null, day: '2026-11-23' }).hearts).toBe(4);
  });

  it('takes nothing for a loss dated before the day the hearts were counted for (they have refilled since)', () => {
    expect(heartsAfterLoss({ hearts: 5, lastHeartsDate: '2026-11-24', day: '2026-11-23' })).toEqual({
      hearts: 5,
      lastHeartsDate: '2026-11-24',
    });
  });

  it('refuses an invalid day', () => {
    expect(() => heartsAfterLoss({ hearts: 5, lastHeartsDate: null, day: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('mistakesStillOwed', () => {
  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [2, 5, 0],
    [0, 0, 0],
  ])('%i mistakes with %i hearts already lost → %i', (mistakes, lost, owed) => {
    expect(mistakesStillOwed(mistakes, lost)).toBe(owed);
  });
});
