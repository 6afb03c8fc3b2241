// The battery's targeted races: check-then-write paths hit by real parallel clients at one moment (each request on a
// connection of its own). On PostgreSQL they run at once through the pool; on PGlite they queue. Each race lists
// the answers it may end in; a 5xx, a hang or any other answer is counted against it.
import { randomUUID } from 'node:crypto';
import type { Account } from './hostile-kinds.ts';
import { Probe } from './hostile-probe.ts';

export interface RaceResult {
  race: string;
  rounds: number;
  requests: number;
  serverErrors: number;
  hangs: number;
  /** Rounds whose answers broke the race's rule (other than a 5xx or hang). */
  wrongRounds: number;
  statuses: Record<number, number>;
}

export interface RaceContext {
  url: string;
  port: number;
  /** A new learner, signed up (and with igbo 1-0 done and two answers sent when `practised`). */
  account(options?: { practised?: boolean }): Promise<Account & { answerIds: string[] }>;
  /** Makes an account an admin (through the server's admin API). */
  makeAdmin(account: Account): Promise<void>;
  reviewer: Account;
  mp3: Buffer;
}

interface Race {
  race: string;
  rounds: number;
  /** Sends one round's parallel requests; returns whether the answers keep the race's rule. */
  round(probe: Probe, context: RaceContext, setup: unknown): Promise<boolean>;
  setup?(context: RaceContext, probe: Probe): Promise<unknown>;
}

/** Rounds per race (the N5 race runs three times as many); HOSTILE_ROUNDS raises it for a longer hunt. */
const ROUNDS = Number(process.env['HOSTILE_ROUNDS'] ?? 4);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`HOSTILE_ROUNDS: '${process.env['HOSTILE_ROUNDS']}' is not a whole number of at least 1`);
const PASSWORD = 'bench-kasa-nkwu-42';
const now = () => new Date().toISOString();
const sorted = (answers: { status: number }[]) => answers.map((a) => a.status).sort((a, b) => a - b);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const post = (p: Probe, path: string, json: unknown, token?: string) => p.http(path, { json, ...(token ? { token } : {}) });
const finish = (p: Probe, token: string, language: string, sessionId: string, answerIds: string[]) =>
  post(p, `/api/practice/${language}/finish`, { sessionId, answerIds, finishedAt: now(), timeZone: 'UTC' }, token);
const completion = (lessonId: string, extra: Record<string, unknown> = {}) => ({
  language: 'igbo',
  lessonId,
  score: 90,
  timeSpent: 120,
  attempts: 1,
  mistakes: 0,
  hintsUsed: 0,
  completionId: randomUUID(),
  completedAt: now(),
  timeZone: 'UTC',
  ...extra,
});
const clipQuery = new URLSearchParams({ prompt: 'vocabulary/ndewo', credit: 'Ada', licence: 'CC-BY-SA-4.0' }).toString();
const data = (text: string) => (JSON.parse(text || '{}') as { data?: Record<string, unknown> }).data ?? {};

async function speakerWithClip(p: Probe, c: RaceContext, who: Account): Promise<string> {
  await p.http('/api/audio/igbo/speaker', { method: 'POST', token: who.token });
  const uploaded = await p.http(`/api/audio/igbo/clips?${clipQuery}`, { token: who.token, body: c.mp3, headers: { 'content-type': 'audio/mpeg' } });
  return String(data(uploaded.text)['id']);
}

/** The races of issue 37 (N4, N5) and those the probe found clean, each run for several rounds. */
export const RACES: readonly Race[] = [
  {
    race: 'N4: two learners finish with one session id',
    rounds: ROUNDS,
    setup: async (c) => Promise.all([c.account({ practised: true }), c.account({ practised: true })]),
    round: async (p, _c, s) => {
      const [a, b] = s as Awaited<ReturnType<RaceContext['account']>>[];
      const sessionId = randomUUID();
      const answers = await Promise.all([finish(p, a!.token, 'igbo', sessionId, a!.answerIds), finish(p, b!.token, 'igbo', sessionId, b!.answerIds)]);
      return same(sorted(answers), [200, 409]);
    },
  },
  {
    race: 'N4: eight identical finishes in a language without a record',
    rounds: ROUNDS,
    setup: (c) => c.account({ practised: true }),
    round: async (p, _c, s) => {
      const who = s as Awaited<ReturnType<RaceContext['account']>>;
      const sessionId = randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => finish(p, who.token, 'kriolu', sessionId, who.answerIds)));
      return answers.every((a) => a.status === 200) && answers.filter((a) => data(a.text)['alreadyFinished'] === true).length === 7;
    },
  },
  {
    race: 'N5: a withdrawal racing two approvals',
    rounds: 3 * ROUNDS,
    setup: async (c, p) => {
      const contributor = await c.account();
      const admins = await Promise.all([c.account(), c.account()]);
      for (const admin of admins) await c.makeAdmin(admin);
      await p.http('/api/audio/igbo/speaker', { method: 'POST', token: contributor.token });
      return { contributor, admins };
    },
    round: async (p, c, s) => {
      const { contributor, admins } = s as { contributor: Account; admins: Account[] };
      const uploaded = await p.http(`/api/audio/igbo/clips?${clipQuery}`, { token: contributor.token, body: c.mp3, headers: { 'content-type': 'audio/mpeg' } });
      const id = String(data(uploaded.text)['id']);
      const [removed, ...verdicts] = await Promise.all([
        p.http(`/api/audio/clips/${id}`, { method: 'DELETE', token: contributor.token }),
        ...admins.map((admin) => post(p, `/api/audio/clips/${id}/review`, { verdict: 'approve' }, admin.token)),
      ]);
      return removed!.status === 200 && verdicts.every((v) => [200, 404, 409].includes(v.status));
    },
  },
  {
    race: 'two withdrawals of one clip',
    rounds: ROUNDS,
    setup: (c) => c.account(),
    round: async (p, c, s) => {
      const who = s as Account;
      const id = await speakerWithClip(p, c, who);
      const answers = await Promise.all([1, 2].map(() => p.http(`/api/audio/clips/${id}`, { method: 'DELETE', token: who.token })));
      return same(sorted(answers), [200, 404]);
    },
  },
  {
    race: 'six approvals of one clip by one reviewer',
    rounds: ROUNDS,
    setup: (c) => c.account(),
    round: async (p, c, s) => {
      const id = await speakerWithClip(p, c, s as Account);
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(p, `/api/audio/clips/${id}/review`, { verdict: 'approve' }, c.reviewer.token)));
      return same(sorted(answers), [200, 409, 409, 409, 409, 409]);
    },
  },
  {
    race: 'an admin verdict and a reviewer verdict at once',
    rounds: ROUNDS,
    setup: async (c) => {
      const [contributor, admin] = await Promise.all([c.account(), c.account()]);
      await c.makeAdmin(admin);
      return { contributor, admin };
    },
    round: async (p, c, s) => {
      const { contributor, admin } = s as { contributor: Account; admin: Account };
      const id = await speakerWithClip(p, c, contributor);
      const answers = await Promise.all([
        post(p, `/api/audio/clips/${id}/review`, { verdict: 'approve' }, admin.token),
        post(p, `/api/audio/clips/${id}/review`, { verdict: 'reject', reason: 'noisy' }, c.reviewer.token),
      ]);
      return answers.some((a) => a.status === 200) && answers.every((a) => [200, 409].includes(a.status));
    },
  },
  {
    race: 'two learners lose a heart with one loss id',
    rounds: ROUNDS,
    setup: async (c) => Promise.all([c.account({ practised: true }), c.account({ practised: true })]),
    round: async (p, _c, s) => {
      const lossId = randomUUID();
      const answers = await Promise.all(
        (s as Account[]).map((who) => post(p, '/api/progress/igbo/heart-losses', { lossId, lessonId: '1-1', attemptId: randomUUID(), lostAt: now(), timeZone: 'UTC' }, who.token)),
      );
      return same(sorted(answers), [200, 409]);
    },
  },
  {
    race: 'two learners complete with one completion id',
    rounds: ROUNDS,
    round: async (p, c) => {
      const [a, b] = await Promise.all([c.account(), c.account()]);
      const body = completion('1-0');
      const answers = await Promise.all([a, b].map((who) => post(p, '/api/progress/lesson/complete', body, who.token)));
      return same(sorted(answers), [200, 409]);
    },
  },
  {
    race: 'eight first completions of one lesson',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(p, '/api/progress/lesson/complete', completion('1-0'), who.token)));
      return answers.every((a) => a.status === 200);
    },
  },
  {
    race: 'first completions in four languages at once',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const lessons: [string, string][] = [['igbo', '1-0'], ['yoruba', 'y1-0'], ['kriolu', 'k1-0'], ['swahili', 's1-0']];
      const answers = await Promise.all(lessons.map(([language, lessonId]) => post(p, '/api/progress/lesson/complete', completion(lessonId, { language }), who.token)));
      return answers.every((a) => a.status === 200);
    },
  },
  {
    race: 'eight enrolments and a completion',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => p.http('/api/languages/igbo/enroll', { method: 'POST', token: who.token })),
        post(p, '/api/progress/lesson/complete', completion('1-0'), who.token),
      ]);
      return answers.every((a) => a.status === 200);
    },
  },
  {
    race: 'eight speaker declarations',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all(Array.from({ length: 8 }, () => p.http('/api/audio/igbo/speaker', { method: 'POST', token: who.token })));
      return answers.every((a) => a.status === 200);
    },
  },
  {
    race: 'eight identical answer batches',
    rounds: ROUNDS,
    setup: async (c, p) => {
      const who = await c.account({ practised: true });
      const state = await p.http('/api/practice/igbo', { token: who.token });
      const items = (data(state.text)['items'] as { id: string }[] | undefined) ?? [];
      return { who, items: items.map((i) => i.id) };
    },
    round: async (p, _c, s) => {
      const { who, items } = s as { who: Account; items: string[] };
      const itemId = items[Math.floor(Math.random() * items.length)] ?? 'vocabulary/ndewo';
      const answers = [{ id: randomUUID(), itemId, direction: 'recognise', kind: 'right', responseMs: 8000, answeredAt: now() }];
      const batches = await Promise.all(Array.from({ length: 8 }, () => post(p, '/api/practice/igbo/answers', { answers }, who.token)));
      return batches.every((b) => b.status === 200) && batches.map((b) => Number(data(b.text)['accepted'])).reduce((x, y) => x + y, 0) === 1;
    },
  },
  {
    race: 'two learners report with one report id',
    rounds: ROUNDS,
    setup: async (c) => Promise.all([c.account(), c.account()]),
    round: async (p, _c, s) => {
      const body = { reportId: randomUUID(), language: 'igbo', exerciseKind: 'quiz', reason: 'other', lessonId: '1-2' };
      const answers = await Promise.all((s as Account[]).map((who) => post(p, '/api/reports', body, who.token)));
      return same(sorted(answers), [200, 409]);
    },
  },
  {
    race: 'eight identical reports at once',
    rounds: ROUNDS,
    setup: (c) => c.account(),
    round: async (p, _c, s) => {
      const body = { reportId: randomUUID(), language: 'igbo', exerciseKind: 'recall', reason: 'other', itemId: 'igbo:ndewo' };
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(p, '/api/reports', body, (s as Account).token)));
      return answers.every((a) => a.status === 200) && answers.filter((a) => data(a.text)['alreadyRecorded'] === true).length === 7;
    },
  },
  {
    race: 'eight sign-ups of one address',
    rounds: ROUNDS,
    round: async (p) => {
      const email = `race.${randomUUID()}@example.com`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(p, '/auth/v1/signup', { email, password: PASSWORD })));
      return answers.filter((a) => a.status === 200).length === 1 && answers.every((a) => [200, 400, 422].includes(a.status));
    },
  },
  {
    race: 'ten refreshes of one refresh token',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(p, '/auth/v1/token?grant_type=refresh_token', { refresh_token: who.refresh })));
      const tokens = new Set(answers.map((a) => (JSON.parse(a.text || '{}') as { refresh_token?: string }).refresh_token));
      return answers.every((a) => a.status === 200) && tokens.size === 1;
    },
  },
  {
    race: 'a password change racing five refreshes',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all([
        p.http('/auth/v1/user', { method: 'PUT', token: who.token, json: { password: `${PASSWORD}-new` } }),
        ...Array.from({ length: 5 }, () => post(p, '/auth/v1/token?grant_type=refresh_token', { refresh_token: who.refresh })),
      ]);
      return answers[0]!.status === 200 && answers.every((a) => a.status < 500 && a.status > 0);
    },
  },
  {
    race: 'a global sign-out racing ten calls',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all([
        p.http('/auth/v1/logout?scope=global', { method: 'POST', token: who.token }),
        ...Array.from({ length: 10 }, () => p.http('/api/me', { token: who.token })),
      ]);
      const after = await p.http('/api/me', { token: who.token });
      return [200, 204].includes(answers[0]!.status) && answers.slice(1).every((a) => [200, 401].includes(a.status)) && after.status === 401;
    },
  },
  {
    race: 'two metadata changes at once',
    rounds: ROUNDS,
    round: async (p, c) => {
      const who = await c.account();
      const answers = await Promise.all([
        p.http('/auth/v1/user', { method: 'PUT', token: who.token, json: { data: { first: 'a' } } }),
        p.http('/auth/v1/user', { method: 'PUT', token: who.token, json: { data: { second: 'b' } } }),
      ]);
      const user = await p.http('/auth/v1/user', { token: who.token });
      const metadata = (JSON.parse(user.text || '{}') as { user_metadata?: Record<string, unknown> }).user_metadata ?? {};
      return answers.every((a) => a.status === 200) && metadata['first'] === 'a' && metadata['second'] === 'b';
    },
  },
];

/** Runs every race against the server at `context.url`; the probe keeps every answer. */
export async function runRaces(context: RaceContext): Promise<RaceResult[]> {
  const results: RaceResult[] = [];
  for (const race of RACES) {
    const probe = new Probe(context.url, context.port);
    probe.kind = race.race;
    const setup = race.setup ? await race.setup(context, probe) : undefined;
    const first = probe.answers.length;
    let wrongRounds = 0;
    for (let round = 0; round < race.rounds; round++) if (!(await race.round(probe, context, setup))) wrongRounds += 1;
    const answers = probe.answers.slice(first);
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    results.push({
      race: race.race,
      rounds: race.rounds,
      requests: answers.length,
      serverErrors: answers.filter((a) => a.status >= 500).length,
      hangs: answers.filter((a) => a.hang).length,
      wrongRounds,
      statuses,
    });
  }
  return results;
}
