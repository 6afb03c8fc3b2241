// `npm run bench`: page weight, Lighthouse, interaction latency, serving and API throughput, cold start and build
// scaling. Every timed figure is measured beside a baseline in the same run (a bare React island, node:http, a bare
// Fastify route, the database's own completion loop, bare Fastify opening PGlite, a minimal Astro site), Lugha and
// baseline in turn, several runs each; the target is a ratio to the baseline, so a verdict means the same on any
// machine. Each figure is the median of its runs with the min–max beside it, and is called noisy, not met or missed,
// when the runs spread wider than its margin to the target. Bytes and Lighthouse (which throttles itself) stay absolute.
// Prints a table and writes bench/results.json and bench/results.md. Nothing here passes or fails `npm test`.
//   npm run bench -- --only pages,latency   some sections (pages, lighthouse, latency, serving, api, cold-start, build)
//   BENCH_RUNS=3 or BENCH_RUNS=build:1,latency:7   runs per section (default: settings.ts)
//   BENCH_BUILD_SIZES=200,400               the build's sizes in lessons (default 1000,5000,10000)
//   BENCH_LATENCY_SAMPLES=10                answers per page in each latency run
//   BENCH_SECONDS=10 BENCH_PORT=4510        measured seconds per load run; first of the six ports used (4510–4515)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.ts';
import { staleReason } from '../lib/build-state.ts';
import { htmlFileOf } from '../lib/page-js.ts';
import { startPostgres } from '../lib/postgres.ts';
import { runOrExit } from '../lib/run.ts';
import { BASELINE_QUIZ, buildBaselinePage } from './baseline-page.ts';
import { measurePrecache } from './precache.ts';
import { measureClipUpload } from './clip.ts';
import { measureInstallability } from './installable.ts';
import { measureBuildScaling } from './build-scaling.ts';
import { measureColdStart } from './cold-start.ts';
import type { LimitResult } from './completion-limit.ts';
import { measureLatency } from './latency.ts';
import { auditWithRetry, medianRun, type LighthouseResult } from './lighthouse.ts';
import { benchEmail, practiser, signIn, signUp, type Session } from './learners.ts';
import { machineLoad, type MachineLoad } from './machine-load.ts';
import { describeMachine, machineLine } from './machine.ts';
import { measurePageWeight } from './page-weight.ts';
import { benchContent, lighthousePages } from './pages.ts';
import { DESKTOP_4X, LOW_END_PHONE } from './profile.ts';
import { canPin, enablePinning, SERVER_CPU, startBaseline, startLugha, type LughaServer } from './processes.ts';
import { reportRows, TARGET, type ApiOnDriver, type ApiOnPostgres, type CompletionRun, type Results } from './report.ts';
import { parseBuildSizes, parseRuns, SECTIONS, type Section, type TimedSection } from './settings.ts';
import { markdownTable, tally, textTable } from './table.ts';
import { largestScript, measureCompletions, measureLanguages, measureServing, runLimit, runLoad, signUpLearners, type LoadSettings } from './throughput.ts';

const onlyArg = process.argv.slice(2).find((a) => a.startsWith('--only'));
const onlyValue = onlyArg?.includes('=') ? onlyArg.split('=')[1] : onlyArg ? process.argv[process.argv.indexOf(onlyArg) + 1] : undefined;
const only = new Set((onlyValue ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
for (const s of only) if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`unknown section '${s}': use ${SECTIONS.join(', ')}`);
const wanted = (s: Section) => only.has(s);

const basePort = Number(process.env['BENCH_PORT'] ?? 4510);
const ports = { server: basePort, baseline: basePort + 1, lighthouse: basePort + 2, coldStart: basePort + 3, postgres: basePort + 4, postgresServer: basePort + 5 };
const load: LoadSettings = { connections: 50, warmupSeconds: 3, seconds: Number(process.env['BENCH_SECONDS'] ?? 10) };
const runs = parseRuns(process.env['BENCH_RUNS']);
const buildSizes = parseBuildSizes(process.env['BENCH_BUILD_SIZES']);
// Lighthouse's score moves with the machine's load: each page is audited this many times and the median run kept.
const LIGHTHOUSE_RUNS = 3;
const latencySamples = Number(process.env['BENCH_LATENCY_SAMPLES'] ?? 10);
if (!Number.isInteger(latencySamples) || latencySamples < 1) throw new Error(`BENCH_LATENCY_SAMPLES: '${process.env['BENCH_LATENCY_SAMPLES']}' is not a whole number of at least 1`);
// Learners are signed up for this rate (and half again) so a completion run does not run out of lessons.
const EXPECTED_COMPLETIONS_PER_SECOND = 3000;
// The server's completion queue runs this many transactions at once on PostgreSQL (src/server/app.ts).
const POSTGRES_COMPLETION_CONCURRENCY = 4;

const log = (line: string) => console.log(line);
const errors: Record<string, string> = {};
const loads: Partial<Record<Section, MachineLoad>> = {};

async function section<T>(name: Section, work: () => Promise<T>): Promise<T | undefined> {
  if (!wanted(name)) return undefined;
  loads[name] = await machineLoad();
  const count = name in runs ? runs[name as TimedSection] : 1;
  log(`\n▶ ${name} (${count} run${count === 1 ? '' : 's'}; load ${loads[name].loadAverage.join(' / ')})`);
  const started = performance.now();
  try {
    const value = await work();
    log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return value;
  } catch (error) {
    errors[name] = (error as Error).stack ?? String(error);
    console.error(`✖ ${name}: ${(error as Error).message}`);
    return undefined;
  }
}

// ---- setup
const chromePath = await ensureChromium({ full: true });
const pin = canPin(cpus().length);
enablePinning(pin);
if (!pin) log('Fewer than two CPUs or no taskset: the server and the load generator share the machine; throughput figures are rougher.');
const reason = staleReason();
if (reason) {
  log(`Building (${reason})…`);
  await runOrExit(process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);
}
const content = await benchContent();
const machine = describeMachine(chromePath, pin);
log(`Machine: ${machineLine(machine)}`);

const results: Results = {};
let server: LughaServer | undefined;
let browser: Browser | undefined;

/** The completion runs on one server: each run's own learners, after the shared warm-up group. */
async function completionRuns(on: LughaServer, count: number, between?: (run: number) => Promise<void>): Promise<CompletionRun[]> {
  const learners = await signUpLearners(on, load, content.lessons.length, EXPECTED_COMPLETIONS_PER_SECOND, count, log);
  const out: CompletionRun[] = [];
  for (let run = 0; run < count; run++) {
    // The database's limit goes first in odd runs, so neither side always follows the other.
    if (between && run % 2 === 1) await between(run);
    out.push(await measureCompletions(on, load, content.lessons, learners.warmup, learners.perRun[run]!));
    if (between && run % 2 === 0) await between(run);
    log(`  completions run ${run + 1}: ${Math.round(out.at(-1)!.requestsPerSecond)}/s, p99 ${out.at(-1)!.p99} ms`);
  }
  return out;
}

async function apiOn(on: LughaServer, coursePath: string): Promise<ApiOnDriver> {
  const languages = await measureLanguages(on, ports.baseline, load, runs.api);
  const course = [];
  for (let run = 0; run < runs.api; run++) course.push(await runLoad({ url: `${on.url}${coursePath}`, ...load }, on.pid()));
  return { languages, course, completions: [] };
}

try {
  if (['pages', 'lighthouse', 'latency', 'serving', 'api'].some((s) => wanted(s as Section))) {
    server = await startLugha({ port: ports.server });
    log(`Lugha on ${server.url} (PGlite in ${server.dataDir})`);
  }
  let sessions: { learner: Session; admin: Session } | undefined;
  if (server && ['pages', 'lighthouse', 'latency'].some((s) => wanted(s as Section))) {
    // The lesson pages are seen by a learner who has reached them (BenchContent.reached).
    const learner = await practiser(server.url, content.reached, 'learner');
    const adminEmail = benchEmail('admin');
    await signUp(server.url, adminEmail);
    await server.admin('grant-admin', adminEmail);
    sessions = { learner, admin: await signIn(server.url, adminEmail) };
    browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  }
  const url = server?.url ?? '';

  results.pageWeight = await section('pages', () => measurePageWeight(browser!, url, content.pages, sessions!));
  if (results.pageWeight) {
    results.precache = measurePrecache('dist');
    results.clipUpload = measureClipUpload();
    results.installability = await measureInstallability(chromePath, url).catch((error: unknown) => ({
      errors: [`the check did not run: ${(error as Error).message}`],
    }));
  }
  const latency = await section('latency', async () => {
    const dir = await buildBaselinePage();
    const island = await startBaseline('files', ports.baseline, { file: dir, headers: {} });
    try {
      const lugha = { baseUrl: url, path: content.quiz.path, rightAnswer: content.quiz.rightAnswer, session: sessions!.learner };
      const baseline = { baseUrl: island.url, ...BASELINE_QUIZ, session: null };
      const practice = async () => ({ baseUrl: url, path: `/practice/${content.practice.language}?seed=1`, session: await practiser(url, content.practice) });
      const desktop = await measureLatency(browser!, lugha, baseline, { runs: runs.latency, samplesPerRun: latencySamples, practice, profile: DESKTOP_4X }, log);
      const lowEnd = await measureLatency(browser!, lugha, baseline, { runs: runs.latency, samplesPerRun: latencySamples, practice, profile: LOW_END_PHONE }, log);
      return { desktop, lowEnd };
    } finally {
      await island.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  results.latency = latency?.desktop;
  results.latencyLowEnd = latency?.lowEnd;
  await browser?.close();
  browser = undefined;
  results.lighthouse = await section('lighthouse', async () => {
    const out: LighthouseResult[] = [];
    for (const t of lighthousePages(content.pages)) {
      const session = t.viewer === 'learner' ? sessions!.learner : undefined;
      const audits: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        audits.push(await auditWithRetry({ chromePath, debugPort: ports.lighthouse, baseUrl: url, name: t.name, path: t.path, session }, log));
      out.push(medianRun(audits));
    }
    return out;
  });
  results.serving = await section('serving', () => {
    const page = content.pages[0]!;
    const script = largestScript();
    return measureServing(
      server!,
      ports.baseline,
      load,
      [
        { name: `page ${page.path}`, path: page.path, file: `${htmlFileOf('dist', page.path)}.br` },
        { name: `script ${script}`, path: script, file: `dist${script}.br` },
      ],
      runs.serving,
    );
  });
  results.api = await section('api', async () => {
    const language = content.lessons[0]!.language;
    const coursePath = `/api/languages/${language}/courses/${language}`;
    log('  PGlite…');
    const pglite = await apiOn(server!, coursePath);
    pglite.completions = await completionRuns(server!, runs.api);
    await server?.dispose();
    server = undefined;
    log('  PostgreSQL…');
    const postgres = await startPostgres({ port: ports.postgres, ...(pin ? { cpus: SERVER_CPU } : {}), durable: true });
    try {
      const onPostgres = await startLugha({ port: ports.postgresServer, databaseUrl: postgres.url });
      try {
        const reads = await apiOn(onPostgres, coursePath);
        const limitPool: LimitResult[] = [];
        const limitSingle: LimitResult[] = [];
        // The same offered load as the HTTP run: its connections' completions in flight, shared among the transactions.
        const limit = async () => {
          const plan = { url: postgres.url, warmupSeconds: load.warmupSeconds, seconds: load.seconds, lessons: content.lessons };
          limitPool.push(await runLimit({ ...plan, workers: POSTGRES_COMPLETION_CONCURRENCY, batch: Math.ceil(load.connections / POSTGRES_COMPLETION_CONCURRENCY) }));
          limitSingle.push(await runLimit({ ...plan, workers: 1, batch: load.connections }));
          log(`  database limit: ${Math.round(limitPool.at(-1)!.completionsPerSecond)}/s pooled, ${Math.round(limitSingle.at(-1)!.completionsPerSecond)}/s on one connection`);
        };
        const completions = await completionRuns(onPostgres, runs.api, limit);
        const onPg: ApiOnPostgres = { ...reads, completions, limitPool, limitSingle };
        return { pglite, postgres: onPg };
      } finally {
        await onPostgres.dispose();
      }
    } finally {
      await postgres.stop();
    }
  });
} finally {
  await browser?.close();
  await server?.dispose();
}

results.coldStart = await section('cold-start', () => measureColdStart(ports.coldStart, runs['cold-start'], log));
results.build = await section('build', () => measureBuildScaling(buildSizes, runs.build, log));

// ---- the table
const { rows, notes } = reportRows(results, load, loads, errors);
const when = new Date().toISOString();
const partial = only.size < SECTIONS.length ? ` Partial run: ${[...only].join(', ')} only.` : '';
log(`\nLugha benchmark, ${when}\nMachine: ${machineLine(machine)}\nTimed figures: median of the runs (min–max), Lugha and its baseline in turn; ratio = Lugha / baseline, paired run by run.${partial}`);
log(textTable(rows, notes));
const verdicts = tally(rows);
const names = (list: typeof rows) => (list.length ? `: ${list.map((r) => r.measure).join('; ')}` : '');
log(`\n${verdicts.met.length} targets met, ${verdicts.missed.length} missed${names(verdicts.missed)}, ${verdicts.noisy.length} noisy${names(verdicts.noisy)}.`);

mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: when, machine, partial: only.size < SECTIONS.length ? [...only] : false, settings: { load, runs, buildSizes, latencySamples, ports }, targets: TARGET, loads, sections: results, errors, table: rows }, null, 2)}\n`,
);
const loadList = Object.entries(notes)
  .map(([title, note]) => `- ${title}: ${note.replace(/^machine before this section: /, '')}`)
  .join('\n');
writeFileSync(
  'bench/results.md',
  `Run ${when.slice(0, 16).replace('T', ' ')} UTC on ${machineLine(machine)}.${partial}\n\n` +
    `Timed figures are the median of the runs with the lowest and highest run in brackets; Lugha and its baseline ran in turn, and the ratio is ` +
    `Lugha / baseline paired run by run. A figure is noisy, neither met nor missed, when its runs spread wider than its margin to the target.\n\n` +
    `${verdicts.met.length} met, ${verdicts.missed.length} missed, ${verdicts.noisy.length} noisy.\n\nMachine load before each section:\n\n${loadList}\n\n${markdownTable(rows)}\n`,
);
log('Wrote bench/results.json and bench/results.md.');
