import { describe, expect, it } from 'vitest';
import { completionMethod, firstTryScore, memoryGameScore, patternScore, storyScore } from './scores.ts';

describe('memoryGameScore', () => {
  it.each([
    [6, 6, 100],
    [6, 8, 75],
    [6, 12, 50],
    [6, 20, 50],
    [4, 7, 57],
    [0, 5, 50],
    [6, 0, 50],
  ])('%i pairs in %i attempts → %i', (pairs, attempts, score) => {
    expect(memoryGameScore(pairs, attempts)).toBe(score);
  });
});

describe('patternScore and storyScore', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 3, 67],
    [4, 4, 100],
    [5, 4, 100],
    [0, 0, 100],
  ])('%i of %i → %i', (part, total, score) => {
    expect(patternScore(part, total)).toBe(score);
    expect(storyScore(part, total)).toBe(score);
  });
});

describe('completionMethod', () => {
  it.each([
    [100, 0, 'perfect'],
    [100, 1, 'good'],
    [99.9, 0, 'good'],
    [70, 3, 'good'],
    [69.9, 0, 'struggled'],
    [0, 9, 'struggled'],
  ])('accuracy %s with %i mistakes → %s', (accuracy, mistakes, method) => {
    expect(completionMethod(accuracy, mistakes)).toBe(method);
  });

  it('assumes no mistakes when none are reported', () => {
    expect(completionMethod(100)).toBe('perfect');
  });
});

describe('firstTryScore', () => {
  it.each([
    [6, 6, 100],
    [5, 6, 83],
    [1, 3, 33],
    [0, 4, 0],
    [0, 0, 100],
    [7, 6, 100],
  ])('%i of %i right first time → %i', (right, total, score) => {
    expect(firstTryScore(right, total)).toBe(score);
  });
});
