import { describe, expect, it } from 'vitest';
import { formatDuration, languageWithNativeName, lessonPlaceLabel } from './format';

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

describe("a lesson's place", () => {
  it('names the unit and the place in it, never the id', () => {
    expect(lessonPlaceLabel({ level: 1, unit: 1, lesson: 3, lessonsInUnit: 7 })).toBe('Unit 1 · Lesson 3 of 7');
    expect(lessonPlaceLabel({ level: null, unit: 2, lesson: 1, lessonsInUnit: 7 })).toBe('Unit 2 · Lesson 1 of 7');
  });

  it('names the level beyond the first, where unit numbers start again', () => {
    expect(lessonPlaceLabel({ level: 2, unit: 1, lesson: 7, lessonsInUnit: 7 })).toBe(
      'Level 2 · Unit 1 · Lesson 7 of 7',
    );
  });
});
