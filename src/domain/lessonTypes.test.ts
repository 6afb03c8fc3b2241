import { describe, expect, it } from 'vitest';
import { LESSON_TYPES, isLessonType, lessonTypeForPosition, typesForPosition } from './lessonTypes.ts';

describe('lesson types', () => {
  it('lists the eight types of docs/product/lessons.md §3', () => {
    expect([...LESSON_TYPES].sort()).toEqual([
      'conversation',
      'cultural-note',
      'cultural-story',
      'info',
      'memory-game',
      'pattern-discovery',
      'quiz',
      'sentence-construction',
    ]);
  });

  it.each([
    ['quiz', true],
    ['cultural-note', true],
    ['video', false],
  ])('isLessonType(%s) → %s', (type, expected) => {
    expect(isLessonType(type)).toBe(expected);
  });
});

describe('lessonTypeForPosition', () => {
  it.each([
    [0, 'info'],
    [1, 'pattern-discovery'],
    [2, 'quiz'],
    [3, 'memory-game'],
    [4, 'cultural-story'],
    [5, 'conversation'],
    [6, 'sentence-construction'],
    [7, null],
    [-1, null],
    [1.5, null],
  ])('position %s → %s', (position, expected) => {
    expect(lessonTypeForPosition(position)).toBe(expected);
  });
});

describe('typesForPosition', () => {
  it('lets a cultural note stand where an info lesson does, and nowhere else', () => {
    expect(typesForPosition[0]).toEqual(['info', 'cultural-note']);
    expect(typesForPosition.slice(1).flat()).not.toContain('cultural-note');
    expect(typesForPosition.map((types) => types[0])).toEqual([0, 1, 2, 3, 4, 5, 6].map(lessonTypeForPosition));
    expect(typesForPosition[7]).toBeUndefined();
  });
});
