// The processes a benchmark starts: the Lugha server and the baselines, each pinned to a CPU when the machine allows it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv } from '../lib/run.ts';

/** The server runs on CPU 0 and the load generator on CPU 1, so neither steals the other's time. */
export const SERVER_CPU = '0';
export const LOAD_CPU = '1';

const hasTaskset = existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');

/** Whether processes can be pinned (Linux with util-linux's taskset and at least two CPUs). */
export function canPin(cpuCount: number): boolean {
  return hasTaskset && cpuCount >= 2;
}

let pinning = false;
export function enablePinning(on: boolean): void {
  pinning = on;
}

/** A command line run on the given CPU when pinning is on. */
export function pinned(cpu: string, command: string, args: readonly string[]): [string, string[]] {
  return pinning ? ['taskset', ['-c', cpu, command, ...args]] : [command, [...args]];
}

/** The Node the project pins, with the flag that keeps its type stripping quiet. */
export const NODE = process.execPath;
export const NODE_FLAGS = ['--disable-warning=ExperimentalWarning'];

export async function waitForHealth(url: string, timeoutMs = 30_000, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the process serving ${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url}/health did not answer 200 within ${timeoutMs / 1000} s`);
}

export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface LughaServer {
  url: string;
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** The server process, to read its CPU time. */
  pid(): number | undefined;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server for good and removes the data directory it made (one it was given stays). */
  dispose(): Promise<void>;
  /** Runs `scripts/admin.ts` against this server's database, stopping and restarting the server around it. */
  admin(...args: string[]): Promise<void>;
}

export interface ServerOptions {
  port: number;
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** More environment for the server, over the benchmark's own (e.g. other raised limits). */
  env?: Record<string, string>;
}

/** Starts the built server (.build/server.mjs) on its own CPU with a database of its own. */
export async function startLugha(options: ServerOptions): Promise<LughaServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lugha-bench-'));
  const madeDataDir = options.dataDir === undefined;
  const url = `http://127.0.0.1:${options.port}`;
  const env = projectEnv({
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SITE_URL: url,
    // The benchmark signs hundreds of learners up from one address; signed-in calls are limited per learner.
    AUTH_RATE_LIMIT_OTP: '1000000',
    AUTH_RATE_LIMIT_TOKEN: '1000000',
    // A learner of the benchmark completes lessons far faster than a person; the limits are still counted.
    API_RATE_LIMIT_COMPLETIONS: '1000000',
    API_RATE_LIMIT_CALLS: '1000000',
    // The load generator stands for one proxy hop: each learner's requests carry their own X-Forwarded-For.
    TRUST_PROXY: '1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  if (!options.databaseUrl) delete env['DATABASE_URL'];
  let child: ChildProcess | undefined;
  const start = async () => {
    const [command, args] = pinned(SERVER_CPU, NODE, [...NODE_FLAGS, '.build/server.mjs']);
    child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForHealth(url, 60_000, child);
  };
  const stop = async () => {
    await stopProcess(child);
    child = undefined;
  };
  await start();
  return {
    url,
    port: options.port,
    dataDir,
    env,
    pid: () => child?.pid,
    start,
    stop,
    async dispose() {
      await stop();
      if (madeDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async admin(...args: string[]) {
      await stop();
      const result = spawnSync(NODE, [...NODE_FLAGS, 'scripts/admin.ts', ...args], { env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
      await start();
    },
  };
}

/** Starts a baseline server (scripts/bench/baseline-server.ts) on the server's CPU; resolves once it listens. */
export async function startBaseline(kind: 'http' | 'fastify' | 'files', port: number, payload: { file: string; headers: Record<string, string> }): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const [command, args] = pinned(SERVER_CPU, NODE, [...NODE_FLAGS, 'scripts/bench/baseline-server.ts', kind, String(port), JSON.stringify(payload)]);
  const child = spawn(command, args, { env: projectEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${kind} baseline exited with ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopProcess(child) };
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where that is not readable. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;
