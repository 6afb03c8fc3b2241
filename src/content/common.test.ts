import { describe, expect, it } from 'vitest';
import { lessonId } from './common.ts';
import { unitSchema } from './courses.ts';

describe('lessonId', () => {
  it.each(['1-0', 'y2-3', 'k1-4', 's1-6', 'y12-6'])('accepts %s', (id) => {
    expect(lessonId.safeParse(id).success).toBe(true);
  });

  // The former content expression accepted all but the first two.
  it.each(['lesson-k1-6', 'yy1-0', '1-7', '0-0', '01-0', '2-10'])('refuses %s with the rule', (id) => {
    const result = lessonId.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^must be a lesson id such as 1-0/);
  });

  it('holds a unit’s lesson list to the same rule', () => {
    const unit = { id: 'greetings', title: 'Greetings', description: 'Saying hello.', lessons: ['1-0', '1-7'] };
    expect(unitSchema.safeParse(unit).error?.issues[0]?.path).toEqual(['lessons', 1]);
  });
});
