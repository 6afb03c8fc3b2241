/** How a role-play line is asked, from the learner's card for it: choose it, build it from tiles, or type it. */
import type { ReviewCard } from './scheduling.ts';

/** Choose the line among three, build it from word tiles, or type it. */
export type RoleplayMode = 'choose' | 'tiles' | 'type';

/** A line is known, and typed, once FSRS expects it recalled with 90 % odds for a week or more. */
export const ROLEPLAY_KNOWN_DAYS = 7;

/**
 * The mode of a role-play exercise: choose while the card is new (no card, or never reviewed), tiles once the line
 * has been seen, type once it is known (stability ≥ ROLEPLAY_KNOWN_DAYS); a forgotten line loses stability and goes
 * back to tiles.
 */
export function roleplayMode(card: ReviewCard | undefined): RoleplayMode {
  if (!card || card.reps === 0) return 'choose';
  return card.stability >= ROLEPLAY_KNOWN_DAYS ? 'type' : 'tiles';
}
