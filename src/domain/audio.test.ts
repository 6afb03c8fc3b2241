import { describe, expect, it } from 'vitest';
import {
  audioQualityForLatency,
  clamp01,
  conversationLineKey,
  letterCount,
  parseAudioId,
  wordDifficulty,
} from './audio.ts';

describe('audioQualityForLatency', () => {
  it.each([
    [0, 'high'],
    [99, 'high'],
    [100, 'medium'],
    [299, 'medium'],
    [300, 'low'],
    [5000, 'low'],
  ])('%i ms → %s', (ms, quality) => {
    expect(audioQualityForLatency(ms)).toBe(quality);
  });
});

describe('letterCount and wordDifficulty', () => {
  it.each([
    ['nne', 3, 'easy'],
    ['ọ̀', 1, 'easy'],
    ['o\u0323\u0300', 1, 'easy'],
    ['ụlọ', 3, 'easy'],
    ['mama', 4, 'easy'],
    ['nwanne', 6, 'medium'],
    ['àwọn ọmọ', 7, 'medium'],
    ['ẹ̀kọ́ọ̀kan', 7, 'medium'],
    ['ọ̀'.repeat(8), 8, 'medium'],
    ['ọ̀'.repeat(9), 9, 'hard'],
    ['habari, rafiki!', 12, 'hard'],
    ['asubuhi njema', 12, 'hard'],
    ['kumá-bu', 6, 'medium'],
    ['', 0, 'easy'],
  ])('%s has %i letters → %s', (word, letters, difficulty) => {
    expect(letterCount(word)).toBe(letters);
    expect(wordDifficulty(word)).toBe(difficulty);
  });

  it('counts 4 letters as easy, 5 as medium, 8 as medium and 9 as hard', () => {
    expect(wordDifficulty('abcd')).toBe('easy');
    expect(wordDifficulty('abcde')).toBe('medium');
    expect(wordDifficulty('abcdefgh')).toBe('medium');
    expect(wordDifficulty('abcdefghi')).toBe('hard');
  });
});

describe('parseAudioId', () => {
  it('splits language, category and name', () => {
    expect(parseAudioId('igbo-pronunciation-nne')).toEqual({
      language: 'igbo',
      category: 'pronunciation',
      name: 'nne',
    });
  });

  it('keeps dashes inside the name', () => {
    expect(parseAudioId('yoruba-conversations-y1-5')).toEqual({
      language: 'yoruba',
      category: 'conversations',
      name: 'y1-5',
    });
  });

  it.each(['', 'igbo', 'igbo-words', 'igbo--nne', '-words-nne', 'igbo-words-'])('rejects %j', (id) => {
    expect(() => parseAudioId(id)).toThrow(new Error('Invalid audio ID format'));
  });
});

describe('clamp01', () => {
  it.each([
    [-0.5, 0],
    [0, 0],
    [0.4, 0.4],
    [1, 1],
    [1.2, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (value, clamped) => {
    expect(clamp01(value)).toBe(clamped);
  });
});

describe('conversationLineKey', () => {
  it("keys a conversation's line by its lesson and its place, counted from 1", () => {
    expect(conversationLineKey('1-5', 0)).toBe('1-5-line-1');
    expect(conversationLineKey('k3-5', 6)).toBe('k3-5-line-7');
  });
});
