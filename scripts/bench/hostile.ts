// `npm run hostile`: the hostile-input battery. Builds when the build is stale, starts the built server on PGlite
// and then on a throwaway PostgreSQL, signs up a learner, a second learner, a reviewer and an admin, and sends every
// kind of hostile-kinds.ts (auth, each API route group, static paths, raw HTTP framing), then the targeted races of
// hostile-races.ts. Prints, per database: requests, kinds, 5xx answers (with the kinds that gave them), hangs (no
// answer in 10 s), the slowest answer and /health afterwards, and each race's rounds and answers. Exits 1 on any
// 5xx, hang or race off its rule. Limits are raised: request rates are not what it tests (tests/api/limits.test.ts
// and tests/auth/* do). Not part of npm test.
//   HOSTILE_PORT=4411     first of the two ports used (PGlite, PostgreSQL)
//   HOSTILE_ONLY=pglite   one database (pglite or postgres)
//   HOSTILE_ROUNDS=25     rounds per race (default 4; the N5 race runs three times as many)
//   HOSTILE_LOG=file.json every answer (kind, status, time), per database, written to that file
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { encodeMp3 } from '../../src/components/contribute/encode-mp3.ts';
import { runningAdminApi } from '../lib/admin-api.ts';
import { staleReason } from '../lib/build-state.ts';
import { startPostgres, type PostgresServer } from '../lib/postgres.ts';
import { runOrExit } from '../lib/run.ts';
import { KINDS, type Account, type BatteryContext } from './hostile-kinds.ts';
import { Probe, type Answer } from './hostile-probe.ts';
import { runRaces, type RaceContext, type RaceResult } from './hostile-races.ts';
import { benchEmail, signUp } from './learners.ts';
import { startLugha, type LughaServer } from './processes.ts';

const basePort = Number(process.env['HOSTILE_PORT'] ?? 4411);
const only = process.env['HOSTILE_ONLY'];
const SERVICE_KEY = `hostile-${randomUUID()}-${randomUUID()}`;
const RAISED: Record<string, string> = {
  AUTH_SERVICE_ROLE_KEY: SERVICE_KEY,
  AUTH_RATE_LIMIT_VERIFY: '1000000',
  AUTH_SIGNIN_FAILURES: '1000000',
  API_RATE_LIMIT_UPLOADS: '1000000',
  API_RATE_LIMIT_REPORTS: '1000000',
  CLIP_PENDING_PER_PROMPT: '1000000',
  CLIP_PENDING_BYTES_PER_CONTRIBUTOR: '10GB',
  CLIP_PENDING_BYTES_SITE: '100GB',
};

/** A 1.5-second voice-like take, encoded as the contribute page encodes (scripts/bench/clip.ts). */
function take(): Buffer {
  const rate = 48_000;
  const samples = new Float32Array(Math.round(1.5 * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 140 * i) / rate);
  return Buffer.from(encodeMp3(samples, rate));
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data?: Record<string, unknown> }).data ?? (JSON.parse(text) as Record<string, unknown>);
}

/** A new learner; when practised, with igbo 1-0 completed and two practice answers sent. */
async function account(url: string, practised = false): Promise<Account & { answerIds: string[]; itemIds: string[] }> {
  const session = await signUp(url, benchEmail('hostile'));
  const who = { email: session.user.email, id: session.user.id, token: session.access_token, refresh: session.refresh_token };
  if (!practised) return { ...who, answerIds: [], itemIds: [] };
  const headers = { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' };
  const completion = { language: 'igbo', lessonId: '1-0', score: 100, timeSpent: 120, attempts: 1, mistakes: 0, hintsUsed: 0, completionId: randomUUID(), completedAt: new Date().toISOString(), timeZone: 'UTC' };
  await json(await fetch(`${url}/api/progress/lesson/complete`, { method: 'POST', headers, body: JSON.stringify(completion) }), 'completing igbo 1-0');
  const state = await json(await fetch(`${url}/api/practice/igbo`, { headers }), 'the practice state');
  const itemIds = (state['items'] as { id: string }[]).map((item) => item.id);
  const answers = itemIds.slice(0, 2).map((itemId) => ({ id: randomUUID(), itemId, direction: 'recognise', kind: 'right', responseMs: 8000, answeredAt: new Date().toISOString() }));
  await json(await fetch(`${url}/api/practice/igbo/answers`, { method: 'POST', headers, body: JSON.stringify({ answers }) }), 'practice answers');
  return { ...who, answerIds: answers.map((a) => a.id), itemIds };
}

interface DatabaseRun {
  database: string;
  answers: Answer[];
  requests: number;
  kinds: number;
  serverErrors: Answer[];
  hangs: Answer[];
  clientErrors: Answer[];
  slowest: Answer | undefined;
  healthAfter: number;
  races: RaceResult[];
}

async function runOn(database: 'PGlite' | 'PostgreSQL', server: LughaServer): Promise<DatabaseRun> {
  const url = server.url;
  const admin = await runningAdminApi(url, SERVICE_KEY);
  if (!admin) throw new Error('the admin API did not answer');
  const makeAdmin = async (who: Account) => void (await admin.setAppMetadata(who.email, 'role', 'admin'));
  const mp3 = take();
  const [learner, other, reviewer, adminAccount] = await Promise.all([account(url, true), account(url, true), account(url), account(url)]);
  await makeAdmin(adminAccount);
  // The reviewer role is granted by `npm run admin` on the database (the server is restarted around it).
  await server.admin('grant-reviewer', reviewer.email, 'igbo');
  const headers = { authorization: `Bearer ${learner.token}` };
  await json(await fetch(`${url}/api/audio/igbo/speaker`, { method: 'POST', headers }), 'declaring a speaker');
  const upload = await json(
    await fetch(`${url}/api/audio/igbo/clips?prompt=vocabulary/ndewo&credit=Ada&licence=CC-BY-SA-4.0`, { method: 'POST', headers: { ...headers, 'content-type': 'audio/mpeg' }, body: new Uint8Array(mp3) }),
    'uploading a clip',
  );
  await fetch(`${url}/api/audio/igbo/speaker`, { method: 'POST', headers: { authorization: `Bearer ${reviewer.token}` } });
  const context: BatteryContext = {
    learner,
    other,
    reviewer,
    admin: adminAccount,
    serviceKey: SERVICE_KEY,
    clipId: String(upload['id']),
    answerIds: learner.answerIds,
    otherAnswerIds: other.answerIds,
    itemIds: learner.itemIds,
    mp3,
  };

  const probe = new Probe(url, server.port);
  for (const kind of KINDS) {
    probe.kind = kind.kind;
    await kind.requests(probe, context);
  }
  const raceContext: RaceContext = { url, port: server.port, account: (o) => account(url, o?.practised), makeAdmin, reviewer, mp3 };
  const races = await runRaces(raceContext);
  const health = await fetch(`${url}/health`).then((r) => r.status, () => 0);
  const answered = probe.answers.filter((a) => !a.hang && !a.clientError);
  return {
    database,
    answers: probe.answers,
    requests: probe.answers.length,
    kinds: new Set(probe.answers.map((a) => a.kind)).size,
    serverErrors: probe.answers.filter((a) => a.status >= 500),
    hangs: probe.answers.filter((a) => a.hang),
    clientErrors: probe.answers.filter((a) => a.clientError),
    slowest: answered.reduce<Answer | undefined>((worst, a) => (!worst || a.ms > worst.ms ? a : worst), undefined),
    healthAfter: health,
    races,
  };
}

const count = (n: number) => n.toLocaleString('en');
const byKind = (answers: Answer[]) => {
  const tally = new Map<string, number[]>();
  for (const a of answers) tally.set(a.kind, [...(tally.get(a.kind) ?? []), a.status]);
  return [...tally].map(([kind, statuses]) => `    ${kind}: ${statuses.join(', ')}`);
};

function report(run: DatabaseRun): string[] {
  const raceRequests = run.races.reduce((n, r) => n + r.requests, 0);
  const lines = [
    `${run.database}: ${count(run.requests)} requests, ${run.kinds} kinds, ${run.serverErrors.length} × 5xx, ${run.hangs.length} hangs, ` +
      `slowest ${run.slowest ? `${Math.round(run.slowest.ms)} ms (${run.slowest.kind})` : '—'}, /health ${run.healthAfter} after`,
    ...byKind(run.serverErrors).map((l) => `  5xx ${l.trim()}`),
    ...byKind(run.hangs).map((l) => `  hang ${l.trim()}`),
    ...run.clientErrors.map((a) => `  not sent (battery error) ${a.kind}: ${a.clientError}`),
    `  races: ${run.races.length} races, ${run.races.reduce((n, r) => n + r.rounds, 0)} rounds tried, ${count(raceRequests)} requests, ` +
      `${run.races.reduce((n, r) => n + r.serverErrors, 0)} × 5xx, ${run.races.reduce((n, r) => n + r.hangs, 0)} hangs, ` +
      `${run.races.reduce((n, r) => n + r.wrongRounds, 0)} rounds off their rule`,
    ...run.races.map(
      (r) =>
        `    ${r.race}: ${r.rounds} rounds, ${r.requests} requests, ${r.serverErrors} × 5xx` +
        `${r.hangs ? `, ${r.hangs} hangs` : ''}${r.wrongRounds ? `, ${r.wrongRounds} rounds off` : ''} ` +
        `(${Object.entries(r.statuses).map(([s, n]) => `${n} × ${s}`).join(', ')})`,
    ),
  ];
  return lines;
}

const stale = staleReason();
if (stale) {
  console.log(`Building (${stale})…`);
  await runOrExit(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);
}
const runs: DatabaseRun[] = [];
if (only !== 'postgres') {
  const server = await startLugha({ port: basePort, env: RAISED });
  try {
    runs.push(await runOn('PGlite', server));
  } finally {
    await server.dispose();
  }
}
if (only !== 'pglite') {
  let postgres: PostgresServer | undefined;
  let server: LughaServer | undefined;
  try {
    postgres = await startPostgres({ durable: true });
    server = await startLugha({ port: basePort + 1, databaseUrl: postgres.url, env: RAISED });
    runs.push(await runOn('PostgreSQL', server));
  } finally {
    await server?.dispose();
    await postgres?.stop();
  }
}
console.log(`\nHostile-input battery: ${KINDS.length} kinds, then ${runs[0]?.races.length ?? 0} races, per database`);
for (const run of runs) console.log(report(run).join('\n'));
const log = process.env['HOSTILE_LOG'];
if (log) writeFileSync(log, JSON.stringify(Object.fromEntries(runs.map((r) => [r.database, r.answers])), null, 1));
const failed = runs.some(
  (r) => r.serverErrors.length + r.hangs.length + r.clientErrors.length > 0 || r.healthAfter !== 200 || r.races.some((x) => x.serverErrors + x.hangs + x.wrongRounds > 0),
);
process.exit(failed ? 1 : 0);
