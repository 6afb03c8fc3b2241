import { describe, expect, it } from 'vitest';
import { MAX_HEARTS, heartsForActivity, heartsRefillDate, isOutOfHearts, loseHeart, refillHearts } from './hearts.ts';

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
