/** The XP (performance) and adaptive difficulty multipliers of docs/product/lessons.md §9, both clamped to 0.5…1.5. */

export const MIN_MULTIPLIER = 0.5;
export const MAX_MULTIPLIER = 1.5;

/** How a learner did on one lesson: accuracy in % (0..100), time in seconds, cultural engagement in % when measured. */
export interface Performance {
  accuracy: number;
  timeSpent: number;
  culturalEngagement?: number | undefined;
}

/** A learner's recent averages (all in % except averageTime in seconds). */
export interface LearnerSignals {
  accuracy: number;
  averageTime: number;
  streakMaintenance: number;
  culturalEngagement: number;
}

/** Clamps to 0.5…1.5 and drops floating-point noise (1 − 0.1 − 0.05 is 0.85, not 0.8500000000000001). */
function clampMultiplier(value: number): number {
  return Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, Math.round(value * 1000) / 1000));
}

/** XP multiplier = clamp(1 + (accuracy ≥ 95 ? 0.2 : accuracy ≥ 85 ? 0.1 : 0) − (accuracy < 60 ? 0.1 : 0) − (time < 30 s ? 0.1 : 0) − (time > 600 s ? 0.05 : 0) + (engagement > 80 ? 0.1 : 0), 0.5, 1.5). */
export function performanceMultiplier(p: Performance): number {
  let m = 1;
  if (p.accuracy >= 95) m += 0.2;
  else if (p.accuracy >= 85) m += 0.1;
  else if (p.accuracy < 60) m -= 0.1;
  if (p.timeSpent < 30) m -= 0.1;
  else if (p.timeSpent > 600) m -= 0.05;
  if (p.culturalEngagement !== undefined && p.culturalEngagement > 80) m += 0.1;
  return clampMultiplier(m);
}

/** Difficulty multiplier = clamp(1 ± 0.15 (accuracy > 90 / < 70) ± 0.1 (average time < 60 s / > 300 s) ± 0.05 (streak maintenance > 80 / < 40) ± 0.05 (engagement > 85 / < 60), 0.5, 1.5). */
export function difficultyMultiplier(p: LearnerSignals): number {
  let m = 1;
  if (p.accuracy > 90) m += 0.15;
  else if (p.accuracy < 70) m -= 0.15;
  if (p.averageTime < 60) m += 0.1;
  else if (p.averageTime > 300) m -= 0.1;
  if (p.streakMaintenance > 80) m += 0.05;
  else if (p.streakMaintenance < 40) m -= 0.05;
  if (p.culturalEngagement > 85) m += 0.05;
  else if (p.culturalEngagement < 60) m -= 0.05;
  return clampMultiplier(m);
}
