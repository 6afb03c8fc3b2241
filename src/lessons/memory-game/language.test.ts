import { describe, expect, it } from 'vitest';
import { formatClock, languageName, languageTag } from './language.ts';

describe('languageTag', () => {
  it('gives the BCP 47 tag of a course language', () => {
    expect(languageTag('igbo')).toBe('ig');
    expect(languageTag('kriolu')).toBe('kea');
  });

  it('is undefined for an unknown language', () => {
    expect(languageTag('klingon')).toBeUndefined();
    expect(languageTag('toString')).toBeUndefined();
  });
});

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
