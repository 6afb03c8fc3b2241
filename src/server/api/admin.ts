import { count, countDistinct, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { languageProgress, lessonCompletions, users } from '../db/schema.ts';
import { listUsers } from '../auth/admin.ts';
import type { ApiContext } from './context.ts';

/** A content item of the admin list: every lesson file, published or not. */
export interface ContentItem {
  id: string;
  title: string;
  type: string;
  language: string;
  status: string;
  lastModified: string;
  author: string;
}

const DAY = 24 * 60 * 60 * 1000;

async function totalUsers(db: Db): Promise<number> {
  // Embedded accounts are counted where they live; in hosted mode only learners who have progress here are known.
  const [accounts] = await db.select({ n: count() }).from(users);
  const [learners] = await db.select({ n: countDistinct(languageProgress.userId) }).from(languageProgress);
  return Math.max(accounts?.n ?? 0, learners?.n ?? 0);
}

/** Dashboard figures from the database and the content: nothing here is a sample number. */
export async function adminStats(ctx: ApiContext, content: readonly ContentItem[]) {
  const weekAgo = new Date(ctx.now().getTime() - 7 * DAY);
  const [active] = await ctx.db.select({ n: countDistinct(lessonCompletions.userId) }).from(lessonCompletions).where(gte(lessonCompletions.receivedAt, weekAgo));
  const rows = await ctx.db.select({ language: languageProgress.language, progress: languageProgress.progress }).from(languageProgress);
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
    audioFiles: 0,
    pendingReviews: content.filter((c) => c.status === 'review').length,
  };
}

/** Accounts with their XP, newest first. */
export async function adminUsers(ctx: ApiContext) {
  const list = await listUsers(ctx.db, { limit: 200 });
  const xp = await ctx.db
    .select({ userId: languageProgress.userId, xp: sql<number>`sum((${languageProgress.progress}->>'totalXP')::int)` })
    .from(languageProgress)
    .groupBy(languageProgress.userId);
  const byUser = new Map(xp.map((r) => [r.userId, Number(r.xp)]));
  return list.map((u) => ({ ...u, createdAt: u.createdAt.toISOString(), lastSignInAt: u.lastSignInAt?.toISOString() ?? null, totalXP: byUser.get(u.id) ?? 0 }));
}

/** Completions and sign-ups per day over the last 30 days, and completions per language. */
export async function adminAnalytics(ctx: ApiContext) {
  const since = new Date(ctx.now().getTime() - 30 * DAY);
  const day = (column: typeof lessonCompletions.receivedAt | typeof users.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const completions = await ctx.db
    .select({ date: day(lessonCompletions.receivedAt), n: count() })
    .from(lessonCompletions)
    .where(gte(lessonCompletions.receivedAt, since))
    .groupBy(day(lessonCompletions.receivedAt))
    .orderBy(day(lessonCompletions.receivedAt));
  const signups = await ctx.db.select({ date: day(users.createdAt), n: count() }).from(users).where(gte(users.createdAt, since)).groupBy(day(users.createdAt)).orderBy(day(users.createdAt));
  const perLanguage = await ctx.db.select({ language: lessonCompletions.language, n: count() }).from(lessonCompletions).groupBy(lessonCompletions.language);
  return {
    completionsPerDay: completions.map((r) => ({ date: r.date, count: r.n })),
    signupsPerDay: signups.map((r) => ({ date: r.date, count: r.n })),
    completionsPerLanguage: perLanguage.map((r) => ({ language: r.language, count: r.n })),
  };
}
