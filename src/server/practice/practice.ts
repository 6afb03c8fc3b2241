import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cardKey,
  foldReviews,
  gradedReview,
  lateCards,
  practiceCounts,
  typedWord,
  withToneNeighbours,
  type ItemCard,
  type ReviewItem,
} from '../../domain/index.ts';
import type { PracticeAnswersResult, PracticeState } from '../../shared/api-types.ts';
import type { Caller } from '../auth/identify.ts';
import type { ApiContext } from '../core/context.ts';
import { checkClientTime } from '../core/client-time.ts';
import { languageOf } from '../core/languages.ts';
import type { Db } from '../db/database.ts';
import { languageProgress, reviewCards, reviewLogs } from '../db/schema.ts';
import { cardHistory, cardRow, itemCardOf, logRow } from './cards.ts';
import { checkKnown, learnerItems } from './items.ts';
import { type PracticeAnswerInput } from './schemas.ts';

/** The learner's cards in a language for items they still practise. */
export async function readCards(
  db: Pick<Db, 'select'>,
  userId: string,
  language: string,
  items: readonly ReviewItem[],
): Promise<ItemCard[]> {
  const known = new Map(items.map((item) => [item.id, item]));
  const rows = await db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.language, language)));
  // Cards of items that left the content (or whose direction is no longer practised) are kept but not offered.
  return rows.map(itemCardOf).filter((c) => known.get(c.itemId)?.directions.includes(c.direction) === true);
}

/** Refuses a time too far in the device's future or too long ago (one rule for every device time). */
export const checkTime = checkClientTime;

/** GET /practice/{language}: the learner's review items and cards. */
export async function practiceState(ctx: ApiContext, caller: Caller, language: string): Promise<PracticeState> {
  languageOf(ctx, language);
  const items = await learnerItems(ctx, ctx.db, caller.userId, language);
  const cards = await readCards(ctx.db, caller.userId, language, items);
  const content = ctx.catalogue.practice.get(language);
  return {
    language,
    ...practiceCounts(items, cards, ctx.now()),
    // Each item carries the lexicon's words spelt like it, so the browser gets the meanings a session may show, not the lexicon.
    items: content ? withToneNeighbours(items, content.lexicon, content.spelling) : items,
    cards,
    seed: randomInt(0, 2 ** 31),
  };
}

/**
 * POST /practice/{language}/answers: applies a batch of answers in the order they were given, each graded and
 * scheduled here with the domain's rules; cards and logs are written in one transaction, and an answer already
 * stored is skipped, so a replayed batch counts once.
 */
export async function recordAnswers(
  ctx: ApiContext,
  caller: Caller,
  language: string,
  answers: readonly PracticeAnswerInput[],
): Promise<PracticeAnswersResult> {
  languageOf(ctx, language);
  const now = ctx.now();
  answers.forEach((a, i) => checkTime(a.answeredAt, now, `answers.${i}.answeredAt`));
  return ctx.db.transaction(async (tx) => {
    // The learner's record in this language is locked, so two batches of one learner are applied one after the other.
    await tx
      .select({ userId: languageProgress.userId })
      .from(languageProgress)
      .where(and(eq(languageProgress.userId, caller.userId), eq(languageProgress.language, language)))
      .for('update');
    const items = await learnerItems(ctx, tx, caller.userId, language);
    const byId = checkKnown(items, answers);
    const stored = await tx
      .select({ answerId: reviewLogs.answerId })
      .from(reviewLogs)
      .where(
        and(eq(reviewLogs.userId, caller.userId), inArray(reviewLogs.answerId, [...new Set(answers.map((a) => a.id))])),
      );
    const seen = new Set(stored.map((s) => s.answerId));
    const cards = new Map((await readCards(tx, caller.userId, language, items)).map((c) => [cardKey(c), c.card]));
    // foldReviews applies them in answeredAt order, whatever order they came in.
    const fresh = answers
      .filter((answer) => {
        if (seen.has(answer.id)) return false;
        seen.add(answer.id);
        return true;
      })
      .map((answer) => gradedReview(answer, typedWord(byId.get(answer.itemId)!, answer)));
    // A card an answer reaches late (another device's later answer came first) is rebuilt from its whole history.
    const late = lateCards(cards, fresh);
    const history = late.size > 0 ? await cardHistory(tx, caller.userId, late) : [];
    for (const key of late) cards.delete(key);
    const folded = foldReviews(cards, [...history, ...fresh]);
    const changed = new Set(folded.steps.map((step) => cardKey(step.review)));
    const logs = folded.steps.map((step) => {
      const kept = 'row' in step.review ? step.review.row : undefined;
      const row = logRow(
        kept?.id ?? randomUUID(),
        {
          userId: caller.userId,
          language,
          itemId: step.review.itemId,
          direction: step.review.direction,
          answerId: kept?.answerId ?? (step.review as { id: string }).id,
          responseMs: step.review.responseMs,
        },
        step.log,
      );
      return kept ? { ...row, sessionId: kept.sessionId, receivedAt: kept.receivedAt } : row;
    });
    if (history.length > 0)
      await tx.delete(reviewLogs).where(
        inArray(
          reviewLogs.id,
          history.map((h) => h.row.id),
        ),
      );
    if (changed.size > 0) {
      const rows = [...changed].map((key) => {
        const [itemId, direction] = key.split('\u0000') as [string, 'recognise' | 'recall'];
        return cardRow(caller.userId, language, itemId, direction, folded.cards.get(key)!, now);
      });
      await tx
        .insert(reviewCards)
        .values(rows)
        .onConflictDoUpdate({
          target: [reviewCards.userId, reviewCards.itemId, reviewCards.direction],
          set: {
            language: sql`excluded.language`,
            due: sql`excluded.due`,
            stability: sql`excluded.stability`,
            difficulty: sql`excluded.difficulty`,
            scheduledDays: sql`excluded.scheduled_days`,
            learningSteps: sql`excluded.learning_steps`,
            reps: sql`excluded.reps`,
            lapses: sql`excluded.lapses`,
            state: sql`excluded.state`,
            lastReview: sql`excluded.last_review`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      await tx.insert(reviewLogs).values(logs);
    }
    const named = new Set(answers.map((a) => cardKey(a)));
    const all: ItemCard[] = [...folded.cards.entries()].map(([key, card]) => {
      const [itemId, direction] = key.split('\u0000') as [string, 'recognise' | 'recall'];
      return { itemId, direction, card };
    });
    return {
      accepted: fresh.length,
      replayed: answers.length - fresh.length,
      cards: all.filter((c) => named.has(cardKey(c))),
      // The same count as GET /practice/{language}: the due cards a session started now would review.
      dueCount: practiceCounts(items, all, now).dueCount,
    };
  });
}
