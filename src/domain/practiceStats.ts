/** A learner's practice in one language at a glance: words learned, due today, strong, and reviews per day. */
import { addDays } from './dates.ts';
import type { ItemCard } from './practiceSession.ts';
import { isStrong } from './scheduling.ts';

/** How many days the reviews chart covers, today included. */
export const STATS_DAYS = 30;

/** Practice figures for the profile. */
export interface PracticeStats {
  /** Items with at least one reviewed card. */
  wordsLearned: number;
  /** Cards due on or before the learner's today (local days). */
  dueToday: number;
  /** Items with a strong card (FSRS stability ≥ 21 days). */
  strong: number;
  /** Reviews per local day, oldest first, STATS_DAYS days ending today. */
  reviewsByDay: { date: string; reviews: number }[];
}

/**
 * The practice figures on `today` (a local YYYY-MM-DD) from the learner's cards and the local days of their reviews;
 * `dayOf` turns an instant (a card's due time) into the learner's local day.
 */
export function practiceStats(
  cards: readonly ItemCard[],
  reviewDays: readonly string[],
  today: string,
  dayOf: (iso: string) => string,
): PracticeStats {
  const reviewed = cards.filter((c) => c.card.reps > 0);
  const wordsLearned = new Set(reviewed.map((c) => c.itemId)).size;
  const strong = new Set(reviewed.filter((c) => isStrong(c.card)).map((c) => c.itemId)).size;
  const dueToday = cards.filter((c) => dayOf(c.card.due) <= today).length;
  const counts = new Map<string, number>();
  for (const day of reviewDays) counts.set(day, (counts.get(day) ?? 0) + 1);
  const reviewsByDay = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = addDays(today, i - (STATS_DAYS - 1));
    return { date, reviews: counts.get(date) ?? 0 };
  });
  return { wordsLearned, dueToday, strong, reviewsByDay };
}
