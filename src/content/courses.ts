import { z } from 'zod';
import { difficulties, lessonId, nonEmpty, slug } from './common.ts';

export const unitSchema = z.strictObject({
  id: slug,
  title: nonEmpty,
  description: nonEmpty,
  lessons: z.array(lessonId),
});

export const levelSchema = z.strictObject({
  id: z.string().regex(/^level-\d+$/, "a level id such as 'level-1'"),
  number: z.number().int().positive(),
  title: nonEmpty,
  description: nonEmpty,
  units: z.array(unitSchema).default([]),
});

/**
 * The tone marks a course writes, each added to a letter as a combining mark: high U+0301 (á), low U+0300 (à),
 * mid U+0304 (ā). Downstep is not offered: neither Yoruba nor Igbo standard spelling writes it on a letter.
 */
export const tones = ['high', 'low', 'mid'] as const;

const keyboardLetter = z.string().check((ctx) => {
  const letter = ctx.value;
  if ([...letter].length !== 1 || letter !== letter.normalize('NFC')) {
    ctx.issues.push({ code: 'custom', input: letter, message: 'a letter must be one character in NFC, such as ẹ (U+1EB9), not e + U+0323' });
  } else if (!/^\p{L}$/u.test(letter) || letter !== letter.toLowerCase()) {
    ctx.issues.push({ code: 'custom', input: letter, message: 'a letter must be a small letter, such as ọ, not a capital, a digit or a mark' });
  }
});

const unique = (items: readonly string[]) => new Set(items).size === items.length;

/** The on-screen keyboard under typed answers: the course's own letters (at most 9, one Alt+Shift+digit each) and its tone keys. */
export const keyboardSchema = z
  .strictObject({
    letters: z.array(keyboardLetter).max(9, 'at most 9 letters: each gets a shortcut Alt+Shift+1 … Alt+Shift+9').refine(unique, 'a letter is listed twice').default([]),
    tones: z.array(z.enum(tones, { error: 'a tone is high, low or mid' })).refine(unique, 'a tone is listed twice').default([]),
  })
  .refine((k) => k.letters.length + k.tones.length > 0, 'a keyboard needs letters or tones; leave keyboard out for a language written without special letters');

/** One course per language (content/courses/<language>/course.yaml): the outline of levels and units. */
export const courseSchema = z.strictObject({
  language: slug,
  title: nonEmpty,
  description: nonEmpty,
  difficulty: z.enum(difficulties),
  estimatedHours: z.number().nonnegative(),
  /** Letters and tone keys offered under every typed answer; absent when the language needs none. */
  keyboard: keyboardSchema.optional(),
  levels: z.array(levelSchema).min(1, 'a course needs at least one level'),
});

export type Unit = z.infer<typeof unitSchema>;
export type Level = z.infer<typeof levelSchema>;
export type Course = z.infer<typeof courseSchema>;
export type Tone = (typeof tones)[number];
export type CourseKeyboard = z.infer<typeof keyboardSchema>;
