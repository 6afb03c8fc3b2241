import { describe, expect, it } from 'vitest';
import { LESSON_ID_PATTERN, isLessonId, lessonPositionFromId, parseLessonId } from './lessonIds.ts';
import { LESSONS_PER_UNIT } from './lessonTypes.ts';

describe('parseLessonId', () => {
  it.each([
    ['1-0', { prefix: '', unit: 1, position: 0 }],
    ['2-3', { prefix: '', unit: 2, position: 3 }],
    ['y1-6', { prefix: 'y', unit: 1, position: 6 }],
    ['k1-4', { prefix: 'k', unit: 1, position: 4 }],
    ['s12-5', { prefix: 's', unit: 12, position: 5 }],
  ])('accepts %s', (id, parts) => {
    expect(parseLessonId(id)).toEqual(parts);
    expect(isLessonId(id)).toBe(true);
    expect(lessonPositionFromId(id)).toBe(parts.position);
  });

  // The first five of these were accepted by some of the former expressions and refused by others.
  it.each([
    'lesson-k1-6', // only the XP table's expression accepted it
    'lesson-1-2',
    '1-7', // the schemas and the server accepted a position past the unit
    '2-10',
    '0-0', // the schemas accepted unit 0, which no lesson has
    '01-0',
    'Y1-0',
    'yy1-0',
    'y-1',
    '1-',
    '-0',
    '1_0',
    ' 1-0',
    '1-0 ',
    'intro',
    '',
  ])('refuses %j', (id) => {
    expect(parseLessonId(id)).toBeNull();
    expect(isLessonId(id)).toBe(false);
    expect(lessonPositionFromId(id)).toBeNull();
  });

  it('has a position for each lesson of a unit and none past it', () => {
    expect(isLessonId(`1-${LESSONS_PER_UNIT - 1}`)).toBe(true);
    expect(isLessonId(`1-${LESSONS_PER_UNIT}`)).toBe(false);
  });

  it('agrees with its pattern', () => {
    for (const id of ['1-0', 'y9-6', '1-7', 'lesson-1-2', '0-3'])
      expect(LESSON_ID_PATTERN.test(id)).toBe(isLessonId(id));
  });
});
