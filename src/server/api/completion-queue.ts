import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { initialProgress, type LanguageProgress } from '../../domain/index.ts';
import type { CompletionResponse } from '../../lib/api/types.ts';
import type { Caller } from '../auth/identify.ts';
import { enrollments, languageProgress, lessonCompletions } from '../db/schema.ts';
import {
  completeLessonFor,
  completionTarget,
  decideCompletion,
  writtenResponse,
  type CompletionInput,
  type CompletionRow,
  type CompletionTarget,
} from './completions.ts';
import type { ApiContext } from './context.ts';
import { ApiError } from './envelope.ts';
import { asProgress } from './progress-store.ts';

interface Pending {
  caller: Caller;
  input: CompletionInput;
  target: CompletionTarget;
  resolve(response: CompletionResponse): void;
  reject(error: unknown): void;
}

export interface CompletionQueueOptions {
  /** Most completions written in one transaction. */
  maxBatch?: number;
  /** Transactions in flight at once: 1 for PGlite (one connection), a few for PostgreSQL's pool. */
  concurrency?: number;
}

const keyOf = (userId: string, language: string) => `${userId}|${language}`;

/**
 * Lesson completions that arrive together are written together: one transaction locks every learner's record in
 * one query, reads the stored completions in another, and writes the new completions and records in two more,
 * however many completions it holds. Each is still decided alone, in arrival order, with the same rules as
 * completeLessonFor (DESIGN.md: 'PGlite has one connection: serialise its queries and batch writes in
 * transactions'). If a batch fails as a whole, its completions are retried one by one.
 */
export function completionQueue(ctx: ApiContext, options: CompletionQueueOptions = {}) {
  const maxBatch = options.maxBatch ?? 64;
  const concurrency = options.concurrency ?? 1;
  const waiting: Pending[] = [];
  let running = 0;

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      running++;
      void settle(batch).finally(() => {
        running--;
        pump();
      });
    }
  }

  async function settle(batch: Pending[]): Promise<void> {
    let outcomes: (CompletionResponse | ApiError)[];
    try {
      outcomes = await writeBatch(batch);
    } catch {
      // A database error (or a deadlock between servers) fails the batch: each completion then goes alone.
      for (const item of batch) await completeLessonFor(ctx, item.caller, item.input).then(item.resolve, item.reject);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome instanceof ApiError) item.reject(outcome);
      else item.resolve(outcome);
    });
  }

  async function writeBatch(batch: Pending[]): Promise<(CompletionResponse | ApiError)[]> {
    return ctx.db.transaction(async (tx) => {
      const keys = [...new Map(batch.map((b) => [keyOf(b.caller.userId, b.target.lesson.language), { userId: b.caller.userId, language: b.target.lesson.language }])).values()];
      const keyMatch = (list: typeof keys) => or(...list.map((k) => and(eq(languageProgress.userId, k.userId), eq(languageProgress.language, k.language))));
      // Rows are locked in key order, so two batches (on two servers) sharing learners cannot deadlock each other.
      const lock = (list: typeof keys) => tx.select().from(languageProgress).where(keyMatch(list)).orderBy(languageProgress.userId, languageProgress.language).for('update');
      let rows = await lock(keys);
      const found = new Set(rows.map((r) => keyOf(r.userId, r.language)));
      const created = keys.filter((k) => !found.has(keyOf(k.userId, k.language)));
      if (created.length > 0) {
        const orderOf = new Map(batch.map((b) => [b.target.lesson.language, b.target.course.order]));
        await tx
          .insert(languageProgress)
          .values(created.map((k) => ({ userId: k.userId, language: k.language, progress: { ...initialProgress(orderOf.get(k.language) ?? []) } })))
          .onConflictDoNothing();
        rows = [...rows, ...(await lock(created))];
      }
      const records = new Map<string, LanguageProgress>(
        rows.map((r) => [keyOf(r.userId, r.language), asProgress(r.progress, batch.find((b) => b.target.lesson.language === r.language)!.target.course.order)]),
      );

      const known: CompletionRow[] = await tx
        .select()
        .from(lessonCompletions)
        .where(
          or(
            inArray(
              lessonCompletions.id,
              batch.map((b) => b.input.completionId),
            ),
            ...batch.map((b) => and(eq(lessonCompletions.userId, b.caller.userId), eq(lessonCompletions.language, b.target.lesson.language), eq(lessonCompletions.lessonId, b.target.lesson.id))),
          ),
        );

      // Decided in arrival order against the records as this batch leaves them, so a learner's lesson k and
      // k+1 in the same batch unlock one another, and a replay within the batch finds the first.
      const steps = batch.map((b) => {
        const key = keyOf(b.caller.userId, b.target.lesson.language);
        const earlier = known.filter((r) => r.id === b.input.completionId || (r.userId === b.caller.userId && r.language === b.target.lesson.language && r.lessonId === b.target.lesson.id));
        const step = decideCompletion(ctx, b.caller, b.input, b.target, records.get(key)!, earlier);
        if (step.kind === 'write') {
          records.set(key, step.next);
          known.push({ ...step.row, culturalEngagement: step.row.culturalEngagement ?? null } as CompletionRow);
        }
        return { key, step };
      });

      const written = steps.flatMap(({ step }) => (step.kind === 'write' ? [step.row] : []));
      const inserted = new Map<string, CompletionRow>();
      if (written.length > 0) {
        for (const row of await tx.insert(lessonCompletions).values(written).returning()) inserted.set(row.id, row);
        const changed = [...new Set(steps.filter(({ step }) => step.kind === 'write').map(({ key }) => key))];
        const now = ctx.now();
        await tx.execute(sql`
          update ${languageProgress} set progress = v.progress, updated_at = ${now.toISOString()}::timestamptz
          from (values ${sql.join(
            changed.map((key) => {
              const [userId, language] = key.split('|');
              return sql`(${userId}::uuid, ${language}, ${JSON.stringify(records.get(key))}::jsonb)`;
            }),
            sql`, `,
          )}) as v(user_id, language, progress)
          where ${languageProgress.userId} = v.user_id and ${languageProgress.language} = v.language`);
        // The first completion in a language enrols the learner (see completeLessonFor).
        const enrol = created.filter((k) => changed.includes(keyOf(k.userId, k.language)));
        if (enrol.length > 0) await tx.insert(enrollments).values(enrol.map((k) => ({ ...k, enrolledAt: now }))).onConflictDoNothing();
      }

      return steps.map(({ step }) => {
        if (step.kind === 'answer') return step.response;
        if (step.kind === 'refuse') return step.error;
        return writtenResponse(ctx, inserted.get(step.row.id)!, step.next);
      });
    });
  }

  return {
    /** Completes a lesson for the caller (see completeLessonFor), with the completions that arrive alongside it. */
    complete(caller: Caller, input: CompletionInput): Promise<CompletionResponse> {
      const target = completionTarget(ctx, input);
      return new Promise((resolve, reject) => {
        waiting.push({ caller, input, target, resolve, reject });
        // Completions arriving in the same turn of the event loop join this batch.
        if (waiting.length === 1) setImmediate(pump);
      });
    },
  };
}
