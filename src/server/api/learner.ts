import { eq } from 'drizzle-orm';
import {
  displayedStreak,
  heartsForActivity,
  initialProgress,
  levelForXp,
  profileLevel,
  withoutFutureDays,
  type LanguageProgress,
} from '../../domain/index.ts';
import type {
  ApiEnrolledLanguage,
  ApiEnrollment,
  ApiOverview,
  ApiProfile,
  ApiProgressSummary,
} from '../../shared/api-types.ts';
import { userNames } from '../../shared/user-record.ts';
import type { Caller } from '../auth/identify.ts';
import { enrollments } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { localDate } from '../core/local-date.ts';
import { languageOf } from '../core/languages.ts';
import { readAllProgress, readProgress } from '../core/progress-store.ts';

/**
 * The record as the learner sees it today: a day stored from a device clock that ran ahead read as today, and hearts
 * refilled when a new local day has begun.
 */
function asOfToday(stored: LanguageProgress, today: string): LanguageProgress {
  const progress = withoutFutureDays(stored, today);
  const hearts = heartsForActivity({ hearts: progress.currentHearts, lastHeartsDate: progress.lastHeartsDate, today });
  return { ...progress, currentHearts: hearts.hearts, lastHeartsDate: hearts.lastHeartsDate };
}

/** A language's figures as the learner sees them on `today`: a lapsed streak reads 0. */
function summary(progress: LanguageProgress, today: string): ApiProgressSummary {
  return {
    totalXP: progress.totalXP,
    lessonsCompleted: progress.totalLessonsCompleted,
    currentLessonId: progress.currentLessonId,
    currentStreak: displayedStreak(progress, today),
    longestStreak: progress.longestStreak,
    currentHearts: progress.currentHearts,
    maxHearts: progress.maxHearts,
    lastLessonDate: progress.lastLessonDate,
  };
}

/** GET /progress/language/{code}: the learner's record of docs/product/lessons.md §3 (a fresh one before the first lesson). */
export async function languageProgressFor(
  ctx: ApiContext,
  caller: Caller,
  code: string,
  timeZone: string,
): Promise<LanguageProgress> {
  languageOf(ctx, code);
  const order = ctx.catalogue.courses.get(code)?.order ?? [];
  return asOfToday(await readProgress(ctx.db, caller.userId, code, order), localDate(ctx.now(), timeZone));
}

/** POST /languages/{code}/enroll: idempotent; a language that is coming soon cannot be joined yet. */
export async function enroll(ctx: ApiContext, caller: Caller, code: string): Promise<ApiEnrollment> {
  const language = languageOf(ctx, code);
  if (language.status !== 'active')
    throw new ApiError(
      409,
      'language_coming_soon',
      `${language.name} is coming soon: you can enrol once its course opens.`,
    );
  await ctx.db
    .insert(enrollments)
    .values({ userId: caller.userId, language: code, enrolledAt: ctx.now() })
    .onConflictDoNothing();
  const rows = await ctx.db.select().from(enrollments).where(eq(enrollments.userId, caller.userId));
  const row = rows.find((r) => r.language === code)!;
  return { language: code, enrolledAt: row.enrolledAt.toISOString() };
}

/** GET /languages/user/enrolled: enrolled languages (and any with progress), each with its summary. */
export async function enrolledLanguages(
  ctx: ApiContext,
  caller: Caller,
  timeZone: string,
): Promise<ApiEnrolledLanguage[]> {
  const today = localDate(ctx.now(), timeZone);
  const rows = await ctx.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, caller.userId))
    .orderBy(enrollments.enrolledAt);
  const progress = new Map((await readAllProgress(ctx.db, caller.userId)).map((p) => [p.language, p.progress]));
  const codes = [...new Set([...rows.map((r) => r.language), ...progress.keys()])];
  return codes.flatMap((code) => {
    const language = ctx.catalogue.languages.find((l) => l.code === code);
    if (!language) return [];
    const order = ctx.catalogue.courses.get(code)?.order ?? [];
    const record = progress.get(code) ?? initialProgress(order);
    const enrolledAt = rows.find((r) => r.language === code)?.enrolledAt.toISOString() ?? '';
    return [{ language, enrolledAt, progress: summary(asOfToday(record, today), today) }];
  });
}

/** GET /progress/overview: totals over every language, both level readings, and each language's summary. */
export async function overview(ctx: ApiContext, caller: Caller, timeZone: string): Promise<ApiOverview> {
  const today = localDate(ctx.now(), timeZone);
  const all = (await readAllProgress(ctx.db, caller.userId)).map((p) => ({
    code: p.language,
    ...summary(asOfToday(p.progress, today), today),
  }));
  const totalXP = all.reduce((sum, p) => sum + p.totalXP, 0);
  return {
    totalXP,
    level: levelForXp(totalXP),
    profileLevel: profileLevel(totalXP),
    currentStreak: Math.max(0, ...all.map((p) => p.currentStreak)),
    longestStreak: Math.max(0, ...all.map((p) => p.longestStreak)),
    lessonsCompleted: all.reduce((sum, p) => sum + p.lessonsCompleted, 0),
    languages: all,
  };
}

/** GET /user/profile: the spec's User record, from the account's metadata and the learner's progress. */
export async function profile(ctx: ApiContext, caller: Caller, timeZone: string): Promise<ApiProfile> {
  const stats = await overview(ctx, caller, timeZone);
  return {
    id: caller.userId,
    email: caller.email,
    ...userNames(caller.userMetadata, caller.email),
    streak_count: stats.currentStreak,
    total_xp: stats.totalXP,
    current_level: stats.profileLevel,
    subscription_type: caller.subscription === 'premium' ? 'premium' : 'free',
    role: caller.role,
    email_verified: caller.emailVerified,
    created_at: caller.createdAt,
    updated_at: caller.updatedAt,
  };
}
