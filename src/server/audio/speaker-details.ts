import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  chosenVariety,
  SPEAKER_AGE_RANGES,
  SPEAKER_GENDERS,
  type SpeakerAgeRange,
  type SpeakerDetails,
  type SpeakerGender,
} from '../../domain/speakerDetails.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { audioSpeakers } from '../db/schema.ts';
import { courseLanguage } from './clips.ts';

/** PUT /audio/{language}/speaker's body: what the speaker tells about their voice; null (or left out) clears a part. */
export const speakerDetailsBody = z.strictObject({
  variety: z
    .string()
    .max(80)
    .nullable()
    .optional()
    .describe("One of the language's varieties (GET lists them), or 'other' for one not listed"),
  ageRange: z.enum(SPEAKER_AGE_RANGES).nullable().optional(),
  gender: z.enum(SPEAKER_GENDERS).nullable().optional(),
});

/** A speaker's details in a language, with the varieties they may choose from. */
export interface SpeakerDetailsState extends SpeakerDetails {
  language: string;
  speaker: boolean;
  varieties: string[];
  /** The credit name and licence the speaker chose last (PUT /audio/{language}/speaker/credit), null until then. */
  credit: string | null;
  licence: string | null;
}

const none: SpeakerDetails = { variety: null, ageRange: null, gender: null };

/** The varieties a speaker may name in a language (content/languages/<code>.yaml). */
export function languageVarieties(ctx: ApiContext, language: string): string[] {
  return ctx.catalogue.varieties.get(language) ?? [];
}

/** GET /audio/{language}/speaker: whether the learner declared they speak the language, and the details they gave. */
export async function speakerDetails(ctx: ApiContext, caller: Caller, language: string): Promise<SpeakerDetailsState> {
  courseLanguage(ctx, language);
  const [row] = await ctx.db
    .select({
      variety: audioSpeakers.variety,
      ageRange: audioSpeakers.ageRange,
      gender: audioSpeakers.gender,
      credit: audioSpeakers.credit,
      licence: audioSpeakers.licence,
    })
    .from(audioSpeakers)
    .where(and(eq(audioSpeakers.userId, caller.userId), eq(audioSpeakers.language, language)));
  const details = row
    ? {
        variety: row.variety,
        ageRange: row.ageRange as SpeakerAgeRange | null,
        gender: row.gender as SpeakerGender | null,
      }
    : none;
  return {
    language,
    speaker: row !== undefined,
    varieties: languageVarieties(ctx, language),
    ...details,
    credit: row?.credit ?? null,
    licence: row?.licence ?? null,
  };
}

/**
 * PUT /audio/{language}/speaker: remembers a declared speaker's variety (one of the language's list or 'other', else
 * 400), age
 * range and gender for every later recording; all three are optional and replaced together.
 */
export async function saveSpeakerDetails(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  body: z.infer<typeof speakerDetailsBody>,
): Promise<SpeakerDetailsState> {
  courseLanguage(ctx, language);
  const varieties = languageVarieties(ctx, language);
  let variety: string | null = null;
  if (body.variety) {
    variety = chosenVariety(varieties, body.variety);
    if (variety === null)
      throw new ApiError(
        400,
        'unknown_variety',
        varieties.length > 0
          ? `variety: must be one of ${varieties.join(', ')}`
          : 'variety: this language lists no varieties yet',
      );
  }
  const saved = await ctx.db
    .update(audioSpeakers)
    .set({ variety, ageRange: body.ageRange ?? null, gender: body.gender ?? null })
    .where(and(eq(audioSpeakers.userId, caller.userId), eq(audioSpeakers.language, language)))
    .returning({ userId: audioSpeakers.userId });
  if (saved.length === 0)
    throw new ApiError(403, 'not_a_speaker', 'Say that you speak this language before describing your voice.');
  return speakerDetails(ctx, caller, language);
}
