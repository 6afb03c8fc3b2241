// The OpenAPI document's success schemas (src/server/api/responses*.ts) against what the services return, checked
// by the type checker (npm run check): a field the server returns and the document leaves out, or one the document
// promises and the server lacks, fails to compile. tests/api/openapi-conformance.test.ts checks real answers.
import { describe, it } from 'vitest';
import type { z } from 'zod';
import type {
  ApiAdminAnalytics,
  ApiAdminStats,
  ApiCourse,
  ApiEnrolledLanguage,
  ApiEnrollment,
  ApiLanguage,
  ApiLesson,
  ApiOverview,
  ApiProfile,
  CompletionResponse,
  HeartLossResponse,
  PracticeAnswersResult,
  PracticeFinishResult,
  PracticeState,
  PracticeStatsResult,
  AdminLearnerPage,
  AdminSettings,
  ContentItem,
  LearnerReport,
  ReportResponse,
  AdminReport,
  AdminReportGroup,
} from '../../src/shared/api-types.ts';
import type { LanguageProgress } from '../../src/domain/index.ts';
import type { Caller } from '../../src/server/auth/identify.ts';
import type {
  approvedRecordings,
  declareSpeaker,
  removeClip,
  reviewClip,
  ClipSummary,
} from '../../src/server/audio/clips.ts';
import type { contributionState, reviewSummary, skipPrompt } from '../../src/server/audio/prompt-queue.ts';
import type { setReviewerRole } from '../../src/server/audio/reviewer-roles.ts';
import type * as r from '../../src/server/api/responses.ts';
import type * as admin from '../../src/server/api/responses-admin.ts';
import type * as p from '../../src/server/api/responses-practice.ts';

/** Readonly arrays read as arrays: the JSON a client receives is the same. */
type Plain<T> = T extends readonly (infer E)[]
  ? Plain<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;
type Out<S extends z.ZodType> = Plain<z.output<S>>;
type Answer<F extends (...args: never[]) => unknown> = Plain<Awaited<ReturnType<F>>>;

/** Each way round: every field of one is in the other, with the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <Check extends true>(): Check | undefined => undefined;

describe('the documented success schemas', () => {
  it('are the catalogue and learner wire types', () => {
    same<Same<Plain<ApiLanguage>, Out<typeof r.apiLanguage>>>();
    same<Same<Plain<ApiCourse>, Out<typeof r.apiCourse>>>();
    same<Same<Plain<ApiLesson>, Out<typeof r.apiLesson>>>();
    same<Same<Plain<ApiEnrollment>, Out<typeof r.apiEnrollment>>>();
    same<Same<Plain<ApiEnrolledLanguage>, Out<typeof r.apiEnrolledLanguage>>>();
    same<Same<Plain<ApiOverview>, Out<typeof r.apiOverview>>>();
    same<Same<Plain<LanguageProgress>, Out<typeof r.languageProgress>>>();
    same<Same<Plain<CompletionResponse>, Out<typeof r.completionResponse>>>();
    same<Same<Plain<HeartLossResponse>, Out<typeof r.heartLossResponse>>>();
    same<Same<Plain<ApiProfile>, Out<typeof r.apiProfile>>>();
    same<Same<Plain<Omit<Caller, 'sessionId' | 'needsSecondFactor'>>, Out<typeof r.caller>>>();
    same<Same<Plain<LearnerReport>, Out<typeof r.learnerReport>>>();
    same<Same<Plain<ReportResponse>, Out<typeof r.reportResponse>>>();
  });

  it('are the admin wire types', () => {
    same<Same<Plain<ContentItem>, Out<typeof admin.contentItem>>>();
    same<Same<Plain<AdminSettings>, Out<typeof admin.adminSettings>>>();
    same<Same<Plain<AdminLearnerPage>, Out<typeof admin.adminLearnerPage>>>();
    same<Same<Plain<ApiAdminStats>, Out<typeof admin.adminStats>>>();
    same<Same<Plain<ApiAdminAnalytics>, Out<typeof admin.adminAnalytics>>>();
    same<Same<Plain<AdminReport>, Out<typeof admin.adminReport>>>();
    same<Same<Plain<AdminReportGroup>, Out<typeof admin.adminReportGroup>>>();
  });

  it('are the practice and community audio answers', () => {
    same<Same<Plain<PracticeState>, Out<typeof p.practiceState>>>();
    same<Same<Plain<PracticeStatsResult>, Out<typeof p.practiceStats>>>();
    same<Same<Plain<PracticeAnswersResult>, Out<typeof p.practiceAnswersResult>>>();
    same<Same<Plain<PracticeFinishResult>, Out<typeof p.practiceFinishResult>>>();
    same<Same<Answer<typeof contributionState>, Out<typeof p.contributionState>>>();
    same<Same<Answer<typeof skipPrompt>, Out<typeof p.promptSkipped>>>();
    same<Same<Answer<typeof reviewSummary>, Out<typeof p.reviewSummary>>>();
    same<Same<Answer<typeof setReviewerRole>, Out<typeof admin.reviewerRole>>>();
    same<Same<Answer<typeof approvedRecordings>[number], Out<typeof p.recording>>>();
    same<Same<Plain<ClipSummary>, Out<typeof p.clipSummary>>>();
    same<Same<Answer<typeof declareSpeaker>, Out<typeof p.speakerDeclared>>>();
    same<Same<Answer<typeof removeClip>, Out<typeof p.clipRemoved>>>();
    same<Same<Answer<typeof reviewClip>, Out<typeof p.clipReviewed>>>();
  });
});
