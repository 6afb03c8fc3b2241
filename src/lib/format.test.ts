import { describe, expect, it } from 'vitest';
import { formatDuration, languageWithNativeName } from './format';

describe('a language with its native name', () => {
  it('adds the native name once', () => {
    expect(languageWithNativeName('Igbo', 'Asụsụ Igbo')).toBe('Igbo (Asụsụ Igbo)');
    expect(languageWithNativeName('Swahili', 'Kiswahili')).toBe('Swahili (Kiswahili)');
    expect(languageWithNativeName('Yoruba', 'Èdè Yorùbá')).toBe('Yoruba (Èdè Yorùbá)');
    expect(languageWithNativeName('Kriolu', 'Kriolu (Kabuverdianu)')).toBe('Kriolu (Kabuverdianu)');
    expect(languageWithNativeName('Kriolu', 'Kabuverdianu')).toBe('Kriolu (Kabuverdianu)');
    expect(languageWithNativeName('Kriolu', '')).toBe('Kriolu');
  });
});

describe('a duration', () => {
  it('reads seconds under a minute and minutes above', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(44.6)).toBe('45 s');
    expect(formatDuration(90)).toBe('2 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});
