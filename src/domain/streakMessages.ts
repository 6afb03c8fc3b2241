/**
 * The encouraging streak messages of docs/product/lessons.md §4. Apart from streak.ts because only the achievements page shows them,
 * while the streak rules load on every signed-in page.
 */
const MESSAGES: readonly (readonly [number, string])[] = [
  [365, 'A whole year of daily learning. Legendary!'],
  [100, 'One hundred days! You are a master of the habit.'],
  [50, 'Fifty days strong. Your dedication shows.'],
  [30, 'A month of learning every day. Amazing commitment!'],
  [14, 'Two weeks in a row. Keep the rhythm going!'],
  [7, 'A full week! Your consistency is paying off.'],
  [3, 'Three days running. A habit is forming!'],
  [1, 'Great start! Come back tomorrow to grow your streak.'],
];

const NO_STREAK_MESSAGE = 'Start a streak today: one lesson is all it takes.';

/** Encouraging message for a streak, changing at 0, 1, 3, 7, 14, 30, 50, 100 and 365 days. */
export function streakMessage(days: number): string {
  return MESSAGES.find(([min]) => days >= min)?.[1] ?? NO_STREAK_MESSAGE;
}
