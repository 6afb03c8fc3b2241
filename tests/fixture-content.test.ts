// The fixture course the API tests read (tests/fixtures/content) stays valid and holds what tests/helpers/fixture-content.ts says.
import { describe, expect, it } from 'vitest';
import { readContent } from '../src/content/read.ts';
import { LESSON_TYPES } from '../src/domain/lessonTypes.ts';
import { FIXTURE, FIXTURE_CONTENT } from './helpers/fixture-content.ts';

describe('the fixture course', async () => {
  const tree = await readContent(FIXTURE_CONTENT);

  it('passes the content checks the server runs at start', () => {
    expect(tree.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('holds every lesson type at least once', () => {
    expect(new Set(tree.lessons.map((l) => l.type))).toEqual(new Set(LESSON_TYPES));
  });

  it('holds the languages, units and lessons the API tests count', () => {
    const byOrder = [...tree.languages].sort((a, b) => a.order - b.order);
    expect(byOrder.map((l) => l.code)).toEqual(FIXTURE.languages);
    expect(tree.languages.filter((l) => l.status === 'active').map((l) => l.code)).toEqual(FIXTURE.activeLanguages);
    expect(tree.lessons).toHaveLength(FIXTURE.lessons);
    for (const course of tree.courses) {
      const units = course.levels.flatMap((level) => level.units);
      expect(units, course.language).toHaveLength(FIXTURE.unitsPerCourse);
      expect(units.every((unit) => unit.lessons.length === 7)).toBe(true);
    }
  });

  it('tells itself apart from content/ by its titles', () => {
    expect(tree.courses.find((c) => c.language === 'igbo')?.title).toBe(FIXTURE.igboCourseTitle);
    expect(tree.lessons.find((l) => l.language === 'igbo' && l.id === '1-0')?.title).toBe(FIXTURE.firstIgboLessonTitle);
  });
});
