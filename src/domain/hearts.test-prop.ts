import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { heartsAfterLoss, MAX_HEARTS, type HeartsState } from './hearts.ts';

const START = '2026-11-01';
const none: HeartsState = { hearts: MAX_HEARTS, lastHeartsDate: null };

/** Hearts lost one by one on the days given (offsets from START), applied in the order they reach the record. */
const apply = (state: HeartsState, offsets: readonly number[]) =>
  offsets.reduce((s, offset) => heartsAfterLoss({ ...s, day: addDays(START, offset) }), state);

/** Losses on up to five days, several a day, with the order they arrive in drawn apart from their days. */
const losses = fc
  .array(fc.nat(4), { minLength: 1, maxLength: 20 })
  .chain((days) =>
    fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length })),
  );

describe('hearts invariants', () => {
  it('reaches the same hearts from the same losses whatever order they arrive in', () => {
    fc.assert(
      fc.property(losses, ([days, arrival]) => {
        const inOrder = apply(
          none,
          [...days].sort((a, b) => a - b),
        );
        expect(apply(none, arrival)).toEqual(inOrder);
      }),
    );
  });

  it('leaves the latest day its own losses only: max(0, 5 − losses that day)', () => {
    fc.assert(
      fc.property(losses, ([days, arrival]) => {
        const last = Math.max(...days);
        const that = days.filter((d) => d === last).length;
        expect(apply(none, arrival)).toEqual({
          hearts: Math.max(0, MAX_HEARTS - that),
          lastHeartsDate: addDays(START, last),
        });
      }),
    );
  });
});
