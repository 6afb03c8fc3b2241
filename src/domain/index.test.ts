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

describe('the domain module', () => {
  it.each(issueApi)('exports %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  const dir = new URL('./', import.meta.url);
  const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !/\.test(-prop)?\.ts$/.test(file));

  it.each(sources)('%s stays pure: relative .ts imports only, no clock or randomness', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const [, from] of text.matchAll(/from '([^']+)'/g)) expect(from).toMatch(/^\.\/[\w-]+\.ts$/);
    expect(text).not.toMatch(/Date\.now|new Date\(\)|Math\.random/);
  });
});
