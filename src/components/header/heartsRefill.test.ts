import { describe, expect, it } from 'vitest';
import { minutesUntilRefill, refillWords } from './heartsRefill';

describe('the hearts refill time', () => {
  it('counts down to the start of the next local day', () => {
    expect(minutesUntilRefill(new Date(2026, 10, 23, 17, 48, 0))).toBe(372);
    expect(refillWords(new Date(2026, 10, 23, 17, 48, 0))).toBe('tomorrow (in 6 h 12 min)');
  });

  it('says minutes only in the last hour, and never 0', () => {
    expect(refillWords(new Date(2026, 10, 23, 23, 15, 0))).toBe('tomorrow (in 45 min)');
    expect(minutesUntilRefill(new Date(2026, 10, 23, 23, 59, 59, 900))).toBe(1);
  });
});
