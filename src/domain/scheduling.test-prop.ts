import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVIEW_GRADES } from './grading.ts';
import type { ReviewGrade } from './grading.ts';
import { newCard, review } from './scheduling.ts';
import type { ReviewCard } from './scheduling.ts';

const START = new Date('2026-01-01T08:00:00.000Z').getTime();
const DAY = 86_400_000;
/** ts-fsrs's default maximum interval, about a century, where growth stops. */
const CEILING_DAYS = 36_500;
const grade = fc.constantFrom(...REVIEW_GRADES);

/** A card after a history of grades, each given when the card fell due (plus some days late). */
function afterHistory(grades: readonly ReviewGrade[], lateDays: readonly number[]): { card: ReviewCard; now: Date } {
  let card = newCard(new Date(START));
  let now = new Date(START);
  grades.forEach((g, i) => {
    card = review(card, g, now).card;
    now = new Date(new Date(card.due).getTime() + (lateDays[i] ?? 0) * DAY);
  });
  return { card, now };
}

const history = fc.tuple(fc.array(grade, { maxLength: 8 }), fc.array(fc.nat({ max: 30 }), { maxLength: 8 }));

describe('scheduling invariants', () => {
  // While stability is tiny, whole-day rounding and the rule that good waits longer than hard keep the interval at 3 days
  // for a few answers; stability still grows with each one, and six good answers in a row always lengthen the interval.
  it('intervals grow with repeated good answers', () => {
    fc.assert(
      fc.property(history, ([grades, late]) => {
        let { card, now } = afterHistory(grades, late);
        const steps: ReviewCard[] = [];
        for (let i = 0; i < 6; i++) {
          card = review(card, 'good', now).card;
          steps.push(card);
          now = new Date(card.due);
        }
        for (let i = 1; i < steps.length; i++) {
          expect(steps[i]!.scheduledDays).toBeGreaterThanOrEqual(steps[i - 1]!.scheduledDays);
          if (steps[i - 1]!.scheduledDays < CEILING_DAYS)
            expect(steps[i]!.stability).toBeGreaterThan(steps[i - 1]!.stability);
        }
        if (steps[0]!.scheduledDays < CEILING_DAYS)
          expect(steps[5]!.scheduledDays).toBeGreaterThan(steps[0]!.scheduledDays);
      }),
    );
  });

  it('again schedules sooner than good from the same state, and hard never later than good', () => {
    fc.assert(
      fc.property(history, ([grades, late]) => {
        const { card, now } = afterHistory(grades, late);
        const due = (g: ReviewGrade) => new Date(review(card, g, now).card.due).getTime();
        expect(due('again')).toBeLessThan(due('good'));
        expect(due('hard')).toBeLessThanOrEqual(due('good'));
        expect(due('good')).toBeLessThanOrEqual(due('easy'));
      }),
    );
  });

  it('the same card, grade and time give the same result', () => {
    fc.assert(
      fc.property(history, grade, ([grades, late], g) => {
        const { card, now } = afterHistory(grades, late);
        expect(review(card, g, now)).toEqual(review(structuredClone(card), g, new Date(now.getTime())));
      }),
    );
  });

  it('a card survives a JSON round trip unchanged in its schedule', () => {
    fc.assert(
      fc.property(history, grade, ([grades, late], g) => {
        const { card, now } = afterHistory(grades, late);
        const stored = JSON.parse(JSON.stringify(card)) as ReviewCard;
        expect(review(stored, g, now)).toEqual(review(card, g, now));
      }),
    );
  });
});
