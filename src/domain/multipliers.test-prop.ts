import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MULTIPLIER, MIN_MULTIPLIER, difficultyMultiplier, performanceMultiplier } from './multipliers.ts';

const anyNumber = fc.double({ noNaN: false });

describe('multiplier invariants', () => {
  it('performanceMultiplier is always within 0.5…1.5', () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        fc.option(anyNumber, { nil: undefined }),
        (accuracy, timeSpent, culturalEngagement) => {
          const m = performanceMultiplier({ accuracy, timeSpent, culturalEngagement });
          expect(m).toBeGreaterThanOrEqual(MIN_MULTIPLIER);
          expect(m).toBeLessThanOrEqual(MAX_MULTIPLIER);
        },
      ),
    );
  });

  it('difficultyMultiplier is always within 0.5…1.5', () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        (accuracy, averageTime, streakMaintenance, culturalEngagement) => {
          const m = difficultyMultiplier({ accuracy, averageTime, streakMaintenance, culturalEngagement });
          expect(m).toBeGreaterThanOrEqual(MIN_MULTIPLIER);
          expect(m).toBeLessThanOrEqual(MAX_MULTIPLIER);
        },
      ),
    );
  });

  it('higher accuracy never lowers the performance multiplier', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.nat(2000),
        (a, b, timeSpent) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(performanceMultiplier({ accuracy: high, timeSpent })).toBeGreaterThanOrEqual(
            performanceMultiplier({ accuracy: low, timeSpent }),
          );
        },
      ),
    );
  });
});
