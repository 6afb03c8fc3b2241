// The rows of the benchmark's table, from the sections' results: each timed figure beside its same-run baseline,
// with the ratio, the target and the verdict; byte counts and Lighthouse (which throttles itself) stay absolute.
import type { BuildSize } from './build-scaling.ts';
import type { ColdStart, StartFigures } from './cold-start.ts';
import type { LimitResult } from './completion-limit.ts';
import type { LatencyComparison, LatencyResult } from './latency.ts';
import { qualityMet, type LighthouseResult } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { loadLine, type MachineLoad } from './machine-load.ts';
import type { PageWeight } from './page-weight.ts';
import type { Precache } from './precache.ts';
import type { ClipUpload } from './clip.ts';
import type { Installability } from './installable.ts';
import { CLIP_MAX_BYTES } from '../../src/domain/clipReview.ts';
import type { Section } from './settings.ts';
import { atLeast, atMost, exactVerdict, linearity, marginalPer1000, pairedRatio, spreadOf, verdict, type Spread, type Target } from './stats.ts';
import { kib, ms, msSpread, percent, percentSpread, rateSpread, ratioSpread, secondsSpread, spreadText, type Row } from './table.ts';
import type { Comparison, LoadSettings } from './throughput.ts';

const KIB = 1024;

/** The targets: ratios to a same-run baseline for timed figures, absolute for bytes and Lighthouse. */
export const TARGET = {
  firstRoundTripBytes: 14_600,
  publicJs: 70 * KIB,
  /**
   * The level page for a signed-in learner: the budget of tests/budgets.test.ts, which says what each KiB above the
   * visitors' 70 is for (the practice badge, the download controls, the one outbox).
   */
  learnerPublicJs: 80 * KIB,
  /**
   * Raised where two full runs met a target with room (bench/README.md keeps each old figure beside the new): the
   * lesson pages weighed 95.7-100.7 KiB and practice 108.0-108.9 KiB against 120 in both runs of 2026-11-29.
   */
  lessonJs: 105 * KIB,
  practiceJs: 112 * KIB,
  /** What the service worker downloads on a first visit (the app shell), brotli. */
  precacheBrotli: 300_000,
  /** A recorded word's upload (3 s of MP3 at the recorder's fixed bit rate): a few seconds on a slow mobile link. */
  clipWordBytes: 20_000,
  /** The longest take the recorder allows, within what the server accepts. */
  clipLongestBytes: CLIP_MAX_BYTES,
  lighthousePerformance: 98,
  /** Check → feedback, median and p95, over the bare React island's. */
  checkToFeedbackRatio: 1.5,
  /**
   * The practice page's Check → verdict on screen at 4x CPU, median, under this many ms. Event Timing counts in 8 ms
   * steps and a median of ten is a multiple of 4, so "at most" here never meets the limit itself.
   */
  practiceFeedbackMs: 50,
  /** Navigation → interactive lesson over the bare React island's page. */
  navigationRatio: 1.5,
  /**
   * Requests per second over node:http's (static) and a bare Fastify route's (API). The hashed script, 99-104 % in the
   * full runs of 2026-11-27 and -29 with runs spreading 18 points, was raised from 0.7 to 0.8 (at 0.9 two of them
   * read noisy); the page and the API spread across or near 0.7 and stay there.
   */
  servingPageRatio: 0.7,
  servingScriptRatio: 0.8,
  apiRatio: 0.7,
  /** Completions per second on PostgreSQL over the database's own limit (the pool loop), and p99 over its p99. */
  completionOfLimit: 0.5,
  completionP99OverLimit: 2,
  /**
   * PGlite completions: absolute until the embedded database has a limit loop of its own (it has one connection, held
   * by the server). 800/s (was 500): 1,112-2,010/s in the four full runs, the slowest single run 1,009/s.
   */
  completionPglite: 800,
  completionPgliteP99Ms: 50,
  /** Lugha's build over the baseline site's at the largest size; the last marginal cost per 1,000 lessons over the first. */
  buildRatio: 2,
  buildLinearity: 1.25,
  buildMb: 1536,
  /** Cold start over the bare Fastify + PGlite server: on the database an earlier start made, and on a new one. */
  coldStartExistingRatio: 1.5,
  /** 1.0 (was 2.5): 0.60-0.66× in the four full runs, the highest single run 0.69×. */
  coldStartNewRatio: 1,
};

/** The static serving target of one measured address: a hashed script's or a page's. */
export function servingTarget(name: string): number {
  return name.startsWith('script ') ? TARGET.servingScriptRatio : TARGET.servingPageRatio;
}

export interface CompletionRun extends LoadResult {
  learners: number;
}

export interface ApiOnDriver {
  languages: Comparison;
  course: LoadResult[];
  completions: CompletionRun[];
}

export interface ApiOnPostgres extends ApiOnDriver {
  /** The database's own limit, from a pool of the server's size and from one connection, run by run. */
  limitPool: LimitResult[];
  limitSingle: LimitResult[];
}

export interface Results {
  pageWeight?: PageWeight[] | undefined;
  precache?: Precache | undefined;
  clipUpload?: ClipUpload | undefined;
  installability?: Installability | undefined;
  lighthouse?: LighthouseResult[] | undefined;
  latency?: LatencyResult | undefined;
  /** The same measures on the low-end-phone profile (CPU 6x slower, slow 4G). */
  latencyLowEnd?: LatencyResult | undefined;
  serving?: Comparison[] | undefined;
  api?: { pglite?: ApiOnDriver; postgres?: ApiOnPostgres } | undefined;
  coldStart?: ColdStart | undefined;
  build?: BuildSize[] | undefined;
}

const ratioTarget = (t: Target) => `${t.better === 'lower' ? '≤' : '≥'} ${t.limit}×`;
const percentTarget = (t: Target) => `${t.better === 'lower' ? '≤' : '≥'} ${Math.round(t.limit * 100)} %`;
const rates = (runs: LoadResult[]) => spreadOf(runs.map((r) => r.requestsPerSecond));
const p99s = (runs: { p99: number }[]) => spreadOf(runs.map((r) => r.p99));
const cpu = (runs: LoadResult[]) => {
  const server = runs.map((r) => r.serverCpu).filter((v): v is number => v !== undefined);
  const generator = runs.map((r) => r.generatorCpu).filter((v): v is number => v !== undefined);
  return `CPU ${server.length ? percent(spreadOf(server).median) : 'n/a'}${generator.length ? `, generator ${percent(spreadOf(generator).median)}` : ''}`;
};

/** Builds the table's rows and, per row section, the machine's load before it ran. */
export function reportRows(results: Results, load: LoadSettings, loads: Partial<Record<Section, MachineLoad>>, errors: Record<string, string>): { rows: Row[]; notes: Record<string, string> } {
  const rows: Row[] = [];
  const notes: Record<string, string> = {};
  let current = '';
  const open = (title: string, section: Section) => {
    current = title;
    const l = loads[section];
    if (l) notes[title] = `machine before this section: ${loadLine(l)}`;
  };
  const row = (measure: string, figure: string, target = '', v: Row['verdict'] = null, baseline = '', ratio = '') =>
    rows.push({ section: current, measure, figure, baseline, ratio, target, verdict: v });
  const compared = (measure: string, ours: string, theirs: string, ratio: Spread, target: Target, asPercent = false) =>
    row(measure, ours, asPercent ? percentTarget(target) : ratioTarget(target), verdict(ratio, target), theirs, asPercent ? percentSpread(ratio) : ratioSpread(ratio));

  const { pageWeight, precache, clipUpload, installability, lighthouse, latency, latencyLowEnd, serving, api, coldStart, build } = results;
  if (pageWeight) {
    for (const p of pageWeight) {
      open(`Page weight (${p.viewer}, cold cache; absolute)`, 'pages');
      row(`${p.name}: HTML / CSS / JS / fonts / other, on the wire`, `${kib(p.html)} / ${kib(p.css)} / ${kib(p.js)} / ${kib(p.fonts)} / ${kib(p.other)}`);
      // The budgets count brotli bytes; what the wire carries adds each response's headers.
      const js = `${kib(p.jsBodies)} (${kib(p.js)} with headers)`;
      if (p.group === 'public') {
        row(`${p.name}: JS before first paint`, kib(p.jsBeforePaint), '0', exactVerdict(p.jsBeforePaint === 0));
        const limit = p.viewer === 'learner' ? TARGET.learnerPublicJs : TARGET.publicJs;
        row(`${p.name}: total JS, brotli`, js, `≤ ${kib(limit)}`, exactVerdict(p.jsBodies <= limit));
      } else if (p.group === 'lesson') {
        row(`${p.name}: total JS, brotli`, js, `≤ ${kib(TARGET.lessonJs)}`, exactVerdict(p.jsBodies <= TARGET.lessonJs));
      } else if (p.group === 'practice') {
        row(`${p.name}: JS before first paint`, kib(p.jsBeforePaint), '0', exactVerdict(p.jsBeforePaint === 0));
        row(`${p.name}: total JS, brotli`, js, `≤ ${kib(TARGET.practiceJs)}`, exactVerdict(p.jsBodies <= TARGET.practiceJs));
      } else {
        row(`${p.name}: JS before first paint; total JS, brotli`, `${kib(p.jsBeforePaint)}; ${js}`);
      }
      if (p.path === '/') row(`${p.name}: HTML + CSS (first round trip)`, `${((p.html + p.css) / 1000).toFixed(1)} KB`, '≤ 14.6 KB', exactVerdict(p.html + p.css <= TARGET.firstRoundTripBytes));
    }
  }
  if (precache) {
    open('Service worker (absolute; registered after the load event, so it adds no JS before first paint)', 'pages');
    row(
      `precache on a first visit (app shell, ${precache.files} files), brotli`,
      `${(precache.brotli / 1000).toFixed(1)} KB (${kib(precache.bytes)} uncompressed)`,
      `≤ ${TARGET.precacheBrotli / 1000} KB`,
      exactVerdict(precache.brotli <= TARGET.precacheBrotli),
    );
    row('sw.js itself, brotli', kib(precache.workerBrotli));
  }
  if (installability) {
    if (!precache) open('Service worker (absolute; registered after the load event, so it adds no JS before first paint)', 'pages');
    row(
      "installable: Chromium's install criteria (what Lighthouse's PWA audit checked)",
      installability.errors.length === 0 ? 'yes' : installability.errors.join('; '),
      'no installability error',
      exactVerdict(installability.errors.length === 0),
    );
  }
  if (clipUpload) {
    open('Recorded clip upload (absolute; the recorder encodes MP3 at a fixed bit rate)', 'pages');
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    row(
      `a ${clipUpload.wordSeconds}-second word`,
      kb(clipUpload.wordBytes),
      `≤ ${kb(TARGET.clipWordBytes)}`,
      exactVerdict(clipUpload.wordBytes <= TARGET.clipWordBytes),
    );
    row(
      `the longest take (${clipUpload.longestSeconds} s)`,
      kb(clipUpload.longestBytes),
      `≤ ${kb(TARGET.clipLongestBytes)} (the server's limit)`,
      exactVerdict(clipUpload.longestBytes <= TARGET.clipLongestBytes),
    );
  }
  if (lighthouse) {
    open('Lighthouse (mobile; absolute, it throttles itself; the median of 3 runs a page)', 'lighthouse');
    for (const l of lighthouse) {
      const runs = l.performanceRuns && l.performanceRuns.length > 1 ? ` (${Math.min(...l.performanceRuns)}–${Math.max(...l.performanceRuns)}, median of ${l.performanceRuns.length})` : '';
      row(`${l.name}: performance`, `${l.performance}${runs}`, `≥ ${TARGET.lighthousePerformance}`, exactVerdict(l.performance >= TARGET.lighthousePerformance));
      row(`${l.name}: accessibility / best practices / SEO`, `${l.accessibility} / ${l.bestPractices} / ${l.seo}`, '100 / 100 / 100 (a noindex page: all but is-crawlable)', exactVerdict(qualityMet(l)));
      row(`${l.name}: LCP / TBT / CLS`, `${ms(l.lcpMs)} / ${ms(l.tbtMs)} / ${l.cls}`);
    }
  }
  for (const l of [latency, latencyLowEnd]) {
    if (!l) continue;
    const profile = l.profile?.name ?? `CPU ${l.cpuSlowdown}x slower`;
    open(`Lesson latency vs a bare React island (${profile}; ${l.runs} runs of ${l.samplesPerRun} answers each)`, 'latency');
    const pair = (name: string, c: LatencyComparison, limit: number) => {
      compared(`${name}: median`, msSpread(c.lugha.median), msSpread(c.baseline.median), c.medianRatio, atMost(limit));
      compared(`${name}: p95`, msSpread(c.lugha.p95), msSpread(c.baseline.p95), c.p95Ratio, atMost(limit));
    };
    pair('check → feedback painted', l.checkToFeedback, TARGET.checkToFeedbackRatio);
    pair('check → feedback on screen (Event Timing)', l.checkToFeedbackShown, TARGET.checkToFeedbackRatio);
    pair('navigation → lesson interactive (cold cache)', l.navigationToInteractive, TARGET.navigationRatio);
    if (l.practiceCheckToFeedback) pair('practice: check → verdict painted', l.practiceCheckToFeedback, TARGET.checkToFeedbackRatio);
    const practiceShown = l.practiceCheckToFeedbackShown;
    if (practiceShown) {
      pair('practice: check → verdict on screen (Event Timing)', practiceShown, TARGET.checkToFeedbackRatio);
      // The absolute limit was set for the 4x profile.
      if (l === latency)
        row('practice: check → verdict on screen: median', msSpread(practiceShown.lugha.median), `< ${TARGET.practiceFeedbackMs} ms`, verdict(practiceShown.lugha.median, atMost(TARGET.practiceFeedbackMs)));
    }
  }
  if (serving) {
    open(`Static serving vs node:http (brotli, ${load.connections} connections, ${load.seconds} s a run)`, 'serving');
    for (const c of serving) {
      compared(`${c.name}: req/s`, `${rateSpread(rates(c.ours))} (${cpu(c.ours)})`, `${rateSpread(rates(c.baseline))} (${cpu(c.baseline)})`, c.ratio, atLeast(servingTarget(c.name)), true);
      row(`${c.name}: p50 / p99`, `${ms(spreadOf(c.ours.map((r) => r.p50)).median)} / ${msSpread(p99s(c.ours))}`, '', null, `${ms(spreadOf(c.baseline.map((r) => r.p50)).median)} / ${msSpread(p99s(c.baseline))}`);
    }
  }
  for (const [driver, run] of [['PGlite', api?.pglite], ['PostgreSQL', api?.postgres]] as const) {
    if (!run) continue;
    open(`API on ${driver} (${load.connections} connections, ${load.seconds} s a run)`, 'api');
    const l = run.languages;
    compared('GET /api/languages vs a bare Fastify route: req/s', `${rateSpread(rates(l.ours))} (${cpu(l.ours)})`, `${rateSpread(rates(l.baseline))} (${cpu(l.baseline)})`, l.ratio, atLeast(TARGET.apiRatio), true);
    row('GET a course: req/s, p99', `${rateSpread(rates(run.course))}, ${msSpread(p99s(run.course))} (${cpu(run.course)})`);
    const c = run.completions;
    const refused = c.flatMap((r) => Object.entries(r.statuses).map(([status, n]) => `${n}×${status}`)).join(', ');
    const ranOut = c.some((r) => r.exhausted) ? ', a run ran out of learners' : '';
    const figure = `${rateSpread(rates(c))} (${cpu(c)})${refused ? `, refused ${refused}` : ''}${ranOut}`;
    const learners = `POST completion (${c[0]?.learners ?? 0} learners a run)`;
    if (driver === 'PostgreSQL' && 'limitPool' in run) {
      const pool = run.limitPool;
      const poolText = `${rateSpread(spreadOf(pool.map((r) => r.completionsPerSecond)))} (${pool[0]?.workers ?? 0} connections, ${pool[0]?.batch ?? 0} a transaction)`;
      const rateRatio = pairedRatio(c.map((r) => r.requestsPerSecond), pool.map((r) => r.completionsPerSecond));
      const p99Ratio = pairedRatio(c.map((r) => r.p99), pool.map((r) => r.p99));
      const rateVerdict = refused ? 'missed' : verdict(rateRatio, atLeast(TARGET.completionOfLimit));
      row(`${learners}: completions/s vs the database's limit (same statements, no HTTP)`, figure, percentTarget(atLeast(TARGET.completionOfLimit)), rateVerdict, poolText, percentSpread(rateRatio));
      compared('POST completion: p99 vs the limit loop’s transaction p99', msSpread(p99s(c)), msSpread(p99s(pool)), p99Ratio, atMost(TARGET.completionP99OverLimit));
      const single = run.limitSingle;
      if (single.length) row('the database’s limit from one connection: completions/s, p99', `${rateSpread(spreadOf(single.map((r) => r.completionsPerSecond)))}, ${msSpread(p99s(single))} (${single[0]!.batch} a transaction)`);
    } else {
      const rate = rates(c);
      const rateVerdict = refused ? 'missed' : verdict(rate, atLeast(TARGET.completionPglite));
      row(`${learners}: completions/s (absolute: no limit loop for the embedded database)`, figure, `≥ ${TARGET.completionPglite}/s`, rateVerdict);
      row('POST completion: p99 (absolute)', msSpread(p99s(c)), `≤ ${TARGET.completionPgliteP99Ms} ms`, verdict(p99s(c), atMost(TARGET.completionPgliteP99Ms)));
    }
  }
  if (coldStart) {
    open(`Cold start to the first 200 on /health vs bare Fastify opening the same PGlite directory (${coldStart.runs} runs)`, 'cold-start');
    const start = (name: string, f: StartFigures, limit: number) => {
      compared(`${name}: Lugha's start (build check + server)`, msSpread(f.lugha), msSpread(f.baseline), f.ratio, atMost(limit));
      row(`${name}: npm start (with npm and the install check)`, msSpread(f.npmStart));
    };
    start('existing database', coldStart.existingDatabase, TARGET.coldStartExistingRatio);
    start('new database (migrations, catalogue sync, keys)', coldStart.newDatabase, TARGET.coldStartNewRatio);
  }
  if (build) {
    open(`Build vs a minimal Astro site of as many Markdown pages (${build[0]?.lugha.seconds.runs.length ?? 0} runs a size)`, 'build');
    for (const b of build) {
      const last = b === build.at(-1);
      const name = `${b.lessons.toLocaleString('en')} lessons (${b.pages.toLocaleString('en')} pages)`;
      const figure = `${secondsSpread(b.lugha.seconds)}, ${Math.round(b.lugha.peakRssMb)} MB`;
      const theirs = `${secondsSpread(b.baseline.seconds)}, ${Math.round(b.baseline.peakRssMb)} MB`;
      if (last) compared(`${name}: time, peak memory`, figure, theirs, b.ratio, atMost(TARGET.buildRatio));
      else row(`${name}: time, peak memory`, figure, '', null, theirs, ratioSpread(b.ratio));
      if (last) row(`${name}: peak memory (absolute)`, `${Math.round(b.lugha.peakRssMb)} MB`, `≤ ${TARGET.buildMb} MB`, exactVerdict(b.lugha.peakRssMb <= TARGET.buildMb));
      row(`${name}: output; npm run build's precompression (estimated)`, `${Math.round(b.lugha.outputMb)} MB; ${Math.round(b.lugha.precompressSecondsEstimate)} s more`);
    }
    const ours = marginalPer1000(build.map((b) => ({ size: b.lessons, seconds: b.lugha.seconds })));
    const theirs = marginalPer1000(build.map((b) => ({ size: b.lessons, seconds: b.baseline.seconds })));
    if (ours.length) {
      const list = (segments: typeof ours) => segments.map((s) => spreadText(s.cost, (v) => v.toFixed(2))).join('; ');
      const spans = ours.map((s) => `${s.from / 1000}k→${s.to / 1000}k`).join(', ');
      row(`marginal s per 1,000 lessons (${spans})`, list(ours), '', null, list(theirs));
      const linear = linearity(ours);
      const measure = 'linear: last marginal cost over the first';
      if (linear === 'unclear') row(measure, 'n/a: the first segment cost nothing, which only noise can do', `≤ ${TARGET.buildLinearity}×`, 'noisy');
      else if (linear) row(measure, ratioSpread(linear), `≤ ${TARGET.buildLinearity}×`, verdict(linear, atMost(TARGET.buildLinearity)));
    }
  }
  current = 'Errors';
  for (const [name, error] of Object.entries(errors)) row(name, error.split('\n')[0]!, '', 'missed');
  return { rows, notes };
}
