import { describe, expect, it } from 'vitest';
import type { PracticeStatsResult } from '../../shared/api-types.ts';
import {
  MAX_SAVED_ACCOUNTS,
  MAX_SAVED_LANGUAGES,
  SAVED_PRACTICE_STATS_KEY,
  savePracticeStats,
  savedPracticeStats,
} from './saved-practice-stats.ts';

const NOW = Date.UTC(2026, 10, 26, 9, 0);

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(SAVED_PRACTICE_STATS_KEY, initial);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const stats = (language: string, wordsLearned = 12): PracticeStatsResult => ({
  language,
  wordsLearned,
  dueCount: 3,
  newCount: 2,
  strong: 5,
  reviewsByDay: [{ date: '2026-11-26', reviews: 7 }],
});

describe('saved practice statistics', () => {
  it('gives back what was saved for the account, in the order of the languages asked for', () => {
    const storage = memoryStorage();
    savePracticeStats('user-a', [stats('igbo'), stats('yoruba', 4)], NOW, storage);
    expect(savedPracticeStats('user-a', ['yoruba', 'swahili', 'igbo'], storage)).toEqual([
      { stats: stats('yoruba', 4), savedAt: NOW },
      { stats: stats('igbo'), savedAt: NOW },
    ]);
  });

  it('never shows one account the statistics of another', () => {
    const storage = memoryStorage();
    savePracticeStats('user-a', [stats('igbo')], NOW, storage);
    expect(savedPracticeStats('user-b', ['igbo'], storage)).toEqual([]);
  });

  it('replaces a language on a newer save and keeps the others', () => {
    const storage = memoryStorage();
    savePracticeStats('user-a', [stats('igbo', 1), stats('yoruba', 2)], NOW, storage);
    savePracticeStats('user-a', [stats('igbo', 9)], NOW + 1000, storage);
    expect(savedPracticeStats('user-a', ['igbo', 'yoruba'], storage)).toEqual([
      { stats: stats('igbo', 9), savedAt: NOW + 1000 },
      { stats: stats('yoruba', 2), savedAt: NOW },
    ]);
  });

  it('keeps only the most recently saved accounts', () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_SAVED_ACCOUNTS; i++) savePracticeStats(`user-${i}`, [stats('igbo')], NOW + i, storage);
    expect(savedPracticeStats('user-0', ['igbo'], storage)).toEqual([]);
    for (let i = 1; i <= MAX_SAVED_ACCOUNTS; i++)
      expect(savedPracticeStats(`user-${i}`, ['igbo'], storage)).toHaveLength(1);
  });

  it('keeps only the most recently saved languages of an account', () => {
    const storage = memoryStorage();
    const codes = Array.from({ length: MAX_SAVED_LANGUAGES + 1 }, (_, i) => `lang-${i}`);
    codes.forEach((code, i) => savePracticeStats('user-a', [stats(code)], NOW + i, storage));
    expect(savedPracticeStats('user-a', codes, storage).map((s) => s.stats.language)).toEqual(codes.slice(1));
  });

  it('ignores damaged or hand-edited storage instead of showing it or failing', () => {
    for (const raw of [
      'not json',
      '[]',
      'null',
      JSON.stringify({ 'user-a': 'igbo' }),
      JSON.stringify({ 'user-a': { igbo: { savedAt: NOW, stats: { ...stats('igbo'), wordsLearned: -1 } } } }),
      JSON.stringify({ 'user-a': { igbo: { savedAt: NOW, stats: stats('yoruba') } } }),
      JSON.stringify({ 'user-a': { igbo: { savedAt: 'today', stats: stats('igbo') } } }),
      JSON.stringify({
        'user-a': { igbo: { savedAt: NOW, stats: { ...stats('igbo'), reviewsByDay: [{ date: 1 }] } } },
      }),
    ]) {
      const storage = memoryStorage(raw);
      expect(savedPracticeStats('user-a', ['igbo'], storage), raw).toEqual([]);
      savePracticeStats('user-a', [stats('igbo')], NOW, storage);
      expect(savedPracticeStats('user-a', ['igbo'], storage), raw).toHaveLength(1);
    }
  });

  it('goes on when the storage refuses to save, or there is none', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => savePracticeStats('user-a', [stats('igbo')], NOW, full)).not.toThrow();
    expect(savedPracticeStats('user-a', ['igbo'], full)).toEqual([]);
    expect(savedPracticeStats('user-a', ['igbo'], undefined)).toEqual([]);
  });
});
