import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LESSON_XP,
  lessonBaseSeconds,
  lessonBaseXp,
  secondsForPosition,
  secondsForType,
  xpEarned,
  xpForPosition,
  xpForType,
} from './xp.ts';

describe('xpForType and secondsForType', () => {
  it.each([
    ['quiz', 25, 180],
    ['sentence-construction', 30, 240],
    ['memory-game', 35, 300],
    ['pattern-discovery', 40, 420],
    ['cultural-story', 45, 480],
    ['conversation', 20, 240],
    ['info', 15, 120],
    ['cultural-note', 20, 180],
    ['video', 25, 300],
    ['', 25, 300],
    ['toString', 25, 300],
  ])('%s → %i XP, %i s', (type, xp, seconds) => {
    expect(xpForType(type)).toBe(xp);
    expect(secondsForType(type)).toBe(seconds);
  });

  it('defaults to 25 XP per lesson', () => {
    expect(DEFAULT_LESSON_XP).toBe(25);
  });
});

describe('xpForPosition and secondsForPosition', () => {
  it.each([
    [1, 15, 120],
    [2, 40, 420],
    [3, 25, 180],
    [4, 35, 300],
    [5, 45, 480],
    [6, 20, 240],
    [7, 30, 240],
    [0, 25, 180],
    [8, 25, 180],
    [-1, 25, 180],
    [2.5, 25, 180],
  ])('position %s → %i XP, %i s', (position, xp, seconds) => {
    expect(xpForPosition(position)).toBe(xp);
    expect(secondsForPosition(position)).toBe(seconds);
  });
});

describe('lessonBaseXp and lessonBaseSeconds', () => {
  it.each([
    ['info', 0, 15, 120],
    ['cultural-note', 0, 15, 120],
    ['pattern-discovery', 1, 40, 420],
    ['quiz', 2, 25, 180],
    ['memory-game', 3, 35, 300],
    ['cultural-story', 4, 45, 480],
    ['conversation', 5, 20, 240],
    ['sentence-construction', 6, 30, 240],
  ])('%s at index %i follows the position table: %i XP, %i s', (type, position, xp, seconds) => {
    expect(lessonBaseXp(type, position)).toBe(xp);
    expect(lessonBaseSeconds(type, position)).toBe(seconds);
  });

  it.each([
    ['memory-game', null, 35, 300],
    ['cultural-note', 7, 20, 180],
    ['unknown', null, 25, 300],
  ])('%s at %s falls back to the type table', (type, position, xp, seconds) => {
    expect(lessonBaseXp(type, position)).toBe(xp);
    expect(lessonBaseSeconds(type, position)).toBe(seconds);
  });
});

describe('xpEarned', () => {
  it.each([
    [40, { accuracy: 100, timeSpent: 300 }, 48],
    [40, { accuracy: 90, timeSpent: 300 }, 44],
    [40, { accuracy: 70, timeSpent: 300 }, 40],
    [40, { accuracy: 50, timeSpent: 20 }, 32],
    [45, { accuracy: 95, timeSpent: 300, culturalEngagement: 85 }, 59],
    [15, { accuracy: 50, timeSpent: 700 }, 13],
    [25, { accuracy: 85, timeSpent: 120 }, 28],
  ])('round(%i × multiplier(%o)) = %i', (base, performance, expected) => {
    expect(xpEarned(base, performance)).toBe(expected);
  });
});
