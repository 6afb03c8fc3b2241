import type { StreakTier } from '@/domain';

/** The streak badge's colours per tier; the tier's name is always in the text too, never colour alone. */
export const STREAK_TIER_STYLE: Readonly<Record<StreakTier, string>> = {
  Starting: 'bg-sand text-ink',
  Building: 'bg-sun-300 text-ink',
  Consistent: 'bg-clay-100 text-clay-700',
  Committed: 'bg-clay-700 text-white',
  Advanced: 'bg-forest-100 text-forest-900',
  Expert: 'bg-forest-700 text-white',
  Master: 'bg-ink text-sun-300',
  Legendary: 'bg-gradient-to-r from-clay-700 to-forest-700 text-white',
};
