// Serving and API throughput: autocannon (on its own CPU) against Lugha's server and against plain baselines
// (on the server's CPU), one at a time, each after a warm-up, Lugha and the baseline in turn run after run; and the
// database's own limit for completions (completion-limit.ts), on the server's CPU beside PostgreSQL.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv } from '../lib/run.ts';
import { signUpMany } from './learners.ts';
import type { LimitPlan, LimitResult } from './completion-limit.ts';
import type { Learner, LoadPlan, LoadResult } from './load.ts';
import { cpuSeconds, LOAD_CPU, NODE, NODE_FLAGS, pinned, SERVER_CPU, startBaseline, type LughaServer } from './processes.ts';
import { pairedRatio } from './stats.ts';
import type { Spread } from './stats.ts';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Comparison {
  name: string;
  /** Each run's result, Lugha's and the baseline's in turn. */
  ours: LoadResult[];
  baseline: LoadResult[];
  /** Our requests per second as a share of the baseline's, paired run by run. */
  ratio: Spread;
}

/** Runs a script of this folder on a CPU (the load generator's by default) with a plan file; resolves with its output. */
async function runPlanned(script: string, plan: object, onOutput: (out: string) => void = () => {}, cpu = LOAD_CPU): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-load-'));
  const file = join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  try {
    const [command, args] = pinned(cpu, NODE, [...NODE_FLAGS, `scripts/bench/${script}`, file]);
    const child = spawn(command, args, { env: projectEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      onOutput(out);
    });
    const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the load generator process with a plan and returns its result, with the CPU share of the server process `pid`. */
export async function runLoad(plan: LoadPlan, pid?: number): Promise<LoadResult> {
  let cpuAtStart: { cpu: number | undefined; at: number } | undefined;
  const out = await runPlanned('load.ts', plan, (sofar) => {
    if (!cpuAtStart && sofar.includes('measuring\n')) cpuAtStart = { cpu: cpuSeconds(pid), at: performance.now() };
  });
  const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  const cpuAtEnd = cpuSeconds(pid);
  if (cpuAtStart?.cpu !== undefined && cpuAtEnd !== undefined) result.serverCpu = (cpuAtEnd - cpuAtStart.cpu) / ((performance.now() - cpuAtStart.at) / 1000);
  return result;
}

/**
 * The database's own limit for completions (completion-limit.ts), run on the server's CPU: the loop stands in for
 * the server, so it shares that CPU with PostgreSQL as the server does. From the load generator's CPU it had a CPU
 * of its own beside PostgreSQL's, twice what the server has, and the ratio compared one CPU with two.
 */
export async function runLimit(plan: LimitPlan): Promise<LimitResult> {
  const out = await runPlanned('completion-limit.ts', plan, () => {}, SERVER_CPU);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LimitResult;
}

/** Fetches a URL without decompressing, to check what the server sends. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
    })
      .on('error', reject)
      .end();
  });
}

const BROTLI = { 'accept-encoding': 'br' };

/** The largest hashed JavaScript file of the build: the one whose serving costs most. */
export function largestScript(distDir = 'dist'): string {
  const scripts = readdirSync(join(distDir, '_astro')).filter((f) => f.endsWith('.js'));
  const largest = scripts.sort((a, b) => statSync(join(distDir, '_astro', b)).size - statSync(join(distDir, '_astro', a)).size)[0];
  if (!largest) throw new Error('dist/_astro holds no JavaScript');
  return `/_astro/${largest}`;
}

/** Lugha and a baseline in turn, `runs` times each (who goes first alternates), with the paired ratio of their rates. */
async function alternate(name: string, runs: number, ours: () => Promise<LoadResult>, theirs: () => Promise<LoadResult>): Promise<Comparison> {
  const mine: LoadResult[] = [];
  const base: LoadResult[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) {
      mine.push(await ours());
      base.push(await theirs());
    } else {
      base.push(await theirs());
      mine.push(await ours());
    }
  }
  const rate = (r: LoadResult) => r.requestsPerSecond;
  return { name, ours: mine, baseline: base, ratio: pairedRatio(mine.map(rate), base.map(rate)) };
}

/** A static page and a hashed script through our server (brotli) versus node:http sending the same bytes from memory. */
export async function measureServing(
  server: LughaServer,
  baselinePort: number,
  settings: LoadSettings,
  targets: { name: string; path: string; file: string }[],
  runs: number,
): Promise<Comparison[]> {
  const results: Comparison[] = [];
  for (const target of targets) {
    const check = await rawGet(`${server.url}${target.path}`, BROTLI);
    const expected = statSync(target.file).size;
    if (check.status !== 200 || check.headers['content-encoding'] !== 'br' || check.bytes !== expected) {
      throw new Error(`${target.path} was not served as its brotli file (${check.status}, ${String(check.headers['content-encoding'])}, ${check.bytes} of ${expected} bytes)`);
    }
    const headers = { 'content-type': String(check.headers['content-type']), 'content-encoding': 'br' };
    const baseline = await startBaseline('http', baselinePort, { file: target.file, headers });
    try {
      results.push(
        await alternate(
          target.name,
          runs,
          () => runLoad({ url: `${server.url}${target.path}`, headers: BROTLI, ...settings }, server.pid()),
          () => runLoad({ url: `${baseline.url}${target.path}`, headers: BROTLI, ...settings }, baseline.pid),
        ),
      );
    } finally {
      await baseline.stop();
    }
  }
  return results;
}

/** GET /api/languages against a bare Fastify route answering the same JSON. */
export async function measureLanguages(server: LughaServer, baselinePort: number, settings: LoadSettings, runs: number): Promise<Comparison> {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-json-'));
  const file = join(dir, 'languages.json');
  try {
    writeFileSync(file, await (await fetch(`${server.url}/api/languages`)).text());
    const baseline = await startBaseline('fastify', baselinePort, { file, headers: {} });
    try {
      return await alternate(
        'GET /api/languages',
        runs,
        () => runLoad({ url: `${server.url}/api/languages`, ...settings }, server.pid()),
        () => runLoad({ url: `${baseline.url}/api/languages`, ...settings }, baseline.pid),
      );
    } finally {
      await baseline.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signed-up learners for completion runs: a warm-up group, and one group per measured run. */
export interface CompletionLearners {
  warmup: Learner[];
  perRun: Learner[][];
}

/**
 * Signs up enough learners that no run runs out of lessons at 1.5x the expected rate, each learner completing the
 * course's lessons in order (a locked lesson is refused, so order matters); the warm-up gets its own.
 */
export async function signUpLearners(server: LughaServer, settings: LoadSettings, lessonCount: number, expectedRate: number, runs: number, log: (line: string) => void): Promise<CompletionLearners> {
  const perRun = Math.max(settings.connections * 2, Math.ceil((expectedRate * 1.5 * settings.seconds) / lessonCount));
  const warmup = settings.connections * 2;
  const started = performance.now();
  const sessions = await signUpMany(server.url, warmup + perRun * runs, 'load');
  log(`  ${sessions.length} learners signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const learners: Learner[] = sessions.map((s, i) => ({ token: s.access_token, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }));
  return { warmup: learners.slice(0, warmup), perRun: Array.from({ length: runs }, (_, r) => learners.slice(warmup + r * perRun, warmup + (r + 1) * perRun)) };
}

/** One completion run: the warm-up learners, then the run's own learners, completing lessons as fast as served. */
export async function measureCompletions(server: LughaServer, settings: LoadSettings, lessons: { language: string; lessonId: string }[], warmup: Learner[], measure: Learner[]): Promise<LoadResult & { learners: number }> {
  const completion = await runLoad({ url: server.url, ...settings, completion: { warmup, measure, lessons } }, server.pid());
  return { ...completion, learners: measure.length };
}
