// The load generator, run as its own process on its own CPU: a warm-up, then the measured run, with autocannon.
// Usage: node scripts/bench/load.ts <plan.json>; prints one line of JSON (a LoadResult).
//   GET plan:        { "url": "...", "headers": {...}, "connections": 50, "warmupSeconds": 3, "seconds": 10 }
//   completion plan: the same, and "completion": { "warmup": [learners], "measure": [learners], "lessons": [...] }
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Learner {
  token: string;
  /** The address the learner's requests come from (X-Forwarded-For): rate limits count per learner, as in production. */
  ip: string;
}

export interface LoadPlan {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  completion?: { warmup: Learner[]; measure: Learner[]; lessons: { language: string; lessonId: string }[] };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  seconds: number;
  /** Answers other than 2xx, by status. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** The completion run ran out of lessons to complete before its time was up. */
  exhausted?: boolean;
  /** The share of one CPU the server used during the measured run (1 = saturated), when it could be read. */
  serverCpu?: number;
  /** The share of one CPU the load generator itself used: near 1, the generator (not the server) set the pace. */
  generatorCpu?: number;
}

type Instance = autocannon.Instance;

/** Each learner completes the lessons in course order, one request at a time, from whichever connection is free. */
function completionRequests(plan: NonNullable<LoadPlan['completion']>, learners: Learner[], onExhausted: () => void) {
  const ready = learners.map((learner) => ({ learner, next: 0 }));
  let exhausted = false;
  const completedAt = new Date().toISOString();
  type Context = { taken?: (typeof ready)[number] | undefined };
  return [
    {
      method: 'POST' as const,
      path: new URL('/api/progress/lesson/complete', 'http://x').pathname,
      setupRequest(request: autocannon.Request, context: Context) {
        const taken = ready.shift();
        if (!taken) {
          // Every learner has finished the course: the run is over. Ask something harmless meanwhile.
          if (!exhausted) {
            exhausted = true;
            onExhausted();
          }
          return { ...request, method: 'GET' as const, path: '/health', body: undefined };
        }
        context.taken = taken;
        const lesson = plan.lessons[taken.next]!;
        return {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${taken.learner.token}`, 'x-forwarded-for': taken.learner.ip, 'content-type': 'application/json' },
          body: JSON.stringify({
            language: lesson.language,
            lessonId: lesson.lessonId,
            score: 100,
            timeSpent: 120,
            attempts: 1,
            mistakes: 0,
            hintsUsed: 0,
            completionId: randomUUID(),
            completedAt,
            timeZone: 'Africa/Lagos',
          }),
        };
      },
      onResponse(status: number, _body: string, context: Context) {
        const taken = context.taken;
        if (!taken) return;
        context.taken = undefined;
        // A refused completion (locked, rate-limited) is retried: it shows in the statuses either way.
        if (status < 300) taken.next++;
        if (taken.next < plan.lessons.length) ready.push(taken);
      },
    },
  ];
}

function run(plan: LoadPlan, seconds: number, learners: Learner[] | undefined): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const statuses: Record<string, number> = {};
    let exhausted = false;
    let instance: Instance | undefined = undefined;
    const requests = plan.completion && learners ? completionRequests(plan.completion, learners, () => {
      exhausted = true;
      instance?.stop();
    }) : undefined;
    instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: seconds,
        headers: plan.headers ?? {},
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.total / (result.duration || seconds),
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          seconds: result.duration,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
          ...(plan.completion ? { exhausted } : {}),
        });
      },
    );
    instance!.on('response', (_client: unknown, statusCode: number) => {
      if (statusCode >= 300) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
if (plan.warmupSeconds > 0) await run(plan, plan.warmupSeconds, plan.completion?.warmup);
// The parent reads the server's CPU time between this line and the result.
console.log('measuring');
const before = process.cpuUsage();
const started = performance.now();
const result = await run(plan, plan.seconds, plan.completion?.measure);
const used = process.cpuUsage(before);
result.generatorCpu = (used.user + used.system) / 1000 / (performance.now() - started);
console.log(JSON.stringify(result));
