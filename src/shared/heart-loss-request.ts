import { z } from 'zod';
import { CLIENT_TIME_RULE, LESSON_ID_PATTERN, LESSON_ID_RULE } from '../domain/index.ts';
import { isTimeZone } from './dates.ts';

/** The body of POST /api/progress/{language}/heart-losses: one wrong checked answer in a lesson, as it happened. */
export const heartLossSchema = z.strictObject({
  /** Made by the device: the same loss sent twice counts once. */
  lossId: z.uuid('must be a UUID made by the client'),
  lessonId: z.string().regex(LESSON_ID_PATTERN, LESSON_ID_RULE),
  /** The completionId the lesson's completion will carry, so the completion does not charge this mistake again. */
  attemptId: z.uuid('must be the UUID the lesson’s completion will carry (its completionId)'),
  lostAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO date and time such as 2026-11-22T10:00:00Z' })
    .describe(`When the answer was checked, by the device's clock; it must be ${CLIENT_TIME_RULE}.`),
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Africa/Lagos'),
});
