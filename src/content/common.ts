import { z } from 'zod';
import { isCalendarDate } from '../domain/dates.ts';
import { LESSON_ID_PATTERN, LESSON_ID_RULE } from '../domain/lessonIds.ts';
import type { LessonType } from '../domain/lessonTypes.ts';

export type { LessonType };

/** The types position n (0…6) of a unit may hold, as the domain says. */
export { typesForPosition } from '../domain/lessonTypes.ts';

export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single dashes');
export const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** A calendar date 'YYYY-MM-DD' that exists, by the domain's rule; YAML 1.1 parsers (Astro's) hand it over as a Date, so both are taken. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date like 2026-11-22')
    .refine(isCalendarDate, 'not a real date (the month has no such day)'),
);

/** A lesson id as the domain defines it ('1-0', 'y2-3', 'k1-4', 's1-6'). */
export const lessonId = z.string().regex(LESSON_ID_PATTERN, LESSON_ID_RULE);
