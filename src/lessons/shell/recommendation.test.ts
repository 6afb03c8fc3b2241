import { describe, expect, it } from 'vitest';
import { initialProgress } from '../../domain/index.ts';
import { LEARNING_TIPS, recommendationFor } from './recommendation.ts';

const base = initialProgress(['1-0', '1-1', '1-2']);
const quiz = { type: 'quiz', position: 2 };

describe('recommendationFor', () => {
  it('welcomes a learner with no lessons yet', () => {
    expect(recommendationFor(base, quiz)).toBe('Your first lesson here: take your time, there is no clock.');
  });

  it('suggests hints when accuracy is low', () => {
    expect(recommendationFor({ ...base, totalLessonsCompleted: 2, averageAccuracy: 55, totalTimeSpent: 400 }, quiz)).toBe(
      'Your accuracy so far is 55%. Turn on hints and listen to each word before you answer.',
    );
  });

  it('suggests going without hints when accurate and quick', () => {
    expect(recommendationFor({ ...base, totalLessonsCompleted: 4, averageAccuracy: 95, totalTimeSpent: 4 * 60 }, quiz)).toContain('Try it without hints');
  });

  it('notices a slow, careful pace', () => {
    expect(recommendationFor({ ...base, totalLessonsCompleted: 2, averageAccuracy: 80, totalTimeSpent: 2 * 1200 }, quiz)).toContain('about 20 min a lesson');
  });

  it('has a tip for every lesson type', () => {
    for (const type of ['info', 'cultural-note', 'pattern-discovery', 'quiz', 'memory-game', 'cultural-story', 'conversation', 'sentence-construction']) {
      expect(LEARNING_TIPS[type]).toBeTruthy();
    }
  });
});
