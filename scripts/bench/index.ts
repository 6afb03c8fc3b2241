// `npm run bench`: page weight, Lighthouse, interaction latency, serving and API throughput, build scaling and cold
// start, each against its target, in one run. Prints a table and writes bench/results.json and bench/results.md.
// Figures only: nothing here passes or fails (the deterministic budgets are in `npm test`).
//   npm run bench -- --only pages,latency   run some sections (pages, lighthouse, latency, serving, api, cold-start, build)
//   BENCH_SECONDS=10 BENCH_PORT=4510        measured seconds per load run; first of the six ports used (4510–4515)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.ts';
import { staleReason } from '../lib/build-state.ts';
import { htmlFileOf } from '../lib/page-js.ts';
import { startPostgres } from '../lib/postgres.ts';
import { runOrExit } from '../lib/run.ts';
import { measureBuildScaling, type BuildRun } from './build-scaling.ts';
import { measureColdStart, type ColdStart } from './cold-start.ts';
import { measureLatency, type LatencyResult } from './latency.ts';
import { audit, type LighthouseResult } from './lighthouse.ts';
import { benchEmail, signIn, signUp, type Session } from './learners.ts';
import { describeMachine, machineLine } from './machine.ts';
import { measurePageWeight, type PageWeight } from './page-weight.ts';
import { benchContent } from './pages.ts';
import { canPin, enablePinning, SERVER_CPU, startLugha, type LughaServer } from './processes.ts';
import { kib, markdownTable, ms, percent, perSecond, textTable, type Row } from './table.ts';
import { largestScript, measureApi, measureLanguagesBaseline, measureServing, type ApiRun, type Comparison, type LoadSettings } from './throughput.ts';

const SECTIONS = ['pages', 'lighthouse', 'latency', 'serving', 'api', 'cold-start', 'build'] as const;
type Section = (typeof SECTIONS)[number];

const onlyArg = process.argv.slice(2).find((a) => a.startsWith('--only'));
const onlyValue = onlyArg?.includes('=') ? onlyArg.split('=')[1] : onlyArg ? process.argv[process.argv.indexOf(onlyArg) + 1] : undefined;
const only = new Set((onlyValue ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
for (const s of only) if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`unknown section '${s}': use ${SECTIONS.join(', ')}`);
const wanted = (s: Section) => only.has(s);

const basePort = Number(process.env['BENCH_PORT'] ?? 4510);
const ports = { server: basePort, baseline: basePort + 1, lighthouse: basePort + 2, coldStart: basePort + 3, postgres: basePort + 4, postgresServer: basePort + 5 };
const load: LoadSettings = { connections: 50, warmupSeconds: 3, seconds: Number(process.env['BENCH_SECONDS'] ?? 10) };
const BUILD_SIZES = [1000, 5000, 10000];
// Learners are signed up for this rate (and half again) so a completion run does not run out of lessons.
const EXPECTED_COMPLETIONS_PER_SECOND = 3000;

const KIB = 1024;
const TARGET = {
  firstRoundTripBytes: 14_600,
  publicJs: 70 * KIB,
  lessonJs: 120 * KIB,
  checkToFeedbackMs: 50,
  lighthousePerformance: 98,
  servingRatio: 0.7,
  apiRatio: 0.7,
  completionPglite: 500,
  completionPostgres: 2000,
  completionP99Ms: 50,
  buildSeconds: 30,
  buildMb: 1536,
  coldStartMs: 2000,
};

const log = (line: string) => console.log(line);
const errors: Record<string, string> = {};

async function section<T>(name: Section, work: () => Promise<T>): Promise<T | undefined> {
  if (!wanted(name)) return undefined;
  log(`\n▶ ${name}`);
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
const chromePath = await ensureChromium();
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

let server: LughaServer | undefined;
let browser: Browser | undefined;
let pageWeight: PageWeight[] | undefined;
let lighthouse: LighthouseResult[] | undefined;
let latency: LatencyResult | undefined;
let serving: Comparison[] | undefined;
const api: { pglite?: ApiRun; postgres?: ApiRun; bareFastify?: Awaited<ReturnType<typeof measureLanguagesBaseline>> } = {};

try {
  if (['pages', 'lighthouse', 'latency', 'serving', 'api'].some((s) => wanted(s as Section))) {
    server = await startLugha({ port: ports.server });
    log(`Lugha on ${server.url} (PGlite in ${server.dataDir})`);
  }
  let sessions: { learner: Session; admin: Session } | undefined;
  if (server && ['pages', 'lighthouse', 'latency'].some((s) => wanted(s as Section))) {
    const learner = await signUp(server.url, benchEmail('learner'));
    const adminEmail = benchEmail('admin');
    await signUp(server.url, adminEmail);
    await server.admin('grant-admin', adminEmail);
    sessions = { learner, admin: await signIn(server.url, adminEmail) };
    browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  }
  const url = server?.url ?? '';

  pageWeight = await section('pages', () => measurePageWeight(browser!, url, content.pages, sessions!));
  latency = await section('latency', () => measureLatency(browser!, url, content.quiz, sessions!.learner));
  await browser?.close();
  browser = undefined;
  lighthouse = await section('lighthouse', async () => {
    const targets = [content.pages[0]!, content.pages[2]!, { name: 'lesson: quiz', path: content.quiz.path }];
    const out: LighthouseResult[] = [];
    for (const t of targets) {
      const session = t.path.startsWith('/lesson/') ? sessions!.learner : undefined;
      out.push(await audit({ chromePath, debugPort: ports.lighthouse, baseUrl: url, name: t.name, path: t.path, session }));
    }
    return out;
  });
  serving = await section('serving', () => {
    const page = content.pages[0]!;
    const script = largestScript();
    return measureServing(server!, ports.baseline, load, [
      { name: `page ${page.path}`, path: page.path, file: `${htmlFileOf('dist', page.path)}.br` },
      { name: `script ${script}`, path: script, file: `dist${script}.br` },
    ]);
  });
  await section('api', async () => {
    const language = content.lessons[0]!.language;
    const coursePath = `/api/languages/${language}/courses/${language}`;
    api.bareFastify = await measureLanguagesBaseline(server!, ports.baseline, load);
    log('  PGlite…');
    api.pglite = await measureApi(server!, load, coursePath, content.lessons, EXPECTED_COMPLETIONS_PER_SECOND, log);
    await server?.stop();
    server = undefined;
    log('  PostgreSQL…');
    const postgres = await startPostgres({ port: ports.postgres, ...(pin ? { cpus: SERVER_CPU } : {}), durable: true });
    try {
      const onPostgres = await startLugha({ port: ports.postgresServer, databaseUrl: postgres.url });
      try {
        api.postgres = await measureApi(onPostgres, load, coursePath, content.lessons, EXPECTED_COMPLETIONS_PER_SECOND, log);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await postgres.stop();
    }
    return api;
  });
} finally {
  await browser?.close();
  await server?.stop();
}

const coldStart: ColdStart | undefined = await section('cold-start', () => measureColdStart(ports.coldStart));
const build: BuildRun[] | undefined = await section('build', () => measureBuildScaling(BUILD_SIZES, log));

// ---- the table
const rows: Row[] = [];
// How much of its CPU the server process used while measured: below 100 % the bottleneck was elsewhere.
// The generator's own share says whether it, rather than the server, set the pace.
const cpu = (r: { serverCpu?: number; generatorCpu?: number }) =>
  `${r.serverCpu === undefined ? 'n/a' : percent(r.serverCpu)}${r.generatorCpu === undefined ? '' : `, generator ${percent(r.generatorCpu)}`}`;
const row = (section: string, measure: string, figure: string, target: string, met: boolean | null) => rows.push({ section, measure, figure, target, met });

if (pageWeight) {
  for (const p of pageWeight) {
    const s = `Page weight (${p.viewer}, cold cache)`;
    const name = `${p.name}`;
    row(s, `${name}: HTML / CSS / JS / fonts / other, on the wire`, `${kib(p.html)} / ${kib(p.css)} / ${kib(p.js)} / ${kib(p.fonts)} / ${kib(p.other)}`, '', null);
    // The budgets count brotli bytes; what the wire carries adds each response's headers.
    const js = `${kib(p.jsBodies)} (${kib(p.js)} with headers)`;
    if (p.group === 'public') {
      row(s, `${name}: JS before first paint`, kib(p.jsBeforePaint), '0', p.jsBeforePaint === 0);
      row(s, `${name}: total JS, brotli`, js, `≤ ${kib(TARGET.publicJs)}`, p.jsBodies <= TARGET.publicJs);
    } else if (p.group === 'lesson') {
      row(s, `${name}: total JS, brotli`, js, `≤ ${kib(TARGET.lessonJs)}`, p.jsBodies <= TARGET.lessonJs);
    } else {
      row(s, `${name}: JS before first paint; total JS, brotli`, `${kib(p.jsBeforePaint)}; ${js}`, '', null);
    }
    if (p.path === '/') row(s, `${name}: HTML + CSS (first round trip)`, `${((p.html + p.css) / 1000).toFixed(1)} KB`, '≤ 14.6 KB', p.html + p.css <= TARGET.firstRoundTripBytes);
  }
}
if (lighthouse) {
  for (const l of lighthouse) {
    const s = 'Lighthouse (mobile)';
    row(s, `${l.name}: performance`, String(l.performance), `≥ ${TARGET.lighthousePerformance}`, l.performance >= TARGET.lighthousePerformance);
    row(s, `${l.name}: accessibility / best practices / SEO`, `${l.accessibility} / ${l.bestPractices} / ${l.seo}`, '100 / 100 / 100', l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100);
    row(s, `${l.name}: LCP / TBT / CLS`, `${ms(l.lcpMs)} / ${ms(l.tbtMs)} / ${l.cls}`, '', null);
  }
}
if (latency) {
  const s = `Lesson latency (CPU ${latency.cpuSlowdown}x slower, ${latency.samples} answers)`;
  const c = latency.checkToFeedbackMs;
  row(s, 'Check → feedback painted: median / p95', `${ms(c.median)} / ${ms(c.p95)}`, `< ${TARGET.checkToFeedbackMs} ms (both)`, c.median < TARGET.checkToFeedbackMs && c.p95 < TARGET.checkToFeedbackMs);
  const n = latency.navigationToInteractiveMs;
  row(s, 'navigation → lesson interactive (cold cache): median / p95', `${ms(n.median)} / ${ms(n.p95)}`, '', null);
}
if (serving) {
  for (const c of serving) {
    const s = `Static serving (brotli, ${load.connections} connections)`;
    row(s, `${c.name}: ours / node:http (CPU: server, generator)`, `${perSecond(c.ours.requestsPerSecond)} / ${perSecond(c.baseline.requestsPerSecond)} (${cpu(c.ours)} / ${cpu(c.baseline)})`, '', null);
    row(s, `${c.name}: p50 / p99 ours vs node:http`, `${ms(c.ours.p50)} / ${ms(c.ours.p99)} vs ${ms(c.baseline.p50)} / ${ms(c.baseline.p99)}`, '', null);
    row(s, `${c.name}: ratio`, percent(c.ratio), `≥ ${percent(TARGET.servingRatio)}`, c.ratio >= TARGET.servingRatio);
  }
}
for (const [driver, run] of [['PGlite', api.pglite], ['PostgreSQL', api.postgres]] as const) {
  if (!run) continue;
  const s = `API on ${driver} (${load.connections} connections)`;
  const bare = api.bareFastify;
  row(s, 'GET /api/languages: req/s, p50 / p99 (CPU: server, generator)', `${perSecond(run.languages.requestsPerSecond)}, ${ms(run.languages.p50)} / ${ms(run.languages.p99)} (${cpu(run.languages)})`, '', null);
  if (bare) {
    const ratio = run.languages.requestsPerSecond / bare.requestsPerSecond;
    row(s, 'GET /api/languages vs bare Fastify route', `${percent(ratio)} of ${perSecond(bare.requestsPerSecond)} (p50 / p99 ${ms(bare.p50)} / ${ms(bare.p99)}, CPU ${cpu(bare)})`, `≥ ${percent(TARGET.apiRatio)}`, ratio >= TARGET.apiRatio);
  }
  row(s, 'GET a course: req/s, p50 / p99 (CPU: server, generator)', `${perSecond(run.course.requestsPerSecond)}, ${ms(run.course.p50)} / ${ms(run.course.p99)} (${cpu(run.course)})`, '', null);
  const c = run.completion;
  const floor = driver === 'PGlite' ? TARGET.completionPglite : TARGET.completionPostgres;
  const refused = Object.entries(c.statuses).map(([status, n]) => `${n}×${status}`).join(', ');
  const ranOut = c.exhausted ? `, every learner done after ${c.seconds.toFixed(1)} s` : '';
  row(s, `POST completion (${c.learners} learners): req/s (CPU: server, generator)`, `${perSecond(c.requestsPerSecond)} (${cpu(c)})${refused ? `, refused ${refused}` : ''}${ranOut}`, `≥ ${perSecond(floor)}`, c.requestsPerSecond >= floor && !refused);
  row(s, 'POST completion: p50 / p99', `${ms(c.p50)} / ${ms(c.p99)}`, `p99 < ${TARGET.completionP99Ms} ms`, c.p99 < TARGET.completionP99Ms);
}
if (build) {
  const s = 'Build scaling (astro build, synthetic lessons)';
  for (const b of build) {
    const last = b === build.at(-1);
    row(s, `${b.lessons.toLocaleString('en')} lessons (${b.pages.toLocaleString('en')} pages): time, peak memory`, `${b.seconds.toFixed(1)} s, ${Math.round(b.peakRssMb)} MB`, last ? `≤ ${TARGET.buildSeconds} s, ≤ ${TARGET.buildMb} MB` : '', last ? b.seconds <= TARGET.buildSeconds && b.peakRssMb <= TARGET.buildMb : null);
    row(s, `${b.lessons.toLocaleString('en')} lessons: s per 1,000 lessons; output`, `${b.secondsPer1000Lessons.toFixed(2)}; ${Math.round(b.outputMb)} MB`, '', null);
    row(s, `${b.lessons.toLocaleString('en')} lessons: npm run build's precompression (estimated)`, `${Math.round(b.precompressSecondsEstimate)} s more`, '', null);
  }
  if (build.length >= 3) {
    // Linear growth: the cost of each further 1,000 lessons stays the same (startup cost aside).
    const [a, b, c] = build as [BuildRun, BuildRun, BuildRun];
    const first = (b.seconds - a.seconds) / ((b.lessons - a.lessons) / 1000);
    const second = (c.seconds - b.seconds) / ((c.lessons - b.lessons) / 1000);
    row(s, 'marginal s per 1,000 lessons (1k→5k, 5k→10k)', `${first.toFixed(2)}, ${second.toFixed(2)}`, 'linear (second ≤ 1.25 × first)', second <= first * 1.25);
  }
}
if (coldStart) {
  const s = 'Cold start (npm start, warm build, to first 200 on /health)';
  row(s, 'existing database: median', ms(coldStart.restartMedianMs), `≤ ${TARGET.coldStartMs / 1000} s`, coldStart.restartMedianMs <= TARGET.coldStartMs);
  row(s, 'new database (migrations, catalogue sync, keys): median', ms(coldStart.firstStartMedianMs), `≤ ${TARGET.coldStartMs / 1000} s`, coldStart.firstStartMedianMs <= TARGET.coldStartMs);
}
for (const [name, error] of Object.entries(errors)) row('Errors', name, error.split('\n')[0]!, '', false);

const when = new Date().toISOString();
log(`\nLugha benchmark, ${when}\nMachine: ${machineLine(machine)}\nThe machine may be shared: throughput and timing figures can vary between runs.`);
log(textTable(rows));
const missed = rows.filter((r) => r.met === false);
log(`\n${rows.filter((r) => r.met === true).length} targets met, ${missed.length} missed${missed.length ? `: ${missed.map((r) => r.measure).join('; ')}` : ''}.`);

mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ date: when, machine, settings: { load, buildSizes: BUILD_SIZES, ports }, targets: TARGET, sections: { pageWeight, lighthouse, latency, serving, api, coldStart, build }, errors, table: rows }, null, 2)}\n`,
);
writeFileSync('bench/results.md', `Run ${when.slice(0, 16).replace('T', ' ')} UTC on ${machineLine(machine)}.\n\n${markdownTable(rows)}\n`);
log('Wrote bench/results.json and bench/results.md.');
