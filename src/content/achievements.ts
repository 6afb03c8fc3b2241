import { z } from 'zod';
import { nonEmpty, slug } from './common.ts';

const count = z.number().int().positive();

/** The unlock rule of an achievement, evaluated on a learner's progress by src/domain. */
export const achievementRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('lessonsCompleted'), count }),
  z.strictObject({ kind: z.literal('levelComplete'), level: count }),
  z.strictObject({ kind: z.literal('averageAccuracy'), min: z.number().min(0).max(100) }),
  z.strictObject({ kind: z.literal('averageTime'), maxSeconds: count, minLessons: count }),
  z.strictObject({ kind: z.literal('streak'), days: count }),
  z.strictObject({ kind: z.literal('lessonsMatching'), idContains: nonEmpty, count }),
  z.strictObject({ kind: z.literal('culturalEngagement'), min: z.number().min(0).max(100), minLessons: count }),
  z.strictObject({ kind: z.literal('totalXp'), min: count }),
]);

/** The reading of a rule on a single lesson, where the spec gives one. */
export const lessonRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('perfectLesson') }),
  z.strictObject({ kind: z.literal('lessonEngagement'), min: z.number().min(0).max(100), xpBonus: count }),
]);

export const achievementSchema = z.strictObject({
  id: slug,
  title: nonEmpty,
  description: nonEmpty,
  category: z.enum(['learning', 'mastery', 'consistency', 'cultural', 'social']),
  xpBonus: count,
  rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  icon: nonEmpty,
  rule: achievementRuleSchema,
  lessonRule: lessonRuleSchema.optional(),
});
export type Achievement = z.infer<typeof achievementSchema>;
