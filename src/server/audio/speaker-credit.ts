import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CLIP_LICENCE, CREDIT_NAME_RULE, creditName } from '../../domain/clipReview.ts';
import { storableText } from '../../shared/storable-text.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { audioSpeakers } from '../db/schema.ts';
import { courseLanguage } from './clips.ts';
import { speakerDetails, type SpeakerDetailsState } from './speaker-details.ts';

/** PUT /audio/{language}/speaker/credit's body: the name to credit and the licence granted, both required. */
export const speakerCreditBody = z.strictObject({
  credit: storableText(200).describe(`The name to credit: ${CREDIT_NAME_RULE}`),
  licence: z
    .literal(CLIP_LICENCE, { error: `must be '${CLIP_LICENCE}', accepted by the contributor` })
    .describe('The licence the contributor grants'),
});

/**
 * PUT /audio/{language}/speaker/credit: remembers a declared speaker's credit name (1 to 60 visible characters, else
 * 400 invalid_field) and licence, so the recorder offers them again on the next visit and on any device.
 */
export async function saveSpeakerCredit(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  body: z.infer<typeof speakerCreditBody>,
): Promise<SpeakerDetailsState> {
  courseLanguage(ctx, language);
  const name = creditName(body.credit);
  if (name === null) throw new ApiError(400, 'invalid_field', `credit: ${CREDIT_NAME_RULE}`);
  const saved = await ctx.db
    .update(audioSpeakers)
    .set({ credit: name, licence: body.licence })
    .where(and(eq(audioSpeakers.userId, caller.userId), eq(audioSpeakers.language, language)))
    .returning({ userId: audioSpeakers.userId });
  if (saved.length === 0)
    throw new ApiError(403, 'not_a_speaker', 'Say that you speak this language before choosing your credit.');
  return speakerDetails(ctx, caller, language);
}
