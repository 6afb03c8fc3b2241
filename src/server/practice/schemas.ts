import { z } from 'zod';
import { isTimeZone } from '../core/local-date.ts';

/** Most answers in one batch. */
export const MAX_ANSWERS = 50;

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date and time such as 2026-11-22T10:00:00Z' });

/** One practice answer, as the client recorded it. */
export const practiceAnswerSchema = z.strictObject({
  id: z.uuid('must be a UUID made by the client'),
  itemId: z.string().min(1, 'must be a review item id').max(300, 'must be a review item id (at most 300 characters)'),
  direction: z.enum(['recognise', 'recall'], 'must be recognise or recall'),
  kind: z.enum(['right', 'slip', 'wrong'], 'must be right, slip or wrong'),
  responseMs: z
    .number('must be a number of milliseconds')
    .min(0, 'must be 0 or more milliseconds')
    .max(60 * 60 * 1000, 'must be at most an hour'),
  answeredAt: instant,
  /** True when the learner typed the answer (a recall or a dictation typed in full); a chosen answer is never graded easy. */
  typed: z.boolean('must be true or false').optional(),
});
export type PracticeAnswerInput = z.infer<typeof practiceAnswerSchema>;

/** The body of POST /api/practice/{language}/answers. */
export const practiceAnswersSchema = z.strictObject({
  answers: z
    .array(practiceAnswerSchema)
    .min(1, 'must hold at least one answer')
    .max(MAX_ANSWERS, `must hold at most ${MAX_ANSWERS} answers`),
});

/** The body of POST /api/practice/{language}/finish. */
export const practiceFinishSchema = z.strictObject({
  sessionId: z.uuid('must be a UUID made by the client'),
  /** The ids of the session's answers (sent before with POST …/answers); only those are counted. */
  answerIds: z
    .array(z.uuid('must be the UUID of an answer of this session'))
    .min(1, 'must name at least one answer')
    .max(100, 'must name at most 100 answers'),
  finishedAt: instant,
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone such as Africa/Lagos'),
});
export type PracticeFinishInput = z.infer<typeof practiceFinishSchema>;
