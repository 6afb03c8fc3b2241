import { z } from 'zod';
import { OTHER_VARIETY } from '../domain/speakerDetails.ts';
import { dottedLetters, type Spelling } from '../domain/spelling.ts';
import type { Course } from './courses.ts';
import { nonEmpty, slug } from './common.ts';

/** A language of the catalogue (docs/product/accounts.md §3 'Language'), one file per language under content/languages/. */
export const languageSchema = z
  .strictObject({
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
    /** The BCP 47 tag of text in the language ('yo', 'kea'): the lang attribute, so screen readers and fonts treat it as that language. */
    bcp47: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, "a BCP 47 language tag such as 'yo' or 'kea'"),
    /** Its marks are tones (Igbo, Yoruba): feedback says 'check the tone'; otherwise 'check the accent'. */
    tonal: z.boolean().default(false),
    /** Its standard spelling writes every tone but mid (Yoruba): a vowel without a mark is mid, English text writes its words bare. */
    marksEveryTone: z.boolean().default(false),
    /** The letter its lesson ids start with ('y' for y1-0), '' for none (Igbo: 1-0); required once the language has a course. */
    lessonIdPrefix: z.string().regex(/^[a-z]?$/, "one small letter, or '' for none").optional(),
    /** Varieties (dialects, towns) a speaker may name when recording, short and certain; none when absent. */
    varieties: z
      .array(nonEmpty)
      .default([])
      .refine((list) => !list.some((v) => v.trim().toLowerCase() === OTHER_VARIETY), {
        message: `'${OTHER_VARIETY}' is offered for every language as "Other (not listed)": leave it out of the list`,
      }),
  })
  .refine((l) => l.tonal || !l.marksEveryTone, { path: ['marksEveryTone'], message: 'only a tonal language marks every tone: set tonal: true' });
export type Language = z.infer<typeof languageSchema>;

/** A language's spelling as the rules take it: `tonal` and `marksEveryTone` from its file, the dotted letters from its course keyboard. */
export function spellingOf(language: Pick<Language, 'tonal' | 'marksEveryTone'>, course: Pick<Course, 'keyboard'> | undefined): Spelling {
  return { tonal: language.tonal, marksEveryTone: language.marksEveryTone, dotted: dottedLetters(course?.keyboard?.letters ?? []) };
}
