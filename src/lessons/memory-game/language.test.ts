import { describe, expect, it } from 'vitest';
import { formatClock, languageName } from './language.ts';

describe('languageName', () => {
  it('capitalises the slug', () => {
    expect(languageName('yoruba')).toBe('Yoruba');
  });
});

describe('formatClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(600)).toBe('10:00');
  });
});
