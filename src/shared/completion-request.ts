import { z } from 'zod';
import { CLIENT_TIME_RULE, LESSON_ID_PATTERN, LESSON_ID_RULE } from '../domain/index.ts';
import { MAX_MISSED_QUESTIONS } from './completion-limits.ts';
import { isTimeZone } from './dates.ts';

const count = (max: number) => z.number().int().min(0).max(max);

/** The body of POST /api/progress/lesson/complete. */
export const completionSchema = z.strictObject({
  language: z.string().regex(/^[a-z]+$/, 'must be a language code such as igbo'),
  lessonId: z.string().regex(LESSON_ID_PATTERN, LESSON_ID_RULE),
  score: z.number().min(0).max(100),
  timeSpent: z
    .number()
    .min(0)
    .max(24 * 60 * 60),
  attempts: count(1000).min(1),
  mistakes: count(1000),
  hintsUsed: count(1000),
  culturalEngagement: z.number().min(0).max(100).optional(),
  completionId: z.uuid('must be a UUID made by the client'),
  completedAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO date and time such as 2026-11-22T10:00:00Z' })
    .describe(
      `When the learner finished the lesson, by the device's clock; its local day in timeZone counts for the streak. It must be ${CLIENT_TIME_RULE} (else 400 invalid_field).`,
    ),
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Africa/Lagos'),
  /**
   * The quiz questions answered wrong on the first try, by position in the lesson's questions (0 for the first). The
   * server reads each question from the content; a position the lesson no longer has is ignored, so a completion
   * queued before a content edit still replays. Optional: completions queued before it existed have none.
   */
  missedQuestions: z
    .array(
      z
        .number('must be the position of a question in the lesson (0 for the first)')
        .int('must be the position of a question in the lesson (0 for the first)')
        .min(0, 'must be the position of a question in the lesson (0 for the first)')
        .max(999, 'must be the position of a question in the lesson (at most 999)'),
      'must be a list of question positions such as [0, 2]',
    )
    .max(MAX_MISSED_QUESTIONS, `must name at most ${MAX_MISSED_QUESTIONS} questions`)
    .optional(),
});
