/** A learner's practice in one language at a glance: words learned, what a session would ask now, strong, and reviews per day. */
import { addDays } from './dates.ts';
import type { ReviewItem } from './reviewItems.ts';
import { practiceCounts, type ItemCard } from './practiceSession.ts';
import { isStrong } from './scheduling.ts';

/** How many days the reviews chart covers, today included. */
export const STATS_DAYS = 30;

/** Practice figures for the profile. */
export interface PracticeStats {
  /** Items with at least one reviewed card. */
  wordsLearned: number;
  /** Cards due that a session started now would review (practiceCounts, as the header's count). */
  dueCount: number;
  /** New cards that session would introduce (practiceCounts). */
  newCount: number;
  /** Items with a strong card (FSRS stability ≥ 21 days). */
  strong: number;
  /** Reviews per local day, oldest first, STATS_DAYS days ending today. */
  reviewsByDay: { date: string; reviews: number }[];
}

/**
 * The practice figures at `now`, on the learner's local day `today` (YYYY-MM-DD), from their items, their cards for
 * them and the local days of their reviews; the due and new counts are practiceCounts', so they add up to what the
 * header offers and a session started now asks.
 */
export function practiceStats(
  items: readonly ReviewItem[],
  cards: readonly ItemCard[],
  reviewDays: readonly string[],
  now: Date,
  today: string,
): PracticeStats {
  const reviewed = cards.filter((c) => c.card.reps > 0);
  const wordsLearned = new Set(reviewed.map((c) => c.itemId)).size;
  const strong = new Set(reviewed.filter((c) => isStrong(c.card)).map((c) => c.itemId)).size;
  const { dueCount, newCount } = practiceCounts(items, cards, now);
  const counts = new Map<string, number>();
  for (const day of reviewDays) counts.set(day, (counts.get(day) ?? 0) + 1);
  const reviewsByDay = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = addDays(today, i - (STATS_DAYS - 1));
    return { date, reviews: counts.get(date) ?? 0 };
  });
  return { wordsLearned, dueCount, newCount, strong, reviewsByDay };
}
