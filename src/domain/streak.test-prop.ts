import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { streakAfterActivity, streakFromDays, streakWithDays, type StreakRecord } from './streak.ts';

const START = '2026-11-01';
const none: StreakRecord = { currentStreak: 0, longestStreak: 0, lastLessonDate: null };

/** Activity days as offsets from START, in the order they reach the record. */
const apply = (record: StreakRecord, offsets: readonly number[]) =>
  offsets.reduce((r, offset) => streakAfterActivity(r, addDays(START, offset)), record);

/** A history that arrived in day order: each day 0–2 days after the previous one. */
const history = fc.array(fc.nat(2), { minLength: 1, maxLength: 30 }).map((gaps) => {
  let day = 0;
  return gaps.map((gap) => (day += gap));
});

describe('streak invariants', () => {
  it('an activity dated before the last one never lowers the streak, the longest streak or the last day', () => {
    fc.assert(
      fc.property(history, fc.nat(60), (days, back) => {
        const before = apply(none, days);
        const last = days[days.length - 1]!;
        const after = streakAfterActivity(before, addDays(START, last - back));
        expect(after.currentStreak).toBeGreaterThanOrEqual(before.currentStreak);
        expect(after.longestStreak).toBeGreaterThanOrEqual(before.longestStreak);
        expect(after.lastLessonDate).toBe(before.lastLessonDate);
      }),
    );
  });

  it('activities arriving late, in any order, leave the streak the latest day gave', () => {
    const lateDays = history.chain((days) =>
      fc
        .array(fc.nat(40), { maxLength: 10 })
        .chain((backs) =>
          fc.tuple(
            fc.constant(days),
            fc.shuffledSubarray(backs, { minLength: backs.length, maxLength: backs.length }),
            fc.constant(backs),
          ),
        ),
    );
    fc.assert(
      fc.property(lateDays, ([days, shuffled, backs]) => {
        const last = days[days.length - 1]!;
        const inOrder = apply(none, days);
        expect(
          apply(
            inOrder,
            backs.map((back) => last - back),
          ),
        ).toEqual(inOrder);
        expect(
          apply(
            inOrder,
            shuffled.map((back) => last - back),
          ),
        ).toEqual(inOrder);
      }),
    );
  });

  it('whatever the arrival order of the same days, the last day is the latest of them and the streak is at least 1', () => {
    const arrivals = history.chain((days) =>
      fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length })),
    );
    fc.assert(
      fc.property(arrivals, ([days, shuffled]) => {
        const inOrder = apply(none, days);
        const any = apply(none, shuffled);
        expect(any.lastLessonDate).toBe(inOrder.lastLessonDate);
        expect(any.currentStreak).toBeGreaterThanOrEqual(1);
        expect(any.longestStreak).toBeGreaterThanOrEqual(any.currentStreak);
      }),
    );
  });
});

describe('streakFromDays', () => {
  it('is the in-order fold of the days, whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        history.chain((days) =>
          fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length })),
        ),
        ([days, arrival]) => {
          expect(streakFromDays(arrival.map((d) => addDays(START, d)))).toEqual(apply(none, days));
        },
      ),
    );
  });

  it('counts a day missed in the middle, once it arrives, into one unbroken run', () => {
    const days = ['2026-11-03', '2026-11-01', '2026-11-04'];
    expect(streakFromDays(days)).toEqual({ currentStreak: 2, longestStreak: 2, lastLessonDate: '2026-11-04' });
    expect(streakFromDays([...days, '2026-11-02'])).toEqual({
      currentStreak: 4,
      longestStreak: 4,
      lastLessonDate: '2026-11-04',
    });
    expect(streakFromDays([])).toEqual(none);
  });
});

describe('streakWithDays', () => {
  const day = (offset: number) => addDays(START, offset);

  it('counts a late day from the middle of the current run into it, and a day of an older run into nothing', () => {
    // Days 0-2 and 4 arrived; day 3 arrives late.
    const record = apply(none, [0, 1, 2, 4]);
    const known = [0, 1, 2, 4].map(day);
    expect(streakWithDays(record, day(3), known)).toEqual({
      currentStreak: 5,
      longestStreak: 5,
      lastLessonDate: day(4),
    });
    // A record that knew no days (kept before days were stored) is never lowered by the set.
    expect(streakWithDays({ currentStreak: 9, longestStreak: 12, lastLessonDate: day(20) }, day(21), [])).toEqual({
      currentStreak: 10,
      longestStreak: 12,
      lastLessonDate: day(21),
    });
    // A late day of an old run joins that run, not the current one.
    const later = streakWithDays(apply(none, [0, 1, 2, 10]), day(3), [0, 1, 2, 10].map(day));
    expect(later).toEqual({ currentStreak: 1, longestStreak: 4, lastLessonDate: day(10) });
  });

  it('is the in-order streak whatever order complete days arrive in', () => {
    fc.assert(
      fc.property(
        history.chain((days) =>
          fc.tuple(fc.constant(days), fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length })),
        ),
        ([days, arrival]) => {
          let record = none;
          const seen: string[] = [];
          for (const offset of arrival) {
            record = streakWithDays(record, day(offset), seen);
            seen.push(day(offset));
          }
          const truth = apply(none, days);
          expect(record.currentStreak).toBe(truth.currentStreak);
          expect(record.longestStreak).toBe(truth.longestStreak);
          expect(record.lastLessonDate).toBe(truth.lastLessonDate);
        },
      ),
    );
  });
});
