import { describe, expect, it } from 'vitest';
import { difficultyMultiplier, performanceMultiplier } from './multipliers.ts';

describe('performanceMultiplier', () => {
  it.each([
    // accuracy boundaries (time 300 s is neutral)
    [100, 300, undefined, 1.2],
    [95, 300, undefined, 1.2],
    [94.9, 300, undefined, 1.1],
    [85, 300, undefined, 1.1],
    [84.9, 300, undefined, 1],
    [60, 300, undefined, 1],
    [59.9, 300, undefined, 0.9],
    [0, 300, undefined, 0.9],
    // time boundaries (accuracy 70 is neutral)
    [70, 29, undefined, 0.9],
    [70, 30, undefined, 1],
    [70, 600, undefined, 1],
    [70, 601, undefined, 0.95],
    // cultural engagement
    [70, 300, 80, 1],
    [70, 300, 80.1, 1.1],
    [70, 300, 100, 1.1],
    // combinations
    [100, 29, 90, 1.2],
    [50, 601, undefined, 0.85],
    [50, 10, 0, 0.8],
    [96, 601, 81, 1.25],
  ])('accuracy %s, time %s s, engagement %s → %s', (accuracy, timeSpent, culturalEngagement, expected) => {
    expect(performanceMultiplier({ accuracy, timeSpent, culturalEngagement })).toBe(expected);
  });

  it('accepts a performance without cultural engagement', () => {
    expect(performanceMultiplier({ accuracy: 95, timeSpent: 100 })).toBe(1.2);
  });
});

describe('difficultyMultiplier', () => {
  const neutral = { accuracy: 80, averageTime: 120, streakMaintenance: 60, culturalEngagement: 70 };

  it.each([
    [{ accuracy: 90.1 }, 1.15],
    [{ accuracy: 90 }, 1],
    [{ accuracy: 70 }, 1],
    [{ accuracy: 69.9 }, 0.85],
    [{ averageTime: 59 }, 1.1],
    [{ averageTime: 60 }, 1],
    [{ averageTime: 300 }, 1],
    [{ averageTime: 301 }, 0.9],
    [{ streakMaintenance: 80.1 }, 1.05],
    [{ streakMaintenance: 80 }, 1],
    [{ streakMaintenance: 40 }, 1],
    [{ streakMaintenance: 39.9 }, 0.95],
    [{ culturalEngagement: 85.1 }, 1.05],
    [{ culturalEngagement: 85 }, 1],
    [{ culturalEngagement: 60 }, 1],
    [{ culturalEngagement: 59.9 }, 0.95],
    [{ accuracy: 100, averageTime: 10, streakMaintenance: 100, culturalEngagement: 100 }, 1.35],
    [{ accuracy: 0, averageTime: 1000, streakMaintenance: 0, culturalEngagement: 0 }, 0.65],
  ])('%o → %s', (change, expected) => {
    expect(difficultyMultiplier({ ...neutral, ...change })).toBe(expected);
  });
});
