// The database's own limit for lesson completions: a pgbench-style loop of the completion transaction's statements
// (src/server/api/completion-sql.ts, sent as the server sends them, through rawTransaction), with no HTTP, no auth and
// no rules in between. Run as its own process, on the server's CPU (beside PostgreSQL, as the server runs), against
// the PostgreSQL the server used.
// Usage: node scripts/bench/completion-limit.ts <plan.json>; prints one line of JSON (a LimitResult).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { initialProgress } from '../../src/domain/index.ts';
import { CREATE_PROGRESS, ENROL, KNOWN_COMPLETIONS, LOCK_PROGRESS, WRITE_COMPLETIONS, type ProgressRow } from '../../src/server/api/completion-sql.ts';
import type { Db } from '../../src/server/db/database.ts';
import { rawTransaction } from '../../src/server/db/raw.ts';
import { percentile } from './stats.ts';

export interface LimitPlan {
  url: string;
  /** Transactions in flight at once, each on its own connection (1: one connection; 4: the server's pool). */
  workers: number;
  /** Completions per transaction: the load's connections shared among the workers, as the server's queue batches them. */
  batch: number;
  warmupSeconds: number;
  seconds: number;
  lessons: { language: string; lessonId: string }[];
}

export interface LimitResult {
  workers: number;
  batch: number;
  completionsPerSecond: number;
  transactionsPerSecond: number;
  /** A completion waits for its whole transaction: these are the transactions' times, in ms. */
  p50: number;
  p99: number;
  completions: number;
  seconds: number;
}

interface Learner {
  id: string;
  next: number;
}

const key = (userId: string, language: string) => `${userId}|${language}`;

/** One transaction of `learners.length` completions, each learner completing their next lesson. */
async function completeBatch(db: Db, learners: Learner[], lessons: LimitPlan['lessons'], orders: Map<string, string[]>): Promise<void> {
  const now = new Date().toISOString();
  const items = learners.map((l) => ({ learner: l, lesson: lessons[l.next]!, id: randomUUID() }));
  await rawTransaction(db, async (query) => {
    const keys = [...new Map(items.map((i) => [key(i.learner.id, i.lesson.language), { user_id: i.learner.id, language: i.lesson.language }])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, k]) => k);
    const wanted = JSON.stringify(items.map((i) => ({ id: i.id, user_id: i.learner.id, language: i.lesson.language, lesson_id: i.lesson.lessonId })));
    const [rows] = await Promise.all([query<ProgressRow>(LOCK_PROGRESS, [JSON.stringify(keys)]), query(KNOWN_COMPLETIONS, [wanted])]);
    const found = new Set(rows.map((r) => key(r.user_id, r.language)));
    const created = keys.filter((k) => !found.has(key(k.user_id, k.language)));
    if (created.length > 0) {
      await query(CREATE_PROGRESS, [JSON.stringify(created.map((k) => ({ ...k, progress: initialProgress(orders.get(k.language) ?? []) })))]);
      await query(LOCK_PROGRESS, [JSON.stringify(created)]);
      await query(KNOWN_COMPLETIONS, [wanted]);
      await query(ENROL, [JSON.stringify(created), now]);
    }
    const progress = keys.map((k) => ({ ...k, progress: { ...initialProgress(orders.get(k.language) ?? []), totalXp: 10 } }));
    const completions = items.map((i) => ({
      id: i.id,
      user_id: i.learner.id,
      language: i.lesson.language,
      lesson_id: i.lesson.lessonId,
      score: 100,
      time_spent: 120,
      attempts: 1,
      mistakes: 0,
      hints_used: 0,
      cultural_engagement: null,
      xp_earned: 10,
      bonus_xp: 0,
      unlocked_achievements: [],
      local_date: now.slice(0, 10),
      time_zone: 'Africa/Lagos',
      completed_at: now,
      received_at: now,
    }));
    await query(WRITE_COMPLETIONS, [JSON.stringify(completions), JSON.stringify(progress), now, progress.map((p) => p.user_id)], { last: true });
  });
}

/** Runs the loop for `seconds`: every worker takes the next `batch` learners, completes their next lesson, returns them. */
async function loop(db: Db, plan: LimitPlan, seconds: number): Promise<{ completions: number; transactionsMs: number[]; seconds: number }> {
  const orders = new Map<string, string[]>();
  for (const l of plan.lessons) orders.set(l.language, [...(orders.get(l.language) ?? []), l.lessonId]);
  const ready: Learner[] = [];
  const transactionsMs: number[] = [];
  let completions = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: plan.workers }, async () => {
      while (performance.now() < until) {
        // New learners join whenever the ready ones run short, so the loop never runs out of lessons to complete.
        while (ready.length < plan.batch) ready.push({ id: randomUUID(), next: 0 });
        const learners = ready.splice(0, plan.batch);
        const begun = performance.now();
        await completeBatch(db, learners, plan.lessons, orders);
        transactionsMs.push(performance.now() - begun);
        completions += learners.length;
        for (const l of learners) if (++l.next < plan.lessons.length) ready.push(l);
      }
    }),
  );
  return { completions, transactionsMs, seconds: (performance.now() - started) / 1000 };
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LimitPlan;
if (plan.lessons.length === 0) throw new Error('the plan has no lessons to complete');
const sql = postgres(plan.url, { max: plan.workers, onnotice: () => {} });
// Through the query builder, as on the server: it sets how the driver sends JSON, and rawTransaction reaches the
// driver through it.
const db = drizzle({ client: sql }) as unknown as Db;
try {
  if (plan.warmupSeconds > 0) await loop(db, plan, plan.warmupSeconds);
  const run = await loop(db, plan, plan.seconds);
  const result: LimitResult = {
    workers: plan.workers,
    batch: plan.batch,
    completionsPerSecond: run.completions / run.seconds,
    transactionsPerSecond: run.transactionsMs.length / run.seconds,
    p50: percentile(run.transactionsMs, 50),
    p99: percentile(run.transactionsMs, 99),
    completions: run.completions,
    seconds: run.seconds,
  };
  console.log(JSON.stringify(result));
} finally {
  await sql.end();
}
