import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardKey, foldReviews, lateCards, type GradedReview } from './foldAnswers.ts';
import type { ReviewCard } from './scheduling.ts';

const T0 = Date.parse('2026-11-01T08:00:00Z');
const review = fc.record({
  itemId: fc.constantFrom('yoruba:ile', 'yoruba:omi', 'yoruba:oko'),
  direction: fc.constantFrom('recognise' as const, 'recall' as const),
  grade: fc.constantFrom('again' as const, 'hard' as const, 'good' as const, 'easy' as const),
  // Minutes apart over three weeks, so answers in the same session and days apart both occur.
  minute: fc.nat({ max: 30 * 24 * 60 }),
});
const reviews = fc
  .uniqueArray(review, { selector: (r) => r.minute, minLength: 1, maxLength: 25 })
  .map((list) =>
    list.map(({ minute, ...r }): GradedReview => ({ ...r, at: new Date(T0 + minute * 60_000).toISOString() })),
  );

/** The server's way: each batch folded onto the stored cards, a card reached late rebuilt from its whole history. */
function deliver(batches: readonly GradedReview[][]): Map<string, ReviewCard> {
  let cards = new Map<string, ReviewCard>();
  const stored: GradedReview[] = [];
  for (const batch of batches) {
    const late = lateCards(cards, batch);
    const base = new Map([...cards].filter(([key]) => !late.has(key)));
    const history = stored.filter((r) => late.has(cardKey(r)));
    cards = foldReviews(base, [...history, ...batch]).cards;
    stored.push(...batch);
  }
  return cards;
}

/** The same answers cut into batches, delivered in a shuffled order. */
const deliveries = reviews.chain((all) =>
  fc
    .tuple(
      fc.array(fc.nat(), { minLength: all.length, maxLength: all.length }),
      fc.array(fc.boolean(), { minLength: all.length, maxLength: all.length }),
    )
    .map(([keys, cuts]) => {
      const order = all.map((r, i) => ({ r, key: keys[i]! })).sort((a, b) => a.key - b.key);
      const batches: GradedReview[][] = [];
      order.forEach(({ r }, i) => {
        if (i === 0 || cuts[i]) batches.push([]);
        batches.at(-1)!.push(r);
      });
      return { all, batches };
    }),
);

describe('folding answers into cards', () => {
  it('reaches the same cards from the same answers whatever batches they arrive in and in whatever order', () => {
    fc.assert(
      fc.property(deliveries, ({ all, batches }) => {
        expect(deliver(batches)).toEqual(foldReviews(new Map(), all).cards);
      }),
    );
  });

  it('never throws on the device, where a late answer counts at the last review', () => {
    fc.assert(
      fc.property(deliveries, ({ batches }) => {
        let cards = new Map<string, ReviewCard>();
        for (const batch of batches) cards = foldReviews(cards, batch).cards;
        for (const card of cards.values()) expect(Date.parse(card.due)).toBeGreaterThan(T0);
      }),
    );
  });
});
