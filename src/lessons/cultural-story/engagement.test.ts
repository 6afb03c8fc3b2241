import { describe, expect, it } from 'vitest';
import { culturalEngagement } from './engagement.ts';

describe('culturalEngagement', () => {
  it('is 100 when every part was read and the vocabulary viewed', () => {
    expect(culturalEngagement(4, 4, true)).toBe(100);
  });

  it('is the share of parts read plus the vocabulary list', () => {
    expect(culturalEngagement(1, 4, false)).toBe(20);
    expect(culturalEngagement(4, 4, false)).toBe(80);
    expect(culturalEngagement(2, 3, true)).toBe(75);
  });

  it('stays within 0..100 for odd input', () => {
    expect(culturalEngagement(9, 2, true)).toBe(100);
    expect(culturalEngagement(-1, 0, false)).toBe(0);
  });
});
