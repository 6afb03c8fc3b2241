import { z } from 'zod';
import { nonEmpty, slug } from './common.ts';

/** A language of the catalogue (spec 000 §3 'Language'), one file per language under content/languages/. */
export const languageSchema = z.strictObject({
  code: slug,
  name: nonEmpty,
  native_name: nonEmpty,
  flag_emoji: z.string().default('🌍'),
  country: nonEmpty,
  description: nonEmpty,
  total_speakers: z.number().int().positive(),
  /** Where total_speakers comes from: one named source and what it counts (first- and second-language speakers), so every mention of the figure can agree with it. */
  speakersSource: nonEmpty,
  status: z.enum(['active', 'coming_soon']),
  featured: z.boolean().default(false),
  order: z.number().int().nonnegative(),
  /** Varieties (dialects, towns) a speaker may name when recording, short and certain; none when absent. */
  varieties: z.array(nonEmpty).default([]),
});
export type Language = z.infer<typeof languageSchema>;
