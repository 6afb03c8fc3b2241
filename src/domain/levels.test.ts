import { describe, expect, it } from 'vitest';
import {
  levelBadgeTier,
  levelForXp,
  levelProgress,
  levelStartXp,
  profileLevel,
  profileLevelXp,
  xpToNextLevel,
} from './levels.ts';

describe('levelForXp', () => {
  it.each([
    [0, 1],
    [50, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [200, 3],
    [399, 3],
    [400, 4],
    [799, 4],
    [800, 5],
    [1600, 6],
    [25_600, 10],
    [26_214_400, 20],
    [-10, 1],
    [Number.NaN, 1],
  ])('%s XP → level %i', (points, level) => {
    expect(levelForXp(points)).toBe(level);
  });

  it('stays finite for infinite XP', () => {
    expect(Number.isFinite(levelForXp(Number.POSITIVE_INFINITY))).toBe(true);
  });
});

describe('levelStartXp', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [1, 0],
    [2, 100],
    [3, 200],
    [4, 400],
    [5, 800],
    [10, 25_600],
  ])('level %i starts at %i XP', (level, xp) => {
    expect(levelStartXp(level)).toBe(xp);
  });

  it('agrees with levelForXp at every threshold', () => {
    for (let level = 2; level <= 40; level += 1) {
      expect(levelForXp(levelStartXp(level))).toBe(level);
      expect(levelForXp(levelStartXp(level) - 1)).toBe(level - 1);
    }
  });
});

describe('levelProgress', () => {
  it.each([
    [0, 0],
    [50, 0.5],
    [99, 0.99],
    [100, 0],
    [150, 0.5],
    [199, 0.99],
    [200, 0],
    [300, 0.5],
  ])('%s XP → %s of the level', (points, share) => {
    expect(levelProgress(points)).toBeCloseTo(share, 10);
  });
});

describe('xpToNextLevel', () => {
  it.each([
    [0, 100],
    [99, 1],
    [100, 100],
    [199, 1],
    [200, 200],
  ])('%s XP → %i to go', (points, remaining) => {
    expect(xpToNextLevel(points)).toBe(remaining);
  });
});

describe('levelBadgeTier', () => {
  it.each([
    [1, 'bronze'],
    [4, 'bronze'],
    [5, 'silver'],
    [9, 'silver'],
    [10, 'gold'],
    [14, 'gold'],
    [15, 'platinum'],
    [19, 'platinum'],
    [20, 'diamond'],
    [30, 'diamond'],
  ])('level %i → %s', (level, tier) => {
    expect(levelBadgeTier(level)).toBe(tier);
  });
});

describe('profileLevel', () => {
  it.each([
    [0, 1, 0],
    [999, 1, 999],
    [1000, 2, 0],
    [1999, 2, 999],
    [2000, 3, 0],
    [5250, 6, 250],
  ])('%i XP → profile level %i with %i XP toward the next', (xp, level, toward) => {
    expect(profileLevel(xp)).toBe(level);
    expect(profileLevelXp(xp)).toBe(toward);
  });
});
