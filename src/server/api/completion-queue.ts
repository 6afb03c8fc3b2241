import { initialProgress, type LanguageProgress } from '../../domain/index.ts';
import type { CompletionResponse } from '../../shared/api-types.ts';
import type { Caller } from '../auth/identify.ts';
import { rawTransaction } from '../db/raw.ts';
import {
  completionRecord,
  CREATE_PROGRESS,
  ENROL,
  KNOWN_COMPLETIONS,
  LOCK_PROGRESS,
  LOST_HEARTS,
  RECORD_MISSED_QUESTIONS,
  storedCompletion,
  WRITE_COMPLETIONS,
  type KnownRow,
  type LostRow,
  type MissedRecord,
  type ProgressRow,
} from './completion-sql.ts';
import {
  completionTarget,
  decideCompletion,
  missedQuestions,
  writtenResponse,
  type CompletionInput,
  type CompletionTarget,
  type StoredCompletion,
} from './completions.ts';
import { checkClientTime } from '../core/client-time.ts';
import type { ApiContext } from '../core/context.ts';
import { ApiError } from '../core/envelope.ts';
import { asProgress } from '../core/progress-store.ts';

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
 * Lesson completions that arrive together are written together: one transaction locks every learner's record and
 * reads the stored completions (two statements sent at once), and writes the new completions and records in one
 * more, however many completions it holds (completion-sql.ts); on PostgreSQL that is two round trips (raw.ts).
 * Each is still decided alone, in arrival order, by decideCompletion (docs/architecture.md 'One schema, two
 * drivers': PGlite has one connection, so its queries are serialised and its writes batched in transactions). If a
 * batch fails as a whole, its completions are retried one by one through the same path. This is the only way a
 * completion is written.
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

  async function settle(batch: Pending[], retry = false): Promise<void> {
    let outcomes: (CompletionResponse | ApiError)[];
    try {
      outcomes = await writeBatch(batch);
    } catch (error) {
      // A database error (a deadlock between servers, or two transactions creating one learner's record at once)
      // fails the batch: each completion is then tried once more alone, through the same statements, so one failing
      // completion costs only its own learner and a retried one finds what the other transaction wrote.
      if (retry) for (const item of batch) item.reject(error);
      else for (const item of batch) await settle([item], true);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome instanceof ApiError) item.reject(outcome);
      else item.resolve(outcome);
    });
  }

  async function writeBatch(batch: Pending[]): Promise<(CompletionResponse | ApiError)[]> {
    return rawTransaction(ctx.db, async (query) => {
      // Records are locked in key order, so two batches (on two servers) sharing learners cannot deadlock each other.
      const keys = [
        ...new Map(
          batch.map((b) => [
            keyOf(b.caller.userId, b.target.lesson.language),
            { user_id: b.caller.userId, language: b.target.lesson.language },
          ]),
        ).entries(),
      ]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, key]) => key);
      const wanted = JSON.stringify(
        batch.map((b) => ({
          id: b.input.completionId,
          user_id: b.caller.userId,
          language: b.target.lesson.language,
          lesson_id: b.target.lesson.id,
        })),
      );
      const lock = (list: typeof keys) => query<ProgressRow>(LOCK_PROGRESS, [JSON.stringify(list)]);
      const readKnown = () => query<KnownRow>(KNOWN_COMPLETIONS, [wanted]);
      const attempts = JSON.stringify(batch.map((b) => ({ id: b.input.completionId, user_id: b.caller.userId })));
      const readLost = () => query<LostRow>(LOST_HEARTS, [attempts]);
      // Sent together: the connection runs them in order, so the completions and the hearts lost during each attempt
      // are read once the records are locked (a loss locks the same record: src/server/api/heart-losses.ts).
      let [rows, knownRows, lostRows] = await Promise.all([lock(keys), readKnown(), readLost()]);
      const found = new Set(rows.map((r) => keyOf(r.user_id, r.language)));
      const created = keys.filter((k) => !found.has(keyOf(k.user_id, k.language)));
      if (created.length > 0) {
        const orderOf = new Map(batch.map((b) => [b.target.lesson.language, b.target.course.order]));
        await query(CREATE_PROGRESS, [
          JSON.stringify(
            created.map((k) => ({ ...k, progress: { ...initialProgress(orderOf.get(k.language) ?? []) } })),
          ),
        ]);
        rows = [...rows, ...(await lock(created))];
        // A batch on another server may have created these records first and completed lessons in them.
        [knownRows, lostRows] = await Promise.all([readKnown(), readLost()]);
      }
      const records = new Map<string, LanguageProgress>(
        rows.map((r) => [
          keyOf(r.user_id, r.language),
          asProgress(r.progress, batch.find((b) => b.target.lesson.language === r.language)!.target.course.order),
        ]),
      );
      const known: StoredCompletion[] = [...new Map(knownRows.map((r) => [r.id, storedCompletion(r)])).values()];
      const lost = new Map(lostRows.map((r) => [r.id, Number(r.lost)]));

      // Decided in arrival order against the records as this batch leaves them, so a learner's lesson k and
      // k+1 in the same batch unlock one another, and a replay within the batch finds the first.
      const steps = batch.map((b) => {
        const key = keyOf(b.caller.userId, b.target.lesson.language);
        const earlier = known.filter(
          (r) =>
            r.id === b.input.completionId ||
            (r.userId === b.caller.userId &&
              r.language === b.target.lesson.language &&
              r.lessonId === b.target.lesson.id),
        );
        const step = decideCompletion(ctx, b.caller, b.input, b.target, records.get(key)!, earlier, {
          heartsLost: lost.get(b.input.completionId) ?? 0,
        });
        if (step.kind === 'write') {
          records.set(key, step.next);
          known.push(step.row);
        }
        return { key, step };
      });

      // The questions a learner missed count whether the lesson is completed now or was before (a lesson played again);
      // a refused completion records nothing.
      const missed = new Map<string, MissedRecord>();
      batch.forEach((b, i) => {
        if (steps[i]!.step.kind === 'refuse') return;
        for (const q of missedQuestions(ctx, b.input, b.target)) {
          const record = {
            user_id: b.caller.userId,
            language: b.target.lesson.language,
            item_id: q.itemId,
            lesson_id: q.lessonId,
            missed_at: b.input.completedAt,
          };
          const key = `${record.user_id}|${record.item_id}`;
          if (!missed.has(key)) missed.set(key, record);
        }
      });

      const written = steps.flatMap(({ step }) => (step.kind === 'write' ? [step.row] : []));
      const recordMissed = () =>
        query(RECORD_MISSED_QUESTIONS, [JSON.stringify([...missed.values()])], { last: written.length === 0 });
      if (written.length > 0) {
        const changed = [...new Set(steps.filter(({ step }) => step.kind === 'write').map(({ key }) => key))];
        const now = ctx.now();
        const progress = changed.map((key) => {
          const [userId, language] = key.split('|');
          return { user_id: userId, language, progress: records.get(key) };
        });
        // The first completion in a language enrols the learner; a record only ever comes with its enrolment (both are
        // written in this transaction), so later completions need not repeat it.
        const enrol = created.filter((k) => changed.includes(keyOf(k.user_id, k.language)));
        if (enrol.length > 0) await query(ENROL, [JSON.stringify(enrol), now.toISOString()]);
        // Sent together, as the reads above: the connection runs them in order and commits after the last.
        await Promise.all([
          ...(missed.size > 0 ? [recordMissed()] : []),
          query(
            WRITE_COMPLETIONS,
            [
              JSON.stringify(written.map(completionRecord)),
              JSON.stringify(progress),
              now.toISOString(),
              progress.map((p) => p.user_id),
            ],
            { last: true },
          ),
        ]);
      } else if (missed.size > 0) await recordMissed();

      return steps.map(({ step }) => {
        if (step.kind === 'answer') return step.response;
        if (step.kind === 'refuse') return step.error;
        return writtenResponse(ctx, step.row, step.next);
      });
    });
  }

  return {
    /**
     * Completes a lesson for the caller with the domain rules, once: the learner's record is locked for the
     * transaction, a replayed completion id or a lesson already completed answers what is stored and adds nothing
     * but the quiz questions it says were missed (each kept once), and a lesson still locked for the learner is
     * refused; a completedAt outside the window of device times is refused (checkClientTime); the completions that
     * arrive alongside it share its transaction.
     */
    complete(caller: Caller, input: CompletionInput): Promise<CompletionResponse> {
      checkClientTime(input.completedAt, ctx.now(), 'completedAt');
      const target = completionTarget(ctx, input);
      return new Promise((resolve, reject) => {
        waiting.push({ caller, input, target, resolve, reject });
        // Completions arriving in the same turn of the event loop join this batch.
        if (waiting.length === 1) setImmediate(pump);
      });
    },
  };
}
