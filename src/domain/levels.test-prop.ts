import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForXp, levelProgress, levelStartXp, profileLevel } from './levels.ts';

const xp = fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e300, noNaN: true }));

describe('level invariants', () => {
  it('levelForXp never decreases as XP grows', () => {
    fc.assert(
      fc.property(xp, xp, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(levelForXp(high)).toBeGreaterThanOrEqual(levelForXp(low));
      }),
    );
  });

  it('levelProgress stays within 0…1', () => {
    fc.assert(
      fc.property(fc.oneof(xp, fc.double()), (points) => {
        const share = levelProgress(points);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('XP lies between the start of its level and the start of the next', () => {
    fc.assert(
      fc.property(fc.nat(), (points) => {
        const level = levelForXp(points);
        expect(levelStartXp(level)).toBeLessThanOrEqual(points);
        expect(levelStartXp(level + 1)).toBeGreaterThan(points);
      }),
    );
  });

  it('profileLevel never decreases as XP grows', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        expect(profileLevel(Math.max(a, b))).toBeGreaterThanOrEqual(profileLevel(Math.min(a, b)));
      }),
    );
  });
});
