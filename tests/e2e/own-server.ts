import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test, type Page } from '@playwright/test';
import { ADMIN_API_COMMANDS } from '../../scripts/lib/admin-api.ts';
import { PASSWORD } from './support';

/** A session as `/auth/v1` answers it and supabase-js stores it. */
export interface Session {
  access_token: string;
  user: { id: string };
}

/** A Lugha server of a test's own, on its own port and embedded database, for tests that must run the admin CLI. */
export interface OwnServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The server's log lines (JSON) so far; with LOG_LEVEL=info they include the mail it would send. */
  log: string[];
  /**
   * Runs `npm run admin -- …` against this server: an account command through its admin API while it runs, as an
   * operator with AUTH_SERVICE_ROLE_KEY does; any other command on its database, stopping and restarting it around.
   */
  admin(...args: string[]): Promise<string>;
  /** Signs an account up through `/auth/v1/signup` (password PASSWORD) and returns its session. */
  signUp(email: string, username?: string): Promise<Session>;
  /** A fresh session of an existing account, by password. */
  signIn(email: string): Promise<Session>;
  /** Stores `session` in the page's browser, as supabase-js would after signing in, on this server's origin. */
  storeSession(page: Page, session: Session): Promise<void>;
  /** Calls `/api{path}` with `bearer`, a JSON body or an MP3 (POST, unless `method` says), and expects 200: the data. */
  api<T = Record<string, unknown>>(path: string, bearer: string, init?: ApiInit): Promise<T>;
}

export interface ApiInit {
  json?: unknown;
  mp3?: Buffer;
  method?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const execFileAsync = promisify(execFile);

// A test worker that ends (a test timed out, say) takes its servers with it, so nothing outlives it on a port.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const server of running) server.kill('SIGKILL');
});

export async function ownServer(extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lugha-own-'));
  // A test that must keep one origin across restarts may name its port (PORT); otherwise any free one.
  const port = extraEnv['PORT'] ? Number(extraEnv['PORT']) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_OTP: '10000',
    AUTH_RATE_LIMIT_TOKEN: '10000',
    // The admin CLI's account commands go through the running server with it (scripts/lib/admin-cli.ts), so a spec
    // that grants a role pays one process instead of a stop, the CLI on the database and a restart.
    AUTH_SERVICE_ROLE_KEY: randomBytes(24).toString('hex'),
    ...extraEnv,
  };
  let child: ChildProcess | null = null;
  const log: string[] = [];

  async function start() {
    const started = spawn(process.execPath, ['.build/server.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    child = started;
    running.add(started);
    started.once('exit', () => running.delete(started));
    let rest = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      log.push(...lines);
    });
    // A fresh database is migrated and seeded first; on a busy 2-core machine that has taken over 30 s.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      // A server that exited (its port taken, say) must not be mistaken for whatever else answers on the port.
      if (started.exitCode !== null)
        throw new Error(`The server for ${url} exited with code ${started.exitCode} before it answered /health`);
      const ok = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok && started.exitCode === null) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server on ${url} did not answer /health within 90 s`);
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  }

  async function admin(...args: string[]) {
    const online = child !== null && ADMIN_API_COMMANDS.includes(args[0] ?? '');
    if (!online) await stop();
    const { stdout } = await execFileAsync(process.execPath, ['scripts/admin.ts', ...args], { env }).catch(
      (error: { stderr?: string }) => {
        throw new Error(`admin ${args.join(' ')} failed: ${error.stderr ?? String(error)}`);
      },
    );
    if (!online) await start();
    return stdout;
  }

  async function auth(path: string, body: object): Promise<Session> {
    const response = await fetch(`${url}/auth/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD, ...body }),
    });
    if (!response.ok) throw new Error(`POST /auth/v1/${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Session;
  }

  const signUp = (email: string, username?: string) =>
    auth('signup', { email, ...(username ? { data: { username } } : {}) });
  const signIn = (email: string) => auth('token?grant_type=password', { email });
  async function storeSession(page: Page, session: Session) {
    await page.goto(`${url}/robots.txt`);
    await page.evaluate((value) => localStorage.setItem('lugha-auth-token', value), JSON.stringify(session));
  }

  async function api<T>(path: string, bearer: string, init: ApiInit = {}): Promise<T> {
    const response = await fetch(`${url}/api${path}`, {
      method: init.method ?? (init.json !== undefined || init.mp3 ? 'POST' : 'GET'),
      headers: {
        authorization: `Bearer ${bearer}`,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.mp3 ? { 'content-type': 'audio/mpeg' } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      ...(init.mp3 ? { body: new Uint8Array(init.mp3) } : {}),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`${init.method ?? ''} /api${path} answered ${response.status}: ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }

  await start();
  return { url, dataDir, log, stop, start, admin, signUp, signIn, storeSession, api };
}

/**
 * A server of the spec's own, started before its tests and stopped after them (a spec's module-level call, which
 * runs the spec's tests in turn in one worker). With
 * `admin`, that account is signed up and made an admin first. The returned object stands for the running server.
 */
export function specServer(options: { env?: Record<string, string>; admin?: string } = {}): OwnServer {
  let current: OwnServer | undefined;
  // The spec's tests run in turn in one worker: under the config's fullyParallel each test is a group of its own, and
  // every group started (and stopped) the server again (docs/testing.md, "Where the suite's time goes").
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    current = await ownServer(options.env);
    if (options.admin) {
      await current.signUp(options.admin, 'admin');
      await current.admin('grant-admin', options.admin);
    }
  });
  test.afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as OwnServer, {
    get(_, key: keyof OwnServer) {
      if (!current) throw new Error('the spec server is started in beforeAll: use it inside a test or hook');
      const value = current[key];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
