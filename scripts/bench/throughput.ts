// Serving and API throughput: autocannon (on its own CPU) against Lugha's server and against plain baselines
// (on the server's CPU), one at a time, each after a warm-up.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv } from '../lib/run.ts';
import { signUpMany } from './learners.ts';
import type { Learner, LoadPlan, LoadResult } from './load.ts';
import { cpuSeconds, LOAD_CPU, NODE, NODE_FLAGS, pinned, startBaseline, type LughaServer } from './processes.ts';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Comparison {
  name: string;
  ours: LoadResult;
  baseline: LoadResult;
  /** Our requests per second as a share of the baseline's. */
  ratio: number;
}

/** Runs the load generator process with a plan and returns its result, with the CPU share of the server process `pid`. */
export async function runLoad(plan: LoadPlan, pid?: number): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-load-'));
  const file = join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  try {
    const [command, args] = pinned(LOAD_CPU, NODE, [...NODE_FLAGS, 'scripts/bench/load.ts', file]);
    const child = spawn(command, args, { env: projectEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    let cpuAtStart: { cpu: number | undefined; at: number } | undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!cpuAtStart && out.includes('measuring\n')) cpuAtStart = { cpu: cpuSeconds(pid), at: performance.now() };
    });
    const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
    const cpuAtEnd = cpuSeconds(pid);
    if (cpuAtStart?.cpu !== undefined && cpuAtEnd !== undefined) result.serverCpu = (cpuAtEnd - cpuAtStart.cpu) / ((performance.now() - cpuAtStart.at) / 1000);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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

/** A static page and a hashed script through our server (brotli) versus node:http sending the same bytes from memory. */
export async function measureServing(server: LughaServer, baselinePort: number, settings: LoadSettings, targets: { name: string; path: string; file: string }[]): Promise<Comparison[]> {
  const results: Comparison[] = [];
  for (const target of targets) {
    const check = await rawGet(`${server.url}${target.path}`, BROTLI);
    const expected = statSync(target.file).size;
    if (check.status !== 200 || check.headers['content-encoding'] !== 'br' || check.bytes !== expected) {
      throw new Error(`${target.path} was not served as its brotli file (${check.status}, ${String(check.headers['content-encoding'])}, ${check.bytes} of ${expected} bytes)`);
    }
    const ours = await runLoad({ url: `${server.url}${target.path}`, headers: BROTLI, ...settings }, server.pid());
    const headers = { 'content-type': String(check.headers['content-type']), 'content-encoding': 'br' };
    const baseline = await startBaseline('http', baselinePort, { file: target.file, headers });
    let plain: LoadResult;
    try {
      plain = await runLoad({ url: `${baseline.url}${target.path}`, headers: BROTLI, ...settings }, baseline.pid);
    } finally {
      await baseline.stop();
    }
    results.push({ name: target.name, ours, baseline: plain, ratio: ours.requestsPerSecond / plain.requestsPerSecond });
  }
  return results;
}

/** GET /api/languages against a bare Fastify route answering the same JSON. */
export async function measureLanguagesBaseline(server: LughaServer, baselinePort: number, settings: LoadSettings): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-json-'));
  const file = join(dir, 'languages.json');
  try {
    writeFileSync(file, await (await fetch(`${server.url}/api/languages`)).text());
    const baseline = await startBaseline('fastify', baselinePort, { file, headers: {} });
    try {
      return await runLoad({ url: `${baseline.url}/api/languages`, ...settings }, baseline.pid);
    } finally {
      await baseline.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ApiRun {
  languages: LoadResult;
  course: LoadResult;
  completion: LoadResult & { learners: number };
}

/**
 * The API on one database: the catalogue reads, then lesson completions by many learners, each completing the
 * course's lessons in order (a locked lesson is refused, so order matters); warm-up learners are separate.
 */
export async function measureApi(
  server: LughaServer,
  settings: LoadSettings,
  coursePath: string,
  lessons: { language: string; lessonId: string }[],
  expectedRate: number,
  log: (line: string) => void,
): Promise<ApiRun> {
  const languages = await runLoad({ url: `${server.url}/api/languages`, ...settings }, server.pid());
  const course = await runLoad({ url: `${server.url}${coursePath}`, ...settings }, server.pid());
  // Enough learners that the run does not run out of lessons at 1.5x the expected rate; the warm-up gets its own.
  const measureCount = Math.max(settings.connections * 2, Math.ceil((expectedRate * 1.5 * settings.seconds) / lessons.length));
  const warmupCount = settings.connections * 2;
  const started = performance.now();
  const sessions = await signUpMany(server.url, measureCount + warmupCount, 'load');
  log(`  ${sessions.length} learners signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const learners: Learner[] = sessions.map((s, i) => ({ token: s.access_token, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }));
  const completion = await runLoad(
    { url: server.url, ...settings, completion: { warmup: learners.slice(0, warmupCount), measure: learners.slice(warmupCount), lessons } },
    server.pid(),
  );
  return { languages, course, completion: { ...completion, learners: measureCount } };
}
