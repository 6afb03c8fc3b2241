import { describe, expect, it } from 'vitest';
import { LEARNING_TIPS, recommendationFor } from './recommendation.ts';

const quiz = { type: 'quiz' };

describe('recommendationFor', () => {
  it('says nothing on lessons with nothing to answer', () => {
    for (const type of ['info', 'cultural-note', 'conversation'])
      expect(recommendationFor([{ lessonId: '1-2', score: 100, mistakes: 0 }], { type })).toBeNull();
  });

  it('welcomes a learner with no results yet', () => {
    expect(recommendationFor([], quiz)).toBe('Your first lesson with answers here: take your time, there is no clock.');
  });

  it('names the lessons it averages and their mistakes', () => {
    expect(
      recommendationFor(
        [
          { lessonId: '1-1', score: 50, mistakes: 2 },
          { lessonId: '1-2', score: 83, mistakes: 1 },
        ],
        quiz,
      ),
    ).toBe(
      'Your last 2 lessons with answers (1-1, 1-2) averaged 67%, with 3 mistakes. Turn hints on: they rule out a wrong answer for you.',
    );
  });

  it('does not call two mistakes a perfect run', () => {
    const text = recommendationFor([{ lessonId: '1-1', score: 100, mistakes: 2 }], { type: 'pattern-discovery' });
    expect(text).toBe(
      'Your last lesson with answers (1-1) scored 100%, with 2 mistakes. Read each explanation after a miss: it is the fastest way to learn it.',
    );
    expect(text).not.toContain('without hints');
  });

  it('suggests going without hints after clean runs', () => {
    expect(recommendationFor([{ lessonId: '1-2', score: 100, mistakes: 0 }], quiz)).toContain(
      'no mistakes. Try this one without hints.',
    );
  });
});

describe('LEARNING_TIPS', () => {
  it('has no tip that assumes a verb, tone marks or audio', () => {
    for (const tip of Object.values(LEARNING_TIPS)) expect(tip).not.toMatch(/verb|tone|aloud|play|listen/i);
  });

  it('gives reading lessons no tip', () => {
    for (const type of ['info', 'cultural-note', 'conversation', 'cultural-story', 'sentence-construction'])
      expect(LEARNING_TIPS[type]).toBeUndefined();
  });
});
