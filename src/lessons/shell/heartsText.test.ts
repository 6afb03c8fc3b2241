import { describe, expect, it } from 'vitest';
import {
  checkOffReason,
  heartLostMessage,
  minutesUntilMidnight,
  outOfHeartsMessage,
  refillCountdown,
} from './heartsText.ts';

describe('heartLostMessage', () => {
  it.each([
    [3, 'You lost a heart. 3 hearts left.'],
    [1, 'You lost a heart. 1 heart left.'],
    [0, 'You lost a heart. No hearts left.'],
  ])('%i left: %s', (left, text) => {
    expect(heartLostMessage(left)).toBe(text);
  });
});

describe('refill time', () => {
  it('counts the minutes to the local midnight', () => {
    expect(minutesUntilMidnight(new Date(2026, 10, 23, 18, 48, 0))).toBe(5 * 60 + 12);
    expect(minutesUntilMidnight(new Date(2026, 11, 31, 23, 59, 30))).toBe(1);
  });

  it.each([
    [312, 'in 5 h 12 min'],
    [120, 'in 2 h'],
    [12, 'in 12 min'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(refillCountdown(minutes)).toBe(text);
  });

  it('says tomorrow and the countdown, never a date', () => {
    const text = outOfHeartsMessage(new Date(2026, 10, 23, 18, 48, 0), 5);
    expect(text).toBe(
      'You are out of hearts. They refill to 5 tomorrow (in 5 h 12 min); reading lessons stay open until then.',
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('gives the reason Check is off, with the countdown to the refill', () => {
    expect(checkOffReason(new Date(2026, 10, 23, 23, 30, 0))).toBe('Out of hearts — they refill tomorrow (in 30 min)');
  });
});
