import { z } from 'zod';
import { difficulties, nonEmpty, slug } from './common.ts';

export const unitSchema = z.strictObject({
  id: slug,
  title: nonEmpty,
  description: nonEmpty,
  lessons: z.array(z.string().regex(/^[a-z]?\d+-\d+$/, 'a lesson id such as 1-0 or y2-3')),
});

export const levelSchema = z.strictObject({
  id: z.string().regex(/^level-\d+$/, "a level id such as 'level-1'"),
  number: z.number().int().positive(),
  title: nonEmpty,
  description: nonEmpty,
  units: z.array(unitSchema).default([]),
});

/** One course per language (content/courses/<language>/course.yaml): the outline of levels and units. */
export const courseSchema = z.strictObject({
  language: slug,
  title: nonEmpty,
  description: nonEmpty,
  difficulty: z.enum(difficulties),
  estimatedHours: z.number().nonnegative(),
  levels: z.array(levelSchema).min(1, 'a course needs at least one level'),
});

export type Unit = z.infer<typeof unitSchema>;
export type Level = z.infer<typeof levelSchema>;
export type Course = z.infer<typeof courseSchema>;
