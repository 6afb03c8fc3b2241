import { describe, expect, it } from 'vitest';
import { isoDate, lessonId } from './common.ts';
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

describe('isoDate', () => {
  it.each(['2026-11-23', '2028-02-29', '2027-12-31'])('accepts %s', (date) => {
    expect(isoDate.safeParse(date).data).toBe(date);
  });

  // Date.parse rolls these over to the next month, so the former check let them through.
  it.each(['2027-02-31', '2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-5'])('refuses %s', (date) => {
    expect(isoDate.safeParse(date).success).toBe(false);
  });

  it('takes a date a YAML 1.1 parser has already read', () => {
    expect(isoDate.safeParse(new Date(Date.UTC(2026, 10, 23))).data).toBe('2026-11-23');
  });
});
