/** Lugha's learning rules (spec 001 §4, §9): pure functions shared by the lesson islands and the API server. */
export * from './achievements.ts';
export * from './audio.ts';
export * from './dates.ts';
export * from './hearts.ts';
export * from './lessonTypes.ts';
export * from './levels.ts';
export * from './locks.ts';
export * from './multipliers.ts';
export * from './outline.ts';
export * from './progress.ts';
export * from './scores.ts';
export * from './streak.ts';
export * from './xp.ts';
