/** Levels from total XP: the log2 curve of the header and lesson shell, and the profile's 1000-XP levels (docs/product/lessons.md §4). */

export type LevelBadgeTier = 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

/** XP per level on the profile. */
export const PROFILE_LEVEL_XP = 1000;

/** Treats NaN and negative XP as 0 and caps Infinity so the curve stays finite. */
function toXp(points: number): number {
  return Number.isNaN(points) || points < 0 ? 0 : Math.min(points, Number.MAX_VALUE);
}

/** XP at which a level starts: 0 for level ≤ 1 (the spec's 100 would make level 1 zero XP wide), else floor(50 × 2^(level − 1)). */
export function levelStartXp(level: number): number {
  return level <= 1 ? 0 : Math.floor(50 * 2 ** (level - 1));
}

/** Level on the log2 curve: 1 below 100 XP, else floor(log2(points / 50)) + 1 (100 XP → 2, 200 → 3, 400 → 4). */
export function levelForXp(points: number): number {
  const xp = toXp(points);
  if (xp < 100) return 1;
  let level = Math.floor(Math.log2(xp / 50)) + 1;
  // Math.log2 may land a hair off at exact powers of two; settle on the thresholds themselves.
  while (levelStartXp(level + 1) <= xp) level += 1;
  while (level > 2 && levelStartXp(level) > xp) level -= 1;
  return level;
}

/** Share of the current level done, 0..1: (points − levelStartXp(level)) / (levelStartXp(level + 1) − levelStartXp(level)). */
export function levelProgress(points: number): number {
  const xp = toXp(points);
  const level = levelForXp(xp);
  const start = levelStartXp(level);
  const share = (xp - start) / (levelStartXp(level + 1) - start);
  return Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
}

/** XP still needed to reach the next level: levelStartXp(level + 1) − points. */
export function xpToNextLevel(points: number): number {
  const xp = toXp(points);
  return levelStartXp(levelForXp(xp) + 1) - xp;
}

/** Badge colour tier of a level: bronze 1–4, silver 5–9, gold 10–14, platinum 15–19, diamond 20 and up. */
export function levelBadgeTier(level: number): LevelBadgeTier {
  if (level >= 20) return 'diamond';
  if (level >= 15) return 'platinum';
  if (level >= 10) return 'gold';
  if (level >= 5) return 'silver';
  return 'bronze';
}

/** The profile's simpler level: floor(totalXp / 1000) + 1. */
export function profileLevel(totalXp: number): number {
  return Math.floor(toXp(totalXp) / PROFILE_LEVEL_XP) + 1;
}

/** XP gathered toward the next profile level, 0..999: totalXp mod 1000. */
export function profileLevelXp(totalXp: number): number {
  return toXp(totalXp) % PROFILE_LEVEL_XP;
}
