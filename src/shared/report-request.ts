import { z } from 'zod';
import { isStorableText, LESSON_ID_PATTERN, LESSON_ID_RULE, LESSON_TYPES } from '../domain/index.ts';
import { STORABLE_TEXT_RULE, storableText } from './storable-text.ts';
import { MAX_REPORT_COMMENT } from './report-limits.ts';

/** Why a learner reports an exercise, in the order the dialog offers them. */
export const REPORT_REASONS = ['answer-should-be-accepted', 'audio-wrong', 'text-mistake', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What a learner was doing: a practice exercise (recognise, listen and choose, recall, dictation: type what you hear,
 * tone choice, match, role-play), a lesson type, a lesson's word bank, the lesson page itself, or a prompt to record (a reviewer
 * reporting a word or conversation whose text is wrong).
 */
export const REPORT_EXERCISE_KINDS = [
  'recognise',
  'listen',
  'recall',
  'dictation',
  'tone-choice',
  'match',
  'roleplay',
  ...LESSON_TYPES,
  'word-bank',
  'lesson-page',
  'audio-prompt',
] as const;
export type ReportExerciseKind = (typeof REPORT_EXERCISE_KINDS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export { MAX_REPORT_COMMENT } from './report-limits.ts';

// Every free text is stored: a NUL or an unpaired surrogate is refused (400), never handed to the database.
const answerText = storableText(300);

/** The body of POST /api/reports: one problem with a lesson or a practice item, as the learner saw it. */
export const reportSchema = z
  .strictObject({
    /** Made by the device: the same report sent twice (an offline replay) is stored once. */
    reportId: z.uuid('must be a UUID made by the client'),
    language: z.string().regex(/^[a-z]+$/, 'must be a language code such as igbo'),
    lessonId: z.string().regex(LESSON_ID_PATTERN, LESSON_ID_RULE).optional(),
    itemId: z
      .string()
      .min(1)
      .max(400, 'must be a practice item id of at most 400 characters')
      .refine(isStorableText, STORABLE_TEXT_RULE)
      .optional(),
    exerciseKind: z.enum(REPORT_EXERCISE_KINDS),
    reason: z.enum(REPORT_REASONS),
    givenAnswer: answerText.optional(),
    expectedAnswers: z.array(answerText).max(20, 'must list at most 20 answers').optional(),
    comment: storableText(MAX_REPORT_COMMENT).optional(),
    contentVersion: storableText(64).optional(),
    prompt: storableText(300).optional(),
  })
  .refine((r) => (r.lessonId === undefined) !== (r.itemId === undefined), {
    message: 'must name exactly one of lessonId and itemId',
  });

export type ReportRequest = z.infer<typeof reportSchema>;

/** The body of POST /api/admin/reports/{id}: an author's decision on a report. */
export const reportDecisionSchema = z.strictObject({
  status: z.enum(['resolved', 'dismissed', 'open']),
  note: storableText(MAX_REPORT_COMMENT).optional(),
});

/** The query of GET /api/admin/reports. */
export const adminReportsQuery = z.strictObject({
  language: z
    .string()
    .regex(/^[a-z]+$/, 'must be a language code such as igbo')
    .optional(),
  kind: z.enum(REPORT_EXERCISE_KINDS).optional(),
  status: z.enum(REPORT_STATUSES).optional(),
});
