import { and, eq, or } from 'drizzle-orm';
import type {
  CardState,
  GradedReview,
  ItemCard,
  ReviewCard,
  ReviewDirection,
  ReviewGrade,
  ReviewLog,
} from '../../domain/index.ts';
import type { Db } from '../db/database.ts';
import { reviewCards, reviewLogs } from '../db/schema.ts';

export type CardRow = typeof reviewCards.$inferSelect;

/** A stored card as the domain's ItemCard. */
export function itemCardOf(row: CardRow): ItemCard {
  return {
    itemId: row.itemId,
    direction: row.direction as ReviewDirection,
    card: {
      due: row.due.toISOString(),
      stability: row.stability,
      difficulty: row.difficulty,
      scheduledDays: row.scheduledDays,
      learningSteps: row.learningSteps,
      reps: row.reps,
      lapses: row.lapses,
      state: row.state as CardState,
      lastReview: row.lastReview ? row.lastReview.toISOString() : null,
    },
  };
}

/** The row that stores a learner's card. */
export function cardRow(
  userId: string,
  language: string,
  itemId: string,
  direction: ReviewDirection,
  card: ReviewCard,
  now: Date,
): typeof reviewCards.$inferInsert {
  return {
    userId,
    language,
    itemId,
    direction,
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.lastReview === null ? null : new Date(card.lastReview),
    updatedAt: now,
  };
}

/** The row that stores what one answer did to a card. */
export function logRow(
  id: string,
  answer: {
    userId: string;
    language: string;
    itemId: string;
    direction: ReviewDirection;
    answerId: string;
    responseMs: number;
  },
  log: ReviewLog,
): typeof reviewLogs.$inferInsert {
  return {
    id,
    ...answer,
    responseMs: Math.round(answer.responseMs),
    grade: log.grade,
    reviewedAt: new Date(log.reviewedAt),
    previousState: log.previousState,
    previousDue: new Date(log.previousDue),
    stability: log.stability,
    difficulty: log.difficulty,
    scheduledDays: log.scheduledDays,
    due: new Date(log.due),
  };
}

/** A stored review as the domain folds it, with the row it came from. */
export type StoredReview = GradedReview & { responseMs: number; row: typeof reviewLogs.$inferSelect };

/** Every stored review of the learner's cards named by `keys` (domain cardKey), to rebuild them from their history. */
export async function cardHistory(
  db: Pick<Db, 'select'>,
  userId: string,
  keys: ReadonlySet<string>,
): Promise<StoredReview[]> {
  const cards = [...keys].map((key) => key.split('\u0000') as [string, string]);
  const rows = await db
    .select()
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        or(
          ...cards.map(([itemId, direction]) =>
            and(eq(reviewLogs.itemId, itemId), eq(reviewLogs.direction, direction)),
          ),
        ),
      ),
    );
  return rows.map((row) => ({
    itemId: row.itemId,
    direction: row.direction as ReviewDirection,
    grade: row.grade as ReviewGrade,
    at: row.reviewedAt.toISOString(),
    responseMs: row.responseMs,
    row,
  }));
}
