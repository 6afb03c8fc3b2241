/** Cards reviewed ahead of their due date, which keep a practice session with little due as long as a lesson. */
import type { ReviewDirection, ReviewItem } from './reviewItems.ts';
import { isDue, type ReviewCard } from './scheduling.ts';

/** A learner's card for one item in one direction (practiceSession's ItemCard). */
interface AheadCard {
  itemId: string;
  direction: ReviewDirection;
  card: ReviewCard;
}

/** A card to review ahead, as a session target that is not new. */
export interface AheadTarget {
  itemId: string;
  direction: ReviewDirection;
  isNew: false;
}

/**
 * The fewest exercises a session asks once the learner has cards: 6, the fewest questions a quiz of the courses asks,
 * so a finished session (which gives a heart back, practiceRewards.ts) is never a three-tap shortcut.
 */
export const SESSION_MIN_EXERCISES = 6;

/**
 * Up to `count` of the learner's cards that are not yet due at `now`, soonest due first, one direction per item and
 * none of the items in `taken`, as targets to review ahead (FSRS takes an early review at its real elapsed time).
 */
export function reviewAheadTargets(
  items: readonly ReviewItem[],
  cards: readonly AheadCard[],
  now: Date,
  taken: ReadonlySet<string>,
  count: number,
): AheadTarget[] {
  const known = new Map(items.map((item) => [item.id, item.directions as readonly ReviewDirection[]]));
  const ahead = cards
    .filter((c) => known.get(c.itemId)?.includes(c.direction) === true && !isDue(c.card, now))
    .sort(
      (a, b) =>
        Date.parse(a.card.due) - Date.parse(b.card.due) ||
        a.itemId.localeCompare(b.itemId) ||
        a.direction.localeCompare(b.direction),
    );
  const picked: AheadTarget[] = [];
  const pickedItems = new Set(taken);
  for (const c of ahead) {
    if (picked.length >= count) break;
    if (pickedItems.has(c.itemId)) continue;
    picked.push({ itemId: c.itemId, direction: c.direction, isNew: false });
    pickedItems.add(c.itemId);
  }
  return picked;
}
