/** Base XP and estimated time of a lesson (docs/product/lessons.md §9 tables) and the XP a completion earns. */
import { performanceMultiplier } from './multipliers.ts';
import type { Performance } from './multipliers.ts';
import type { LessonType } from './lessonTypes.ts';

/** XP for a lesson when nothing else is known (docs/product/lessons.md §9). */
export const DEFAULT_LESSON_XP = 25;

// Keyed by every lesson type: a new type without its XP and time does not compile.
const XP_BY_TYPE: Readonly<Record<LessonType, number>> = {
  quiz: 25,
  'sentence-construction': 30,
  'memory-game': 35,
  'pattern-discovery': 40,
  'cultural-story': 45,
  conversation: 20,
  info: 15,
  'cultural-note': 20,
};

const SECONDS_BY_TYPE: Readonly<Record<LessonType, number>> = {
  quiz: 180,
  'sentence-construction': 240,
  'memory-game': 300,
  'pattern-discovery': 420,
  'cultural-story': 480,
  conversation: 240,
  info: 120,
  'cultural-note': 180,
};

/** Spec positions 1..7 (index 0 is position 1). */
const XP_BY_POSITION = [15, 40, 25, 35, 45, 20, 30] as const;
const SECONDS_BY_POSITION = [120, 420, 180, 300, 480, 240, 240] as const;

function own(table: Readonly<Record<LessonType, number>>, key: string): number | undefined {
  return Object.hasOwn(table, key) ? table[key as LessonType] : undefined;
}

/** XP reward by lesson type: quiz 25, sentence-construction 30, memory-game 35, pattern-discovery 40, cultural-story 45, conversation 20, info 15, cultural-note 20, any other 25. */
export function xpForType(type: string): number {
  return own(XP_BY_TYPE, type) ?? DEFAULT_LESSON_XP;
}

/** Estimated seconds by lesson type: quiz 180, sentence-construction 240, memory-game 300, pattern-discovery 420, cultural-story 480, conversation 240, info 120, cultural-note 180, any other 300. */
export function secondsForType(type: string): number {
  return own(SECONDS_BY_TYPE, type) ?? 300;
}

/** Base XP by spec position 1..7: 15, 40, 25, 35, 45, 20, 30; any other position 25. */
export function xpForPosition(position: number): number {
  return Number.isInteger(position) ? (XP_BY_POSITION[position - 1] ?? DEFAULT_LESSON_XP) : DEFAULT_LESSON_XP;
}

/** Base seconds by spec position 1..7: 120, 420, 180, 300, 480, 240, 240; any other position 180. */
export function secondsForPosition(position: number): number {
  return Number.isInteger(position) ? (SECONDS_BY_POSITION[position - 1] ?? 180) : 180;
}

function isPositionIndex(position: number | null): position is number {
  return position !== null && Number.isInteger(position) && position >= 0 && position < XP_BY_POSITION.length;
}

/** A lesson's base XP: the position table for index 0..6 (xpForPosition(index + 1)), else the type table (xpForType). */
export function lessonBaseXp(type: string, position: number | null): number {
  return isPositionIndex(position) ? xpForPosition(position + 1) : xpForType(type);
}

/** A lesson's estimated seconds: the position table for index 0..6 (secondsForPosition(index + 1)), else the type table (secondsForType). */
export function lessonBaseSeconds(type: string, position: number | null): number {
  return isPositionIndex(position) ? secondsForPosition(position + 1) : secondsForType(type);
}

/** XP a completion earns: round(baseXp × performanceMultiplier(performance)). */
export function xpEarned(baseXp: number, performance: Performance): number {
  return Math.round(baseXp * performanceMultiplier(performance));
}
