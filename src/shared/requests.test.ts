import { describe, expect, it } from 'vitest';
import { MAX_MISSED_QUESTIONS } from './completion-limits.ts';
import { completionSchema } from './completion-request.ts';
import { heartLossSchema } from './heart-loss-request.ts';
import { reportSchema } from './report-request.ts';
import { storableText } from './storable-text.ts';

// The request bodies the browser and the server share: a well-formed body passes, and each rule names its field.
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const completion = {
  language: 'igbo',
  lessonId: '1-2',
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 1,
  hintsUsed: 0,
  completionId: '6f1c1f2e-4a43-4b8e-9f2a-0d6f7b8c9a10',
  completedAt: '2026-11-27T10:00:00Z',
  timeZone: 'Africa/Lagos',
  missedQuestions: [0, 2],
};

describe('completionSchema', () => {
  it('takes a completion and refuses too many missed questions, an unknown zone and a bad position', () => {
    expect(completionSchema.safeParse(completion).success).toBe(true);
    const many = Array.from({ length: MAX_MISSED_QUESTIONS + 1 }, (_, i) => i);
    expect(issuesOf(completionSchema.safeParse({ ...completion, missedQuestions: many }))).toEqual([
      `missedQuestions: must name at most ${MAX_MISSED_QUESTIONS} questions`,
    ]);
    expect(issuesOf(completionSchema.safeParse({ ...completion, timeZone: 'Lagos' }))).toEqual([
      'timeZone: must be an IANA time zone such as Africa/Lagos',
    ]);
    expect(issuesOf(completionSchema.safeParse({ ...completion, missedQuestions: [-1] }))).toEqual([
      'missedQuestions.0: must be the position of a question in the lesson (0 for the first)',
    ]);
  });
});

describe('heartLossSchema', () => {
  it('takes a loss and refuses an attempt id that is not a UUID', () => {
    const loss = {
      lossId: '0b7e3f1a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
      lessonId: '1-2',
      attemptId: completion.completionId,
      lostAt: '2026-11-27T09:58:00Z',
      timeZone: 'Africa/Lagos',
    };
    expect(heartLossSchema.safeParse(loss).success).toBe(true);
    expect(issuesOf(heartLossSchema.safeParse({ ...loss, attemptId: 'x' }))).toEqual([
      'attemptId: must be the UUID the lesson’s completion will carry (its completionId)',
    ]);
  });
});

describe('reportSchema', () => {
  const report = {
    reportId: '5d2c7a9e-1b3f-4c6d-8e0a-2f4b6d8e0a1c',
    language: 'yoruba',
    lessonId: '2-2',
    exerciseKind: 'quiz',
    reason: 'answer-should-be-accepted',
    givenAnswer: 'ẹ káàrọ̀',
    expectedAnswers: ['Ẹ káàárọ̀'],
  };
  it('takes a report of a lesson or of a practice item, never both or neither', () => {
    expect(reportSchema.safeParse(report).success).toBe(true);
    const { lessonId: _lesson, ...onItem } = report;
    expect(reportSchema.safeParse({ ...onItem, itemId: 'yoruba:e-kaaro', exerciseKind: 'recall' }).success).toBe(true);
    expect(reportSchema.safeParse({ ...onItem, itemId: 'yoruba:ile', exerciseKind: 'dictation' }).success).toBe(true);
    expect(issuesOf(reportSchema.safeParse({ ...report, itemId: 'yoruba:e-kaaro' }))).toEqual([
      ': must name exactly one of lessonId and itemId',
    ]);
    expect(issuesOf(reportSchema.safeParse(onItem))).toEqual([': must name exactly one of lessonId and itemId']);
  });
});

describe('storableText', () => {
  it('refuses a NUL and a string over its length', () => {
    expect(storableText(5).safeParse('habari').success).toBe(false);
    expect(issuesOf(storableText(10).safeParse('a\u0000b'))).toEqual([
      ': must not contain a NUL character or an unpaired surrogate',
    ]);
    expect(storableText(10).safeParse('asante').success).toBe(true);
  });
});
