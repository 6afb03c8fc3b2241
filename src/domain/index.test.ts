import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

const issueApi = [
  'xpForType',
  'secondsForType',
  'xpForPosition',
  'secondsForPosition',
  'performanceMultiplier',
  'difficultyMultiplier',
  'levelForXp',
  'levelStartXp',
  'levelProgress',
  'profileLevel',
  'nextStreak',
  'streakTier',
  'nextStreakTarget',
  'memoryGameScore',
  'audioQualityForLatency',
  'wordDifficulty',
  'isLessonLocked',
];

const practiceApi = [
  'checkAnswer',
  'describeVerdict',
  'gradeAnswer',
  'newCard',
  'review',
  'isDue',
  'dueCount',
  'strength',
  'reviewItems',
  'practiceSession',
  'practiceXp',
  'heartsAfterPractice',
];

/** Sibling domain modules, or libraries that are pure TypeScript without I/O, clock or randomness of their own (FSRS runs without fuzz). */
const PURE_IMPORT = /^(\.\/[\w-]+\.ts|ts-fsrs)$/;

describe('the domain module', () => {
  it.each([...issueApi, ...practiceApi])('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  const dir = new URL('./', import.meta.url);
  const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !/\.test(-prop)?\.ts$/.test(file));

  it.each(sources)('%s stays pure: relative .ts imports or pure libraries only, no clock or randomness', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const [, from] of text.matchAll(/from '([^']+)'/g)) expect(from).toMatch(PURE_IMPORT);
    expect(text).not.toMatch(/Date\.now|new Date\(\)|Math\.random/);
  });
});
