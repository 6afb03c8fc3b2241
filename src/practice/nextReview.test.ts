import { describe, expect, it } from 'vitest';
import { nextReviewText } from './nextReview';

const now = new Date('2026-11-23T10:00:00Z');

describe('nextReviewText', () => {
  it.each([
    [null, 'nothing scheduled yet'],
    ['2026-11-23T09:00:00Z', 'now'],
    ['2026-11-23T10:01:00Z', 'in 1 minute'],
    ['2026-11-23T10:10:00Z', 'in 10 minutes'],
    ['2026-11-23T13:00:00Z', 'in 3 hours'],
    ['2026-11-24T10:00:00Z', 'tomorrow'],
    ['2026-11-27T10:00:00Z', 'in 4 days'],
  ])('%s → %s', (due, text) => {
    expect(nextReviewText(due, now)).toBe(text);
  });
});
