import { count, countDistinct, desc, gte, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { displayedStreak } from '../../domain/streak.ts';
import { calendarDate } from '../../shared/dates.ts';
import { userNames } from '../../shared/user-record.ts';
import type { AdminLearnerPage, ApiAdminAnalytics, ApiAdminStats } from '../../shared/api-types.ts';
import type { Db } from '../db/database.ts';
export type { AdminLearner, AdminLearnerPage, AdminSettings, ContentItem } from '../../shared/api-types.ts';
import { languageProgress, lessonCompletions, users } from '../db/schema.ts';
import type { ApiContext } from '../core/context.ts';
import { grantedReviewerLanguages } from '../audio/review-access.ts';

const DAY = 24 * 60 * 60 * 1000;

async function totalUsers(db: Db): Promise<number> {
  // Embedded accounts are counted where they live; in hosted mode only learners who have progress here are known.
  const [accounts] = await db.select({ n: count() }).from(users);
  const [learners] = await db.select({ n: countDistinct(languageProgress.userId) }).from(languageProgress);
  return Math.max(accounts?.n ?? 0, learners?.n ?? 0);
}

/**
 * Dashboard figures from the database and the content: nothing here is a sample number. Audio files are the declared
 * static files and the approved community recordings; pending reviews are the recordings waiting for a verdict.
 */
export async function adminStats(ctx: ApiContext, audioFiles = 0, pendingReviews = 0): Promise<ApiAdminStats> {
  const weekAgo = new Date(ctx.now().getTime() - 7 * DAY);
  const [active] = await ctx.db
    .select({ n: countDistinct(lessonCompletions.userId) })
    .from(lessonCompletions)
    .where(gte(lessonCompletions.receivedAt, weekAgo));
  const rows = await ctx.db
    .select({ language: languageProgress.language, progress: languageProgress.progress })
    .from(languageProgress);
  const rates = rows.flatMap((row) => {
    const total = ctx.catalogue.courses.get(row.language)?.order.length ?? 0;
    const done = Array.isArray(row.progress['completedLessons']) ? row.progress['completedLessons'].length : 0;
    return total > 0 ? [Math.min(1, done / total)] : [];
  });
  return {
    totalLessons: ctx.catalogue.lessons.size,
    totalUsers: await totalUsers(ctx.db),
    activeUsers: active?.n ?? 0,
    activeLanguages: ctx.catalogue.languages.filter((l) => l.status === 'active').length,
    completionRate: rates.length ? Math.round((100 * rates.reduce((a, b) => a + b, 0)) / rates.length) : 0,
    audioFiles,
    pendingReviews,
  };
}

export interface LearnerQuery {
  search?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const MAX_PAGE_SIZE = 100;

/**
 * The calendar day the admin's list reads streaks on. A learner's own time zone is not known here, so it is the
 * earliest day anywhere on Earth (UTC−12): a streak still alive where the learner is never reads 0.
 */
const EARLIEST_TIME_ZONE = 'Etc/GMT+12';

async function learnerFigures(db: Db, ids: readonly string[], now: Date) {
  if (ids.length === 0)
    return new Map<string, { xp: number; streak: number; languages: string[]; last: Date | null }>();
  const progress = await db
    .select({
      userId: languageProgress.userId,
      xp: sql<number>`coalesce(sum((${languageProgress.progress}->>'totalXP')::int), 0)`,
      languages: sql<string>`string_agg(${languageProgress.language}, ',' order by ${languageProgress.language})`,
    })
    .from(languageProgress)
    .where(inArray(languageProgress.userId, [...ids]))
    .groupBy(languageProgress.userId);
  const today = calendarDate(now, EARLIEST_TIME_ZONE);
  const streaks = await db
    .select({
      userId: languageProgress.userId,
      currentStreak: sql<number>`coalesce((${languageProgress.progress}->>'currentStreak')::int, 0)`,
      lastLessonDate: sql<string | null>`${languageProgress.progress}->>'lastLessonDate'`,
    })
    .from(languageProgress)
    .where(inArray(languageProgress.userId, [...ids]));
  const streakOf = (id: string) =>
    Math.max(
      0,
      ...streaks
        .filter((r) => r.userId === id)
        .map((r) =>
          displayedStreak({ currentStreak: Number(r.currentStreak), lastLessonDate: r.lastLessonDate }, today),
        ),
    );
  const last = await db
    .select({ userId: lessonCompletions.userId, at: max(lessonCompletions.receivedAt) })
    .from(lessonCompletions)
    .where(inArray(lessonCompletions.userId, [...ids]))
    .groupBy(lessonCompletions.userId);
  const lastBy = new Map(last.map((r) => [r.userId, r.at]));
  return new Map(
    ids.map((id) => {
      const row = progress.find((r) => r.userId === id);
      return [
        id,
        {
          xp: Number(row?.xp ?? 0),
          streak: streakOf(id),
          languages: row?.languages ? row.languages.split(',') : [],
          last: lastBy.get(id) ?? null,
        },
      ];
    }),
  );
}

/**
 * Learners for the admin's Users tab, newest first, searched by e-mail or username, one page at a time. In hosted
 * mode accounts live with the auth provider, so the list holds the learners who have progress here, by id.
 */
export async function adminUsers(ctx: ApiContext, query: LearnerQuery = {}): Promise<AdminLearnerPage> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.pageSize ?? 20)));
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const search = query.search?.trim().toLowerCase() ?? '';
  const [accounts] = await ctx.db.select({ n: count() }).from(users);
  if ((accounts?.n ?? 0) === 0) {
    const pattern = `${search}%`;
    const where = search ? sql`${languageProgress.userId}::text like ${pattern}` : undefined;
    const ids = await ctx.db
      .selectDistinct({ id: languageProgress.userId })
      .from(languageProgress)
      .where(where)
      .orderBy(languageProgress.userId);
    const slice = ids.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id);
    const figures = await learnerFigures(ctx.db, slice, ctx.now());
    const reviewing = await grantedReviewerLanguages(ctx.db, slice);
    const learners = slice.map((id) => {
      const f = figures.get(id)!;
      return {
        id,
        email: '',
        username: id.slice(0, 8),
        role: 'learner',
        subscription: 'free',
        createdAt: null,
        totalXP: f.xp,
        streak: f.streak,
        languages: f.languages,
        lastActivity: f.last?.toISOString() ?? null,
        reviewerLanguages: reviewing.get(id) ?? [],
      };
    });
    return { learners, total: ids.length, page, pageSize };
  }
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search
    ? or(ilike(users.email, pattern), sql`${users.userMetadata}->>'username' ilike ${pattern}`)
    : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const figures = await learnerFigures(
    ctx.db,
    rows.map((r) => r.id),
    ctx.now(),
  );
  const reviewing = await grantedReviewerLanguages(
    ctx.db,
    rows.map((r) => r.id),
  );
  const learners = rows.map((user) => {
    const f = figures.get(user.id)!;
    const names = userNames(user.userMetadata, user.email ?? '');
    const meta = user.appMetadata;
    return {
      id: user.id,
      email: user.email ?? '',
      username: names.username,
      role: meta['role'] === 'admin' ? 'admin' : 'learner',
      subscription: meta['subscription_type'] === 'premium' ? 'premium' : 'free',
      createdAt: user.createdAt.toISOString(),
      totalXP: f.xp,
      streak: f.streak,
      languages: f.languages,
      lastActivity: (f.last ?? user.lastSignInAt)?.toISOString() ?? null,
      reviewerLanguages: reviewing.get(user.id) ?? [],
    };
  });
  return { learners, total: total?.n ?? 0, page, pageSize };
}

/** Completions and sign-ups per day over the last 30 days; completions, average accuracy and time per language and per lesson type. */
export async function adminAnalytics(ctx: ApiContext): Promise<ApiAdminAnalytics> {
  const since = new Date(ctx.now().getTime() - 30 * DAY);
  const day = (column: typeof lessonCompletions.receivedAt | typeof users.createdAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const completions = await ctx.db
    .select({ date: day(lessonCompletions.receivedAt), n: count() })
    .from(lessonCompletions)
    .where(gte(lessonCompletions.receivedAt, since))
    .groupBy(day(lessonCompletions.receivedAt))
    .orderBy(day(lessonCompletions.receivedAt));
  const signups = await ctx.db
    .select({ date: day(users.createdAt), n: count() })
    .from(users)
    .where(gte(users.createdAt, since))
    .groupBy(day(users.createdAt))
    .orderBy(day(users.createdAt));
  const perLesson = await ctx.db
    .select({
      language: lessonCompletions.language,
      lessonId: lessonCompletions.lessonId,
      n: count(),
      score: sql<number>`coalesce(sum(${lessonCompletions.score}), 0)`,
      time: sql<number>`coalesce(sum(${lessonCompletions.timeSpent}), 0)`,
    })
    .from(lessonCompletions)
    .groupBy(lessonCompletions.language, lessonCompletions.lessonId);
  const byLanguage = new Map<string, Tally>();
  const byType = new Map<string, Tally>();
  const all = emptyTally();
  for (const row of perLesson) {
    const type = ctx.catalogue.lessons.get(row.lessonId)?.lessonType ?? 'unknown';
    for (const tally of [tallyFor(byLanguage, row.language), tallyFor(byType, type), all]) {
      tally.count += row.n;
      tally.score += Number(row.score);
      tally.time += Number(row.time);
    }
  }
  return {
    completionsPerDay: completions.map((r) => ({ date: r.date, count: r.n })),
    signupsPerDay: signups.map((r) => ({ date: r.date, count: r.n })),
    completionsPerLanguage: [...byLanguage].map(([language, t]) => ({ language, ...averages(t) })),
    completionsPerType: [...byType].map(([type, t]) => ({ type, ...averages(t) })),
    totals: averages(all),
  };
}

interface Tally {
  count: number;
  score: number;
  time: number;
}

const emptyTally = (): Tally => ({ count: 0, score: 0, time: 0 });

function tallyFor(map: Map<string, Tally>, key: string): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = emptyTally()));
  return tally;
}

/** Count, mean accuracy (%) and mean time (s), rounded. */
function averages(t: Tally) {
  return {
    count: t.count,
    averageAccuracy: t.count ? Math.round(t.score / t.count) : 0,
    averageTimeSpent: t.count ? Math.round(t.time / t.count) : 0,
  };
}
