import { describe, expect, it } from 'vitest';
import { IGBO_OUTLINE, SMALL_OUTLINE } from '../test-support/domain-fixtures.ts';
import { lessonNeighbours, lessonOrder, levelLessonIds, levelOfLesson, packOutline, unpackOutline } from './outline.ts';

describe('course outline', () => {
  it('orders lessons level by level, whatever order the levels are listed in', () => {
    const shuffled = [SMALL_OUTLINE[2]!, SMALL_OUTLINE[1]!, SMALL_OUTLINE[0]!];
    expect(lessonOrder(shuffled)).toEqual(['1-0', '1-1', '1-2', '2-0', '2-1']);
  });

  it('gives the Igbo course 42 lessons in level 1 and 21 levels', () => {
    expect(lessonOrder(IGBO_OUTLINE)).toHaveLength(42);
    expect(IGBO_OUTLINE).toHaveLength(21);
  });

  it('finds a level’s lessons, empty for an unknown level', () => {
    expect(levelLessonIds(SMALL_OUTLINE, 2)).toEqual(['2-0', '2-1']);
    expect(levelLessonIds(SMALL_OUTLINE, 9)).toEqual([]);
  });

  it('finds the level of a lesson', () => {
    expect(levelOfLesson(SMALL_OUTLINE, '2-1')).toBe(2);
    expect(levelOfLesson(SMALL_OUTLINE, '9-9')).toBeNull();
  });

  it('gives a lesson with its neighbours in the order, fewer at the ends', () => {
    const order = lessonOrder(SMALL_OUTLINE);
    expect(lessonNeighbours(order, '1-0')).toEqual(['1-0', '1-1']);
    expect(lessonNeighbours(order, '1-2')).toEqual(['1-1', '1-2', '2-0']);
    expect(lessonNeighbours(order, '2-1')).toEqual(['2-0', '2-1']);
    expect(lessonNeighbours(order, '9-9')).toEqual([]);
  });

  it('packs into one line and back, empty levels and an empty outline included', () => {
    const withEmpty = [...SMALL_OUTLINE, { level: 4, lessonIds: [] }];
    expect(packOutline(withEmpty)).toBe('1:1-0,1-1,1-2|2:2-0,2-1|3:|4:');
    expect(unpackOutline(packOutline(withEmpty))).toEqual(withEmpty);
    expect(unpackOutline(packOutline(IGBO_OUTLINE))).toEqual(IGBO_OUTLINE);
    expect(packOutline([])).toBe('');
    expect(unpackOutline('')).toEqual([]);
  });
});
