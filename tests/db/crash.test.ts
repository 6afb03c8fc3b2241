// Durability: the server killed with SIGKILL mid-load on its embedded database loses no acknowledged completion.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { completionBody } from '../helpers/completion.ts';
import { freePort, uniqueEmail } from '../helpers/server.ts';

const LEARNERS = 6;
// Igbo level 1: units 1-6, lessons 0-6 each, completed in order (a lesson unlocks the next).
const LESSONS = Array.from({ length: 6 }, (_, u) => Array.from({ length: 7 }, (_, n) => `${u + 1}-${n}`)).flat();

let dataDir: string;
let server: ChildProcess | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts the server from its entry point as its own process, as npm start does, and waits for /health. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_OTP: '1000',
      AUTH_RATE_LIMIT_TOKEN: '1000',
      API_RATE_LIMIT_COMPLETIONS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health in 45 s');
}

describe('kill -9 mid-load on PGlite', () => {
  it(
    'every acknowledged completion is there after a restart, and a replay adds nothing',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'lugha-crash-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServer(port);

      const learners = await Promise.all(
        Array.from({ length: LEARNERS }, async () => {
          const response = await fetch(`${base}/auth/v1/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: uniqueEmail('crash'), password: 'kasa-nkwu-42' }),
          });
          const session = await response.json();
          return {
            token: session.access_token as string,
            acknowledged: [] as { body: ReturnType<typeof completionBody>; xpEarned: number }[],
          };
        }),
      );
      // Each learner completes lessons in order until the server dies under them.
      const load = learners.map(async (learner) => {
        for (const lessonId of LESSONS) {
          const body = completionBody(lessonId);
          try {
            const response = await fetch(`${base}/api/progress/lesson/complete`, {
              method: 'POST',
              headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            if (response.status !== 200) return;
            learner.acknowledged.push({ body, xpEarned: (await response.json()).data.xpEarned });
          } catch {
            return;
          }
        }
      });
      // Kill once the load is well under way: some completions acknowledged, more in flight.
      while (learners.reduce((n, l) => n + l.acknowledged.length, 0) < LEARNERS * 4)
        await new Promise((resolve) => setTimeout(resolve, 20));
      server.kill('SIGKILL');
      await Promise.all(load);
      const acknowledged = learners.reduce((n, l) => n + l.acknowledged.length, 0);
      expect(acknowledged).toBeGreaterThanOrEqual(LEARNERS * 4);
      expect(acknowledged).toBeLessThan(LEARNERS * LESSONS.length);

      server = await startServer(port);
      for (const learner of learners) {
        const headers = { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' };
        const progress = (await (await fetch(`${base}/api/progress/language/igbo`, { headers })).json()).data;
        const done = learner.acknowledged.map((a) => a.body.lessonId);
        expect(progress.completedLessons).toEqual(expect.arrayContaining(done));
        const xpBefore = progress.totalXP;
        expect(xpBefore).toBeGreaterThanOrEqual(learner.acknowledged.reduce((sum, a) => sum + a.xpEarned, 0));
        for (const { body, xpEarned } of learner.acknowledged) {
          const replay = await fetch(`${base}/api/progress/lesson/complete`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          });
          expect(replay.status).toBe(200);
          expect((await replay.json()).data.xpEarned).toBe(xpEarned);
        }
        expect((await (await fetch(`${base}/api/progress/language/igbo`, { headers })).json()).data.totalXP).toBe(
          xpBefore,
        );
      }
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
      server = undefined;
    },
  );
});
