import { describe, expect, it } from 'vitest';
import { SMALL_OUTLINE } from '../test-support/domain-fixtures.ts';
import {
  firstOpenLesson,
  isLessonLocked,
  isLevelComplete,
  isLevelLocked,
  lessonButtonState,
  levelProgressPercent,
} from './locks.ts';

const order = ['1-0', '1-1', '1-2', '2-0', '2-1'];

describe('isLessonLocked', () => {
  it.each([
    ['the first lesson, nothing done', [], '1-0', false],
    ['the second lesson, nothing done', [], '1-1', true],
    ['the second lesson after the first', ['1-0'], '1-1', false],
    ['the third lesson after the first only', ['1-0'], '1-2', true],
    ['across a level boundary', ['1-0', '1-1', '1-2'], '2-0', false],
    ['only the previous lesson counts', ['1-1'], '1-2', false],
    ['a lesson not in the order', ['1-0'], '9-9', true],
  ])('%s', (_name, completed, lessonId, locked) => {
    expect(isLessonLocked(order, completed, lessonId)).toBe(locked);
  });

  it('never locks the first lesson of a language', () => {
    expect(isLessonLocked(['y1-0'], [], 'y1-0')).toBe(false);
  });
});

describe('levelProgressPercent and isLevelComplete', () => {
  it.each([
    [['a', 'b', 'c'], [], 0, false],
    [['a', 'b', 'c'], ['a'], 33, false],
    [['a', 'b', 'c'], ['a', 'b'], 67, false],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 100, true],
    [['a', 'b'], ['a', 'x'], 50, false],
    [[], ['a'], 0, false],
  ])('%o with %o done → %i %%', (lessonIds, completed, percent, complete) => {
    expect(levelProgressPercent(lessonIds, completed)).toBe(percent);
    expect(isLevelComplete(lessonIds, completed)).toBe(complete);
  });

  it('rounds 199 of 200 to 100 % yet does not count the level complete', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `l${i}`);
    expect(levelProgressPercent(ids, ids.slice(1))).toBe(100);
    expect(isLevelComplete(ids, ids.slice(1))).toBe(false);
  });
});

describe('isLevelLocked', () => {
  const withEmpty = [...SMALL_OUTLINE, { level: 4, lessonIds: [] }];

  it.each([
    ['level 1 never', [], 1, false],
    ['level 2 while its first lesson is locked', ['1-0', '1-1'], 2, true],
    ['level 2 once its first lesson opens', ['1-0', '1-1', '1-2'], 2, false],
    ['an empty level while the previous is under 100 %', ['1-0', '1-1', '1-2', '2-0'], 3, true],
    ['an empty level once the previous is complete', ['1-0', '1-1', '1-2', '2-0', '2-1'], 3, false],
    ['an empty level after an empty level', ['1-0', '1-1', '1-2', '2-0', '2-1'], 4, true],
    ['a level missing from the outline counts as empty', ['1-0', '1-1', '1-2', '2-0', '2-1'], 5, true],
  ])('%s', (_name, completed, level, locked) => {
    expect(isLevelLocked(withEmpty, completed, level)).toBe(locked);
  });
});

describe('lessonButtonState and firstOpenLesson', () => {
  const progress = { completedLessons: ['1-0', '1-1'], currentLessonId: '1-2' };

  it.each([
    ['1-0', 'completed'],
    ['1-1', 'completed'],
    ['1-2', 'current'],
    ['2-0', 'locked'],
  ])('%s → %s', (lessonId, state) => {
    expect(lessonButtonState(progress, order, lessonId)).toBe(state);
  });

  it('shows an unlocked lesson that is not current as available', () => {
    const outOfOrder = { completedLessons: ['1-0', '1-1', '1-2'], currentLessonId: '2-1' };
    expect(lessonButtonState(outOfOrder, order, '2-0')).toBe('available');
  });

  it('shows a completed lesson whose previous lesson is not completed as locked', () => {
    const gap = { completedLessons: ['1-0', '1-2'], currentLessonId: '1-1' };
    expect(lessonButtonState(gap, order, '1-2')).toBe('locked');
  });

  it('finds the first open lesson', () => {
    expect(firstOpenLesson(order, [])).toBe('1-0');
    expect(firstOpenLesson(order, ['1-0', '1-1'])).toBe('1-2');
    expect(firstOpenLesson(order, order)).toBe('');
  });
});
