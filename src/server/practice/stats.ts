import { and, eq, gte } from 'drizzle-orm';
import { practiceStats, STATS_DAYS, type PracticeStats } from '../../domain/index.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { languageOf } from '../core/languages.ts';
import { localDate } from '../core/local-date.ts';
import { reviewLogs } from '../db/schema.ts';
import { learnerItems } from './items.ts';
import { readCards } from './practice.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /practice/{language}/stats: words learned, the due and new cards a session started now would ask (the header's
 * count), strong, and reviews per local day over the last 30 days.
 */
export async function practiceStatsFor(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  timeZone: string,
): Promise<PracticeStats & { language: string }> {
  languageOf(ctx, language);
  const now = ctx.now();
  const items = await learnerItems(ctx, ctx.db, caller.userId, language);
  const cards = await readCards(ctx.db, caller.userId, language, items);
  // One day more than the chart covers, so every local day of it is complete in any time zone.
  const since = new Date(now.getTime() - (STATS_DAYS + 1) * DAY_MS);
  const logs = await ctx.db
    .select({ reviewedAt: reviewLogs.reviewedAt })
    .from(reviewLogs)
    .where(
      and(eq(reviewLogs.userId, caller.userId), eq(reviewLogs.language, language), gte(reviewLogs.reviewedAt, since)),
    );
  const dayOf = (instant: string | Date) => localDate(new Date(instant), timeZone);
  return {
    language,
    ...practiceStats(
      items,
      cards,
      logs.map((l) => dayOf(l.reviewedAt)),
      now,
      dayOf(now),
    ),
  };
}
