import { and, desc, eq, type SQL } from 'drizzle-orm';
import { reviewItems } from '../../domain/index.ts';
import type { AdminReport, AdminReportGroup, LearnerReport, ReportResponse } from '../../shared/api-types.ts';
import type { ReportRequest, ReportStatus } from '../../shared/report-request.ts';
import type { Caller } from '../auth/identify.ts';
import { contentReports } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { languageOf } from '../core/languages.ts';

type Row = typeof contentReports.$inferSelect;

const knownItems = new WeakMap<ApiContext['catalogue'], Map<string, Set<string>>>();

/** Every practice item id a course can ask (each word, sentence, quiz question and dialogue line), whatever a learner completed. */
function itemIdsOf(ctx: ApiContext, language: string): Set<string> {
  let byLanguage = knownItems.get(ctx.catalogue);
  if (!byLanguage) knownItems.set(ctx.catalogue, (byLanguage = new Map()));
  let ids = byLanguage.get(language);
  if (!ids) {
    const content = ctx.catalogue.practice.get(language);
    ids = new Set(
      content
        ? reviewItems({
            language,
            vocabulary: content.vocabulary,
            sentences: content.sentences,
            conversations: content.conversations,
            audioSlugs: content.audioSlugs,
            completedLessonIds: content.units.flatMap((u) => u.lessonIds),
            missedQuizAnswers: [...content.quizQuestions.values()],
          }).map((item) => item.id)
        : [],
    );
    // Words no published lesson teaches are not practised, but a learner may still meet them in a lesson.
    for (const word of content?.vocabulary ?? []) ids.add(`${language}:${word.slug}`);
    byLanguage.set(language, ids);
  }
  return ids;
}

function labelOf(ctx: ApiContext, row: Pick<Row, 'prompt' | 'lessonId' | 'itemId'>): string {
  if (row.prompt) return row.prompt;
  if (row.lessonId) return ctx.catalogue.lessons.get(row.lessonId)?.title ?? row.lessonId;
  return row.itemId ?? '';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function learnerView(ctx: ApiContext, row: Row): LearnerReport {
  return {
    reportId: row.id,
    language: row.language,
    lessonId: row.lessonId,
    itemId: row.itemId,
    exerciseKind: row.exerciseKind,
    reason: row.reason,
    label: labelOf(ctx, row),
    status: row.status as ReportStatus,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    note: row.resolverNote,
  };
}

/**
 * POST /reports: stores a learner's report about a lesson or a practice item of a language once per reportId. The
 * same learner sending it again gets it back (alreadyRecorded); another learner's reportId is refused with 409.
 */
export async function createReport(ctx: ApiContext, caller: Caller, input: ReportRequest): Promise<ReportResponse> {
  languageOf(ctx, input.language);
  if (input.lessonId !== undefined) {
    const lesson = ctx.catalogue.lessons.get(input.lessonId);
    if (!lesson || lesson.language !== input.language) throw new ApiError(404, 'lesson_not_found', 'Lesson not found');
  }
  if (input.itemId !== undefined && !itemIdsOf(ctx, input.language).has(input.itemId))
    throw new ApiError(404, 'item_not_found', 'Practice item not found');
  const inserted = await ctx.db
    .insert(contentReports)
    .values({
      id: input.reportId,
      userId: caller.userId,
      language: input.language,
      lessonId: input.lessonId ?? null,
      itemId: input.itemId ?? null,
      exerciseKind: input.exerciseKind,
      reason: input.reason,
      givenAnswer: input.givenAnswer ?? null,
      expectedAnswers: input.expectedAnswers ?? [],
      comment: input.comment?.trim() || null,
      contentVersion: input.contentVersion ?? null,
      prompt: input.prompt ?? null,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { report: learnerView(ctx, inserted[0]), alreadyRecorded: false };
  const [earlier] = await ctx.db.select().from(contentReports).where(eq(contentReports.id, input.reportId));
  if (!earlier || earlier.userId !== caller.userId)
    throw new ApiError(409, 'report_conflict', 'This report id was already used by someone else.');
  return { report: learnerView(ctx, earlier), alreadyRecorded: true };
}

/** GET /reports/mine: the learner's own reports, newest first (at most 100), with what the authors decided. */
export async function myReports(ctx: ApiContext, caller: Caller): Promise<LearnerReport[]> {
  const rows = await ctx.db
    .select()
    .from(contentReports)
    .where(eq(contentReports.userId, caller.userId))
    .orderBy(desc(contentReports.createdAt))
    .limit(100);
  return rows.map((row) => learnerView(ctx, row));
}

function adminView(row: Row): AdminReport {
  return {
    id: row.id,
    userId: row.userId,
    exerciseKind: row.exerciseKind,
    reason: row.reason,
    givenAnswer: row.givenAnswer,
    expectedAnswers: row.expectedAnswers,
    comment: row.comment,
    contentVersion: row.contentVersion,
    status: row.status as ReportStatus,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    note: row.resolverNote,
  };
}

/**
 * GET /admin/reports: reports grouped by the lesson or practice item they are about, the group with the newest report
 * first, each with its count and the distinct answers learners gave; filtered by language, exercise kind and status.
 */
export async function adminReports(
  ctx: ApiContext,
  filter: { language?: string | undefined; kind?: string | undefined; status?: string | undefined },
): Promise<AdminReportGroup[]> {
  const where: SQL[] = [];
  if (filter.language) where.push(eq(contentReports.language, filter.language));
  if (filter.kind) where.push(eq(contentReports.exerciseKind, filter.kind));
  if (filter.status) where.push(eq(contentReports.status, filter.status));
  const rows = await ctx.db
    .select()
    .from(contentReports)
    .where(and(...where))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(5000);
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.language}\u0000${row.lessonId ?? ''}\u0000${row.itemId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((group) => {
    const newest = group[0]!;
    const answers = new Map<string, number>();
    for (const row of group) if (row.givenAnswer) answers.set(row.givenAnswer, (answers.get(row.givenAnswer) ?? 0) + 1);
    return {
      language: newest.language,
      lessonId: newest.lessonId,
      itemId: newest.itemId,
      label: labelOf(ctx, newest),
      exerciseKinds: [...new Set(group.map((r) => r.exerciseKind))],
      count: group.length,
      openCount: group.filter((r) => r.status === 'open').length,
      answers: [...answers]
        .map(([answer, count]) => ({ answer, count }))
        .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer)),
      expectedAnswers: newest.expectedAnswers,
      newestAt: newest.createdAt.toISOString(),
      reports: group.map(adminView),
    };
  });
}

/** POST /admin/reports/{id}: an author resolves, dismisses or reopens a report, with an optional note. */
export async function decideReport(
  ctx: ApiContext,
  caller: Caller,
  id: string,
  decision: { status: ReportStatus; note?: string | undefined },
): Promise<AdminReport> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new ApiError(400, 'invalid_field', 'id: must be a report id (a UUID)');
  const open = decision.status === 'open';
  const [row] = await ctx.db
    .update(contentReports)
    .set({
      status: decision.status,
      resolverNote: decision.note?.trim() || null,
      resolvedAt: open ? null : ctx.now(),
      resolvedBy: open ? null : caller.userId,
    })
    .where(eq(contentReports.id, id))
    .returning();
  if (!row) throw new ApiError(404, 'report_not_found', 'Report not found');
  return adminView(row);
}
