// `npm test`: every gate a submission owes, in the order that fails fastest, then one summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.ts';
import { startPostgres } from './lib/postgres.ts';
import { staleReason } from './lib/build-state.ts';
import { projectEnv, run, runHeld } from './lib/run.ts';

interface Step {
  name: string;
  command: string;
  args: string[];
}

// The gate is the project's own scripts, so `npm test` checks exactly what `npm run lint` and `npm run check` do.
// `astro check` type-checks every .ts file of tsconfig.json as well as the .astro pages, so no separate tsc run.
// Lint runs beside the other static steps: each is one process on one core, and this machine has two. Content, types
// and the build stay in one line because astro check and astro build both write `.astro/`.
const lint: Step = { name: 'lint (eslint, boundaries, format)', command: 'npm', args: ['run', '--silent', 'lint'] };
const steps: Step[] = [
  {
    name: 'content',
    command: process.execPath,
    args: ['--disable-warning=ExperimentalWarning', 'scripts/content-check.ts'],
  },
  { name: 'types (astro check)', command: 'npm', args: ['run', '--silent', 'check'] },
];

/** How long each phase took, printed with the summary so a slow phase is seen, not guessed. */
const phases: { name: string; seconds: number }[] = [];
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}
const startedAt = performance.now();
function printPhases(): void {
  console.log(
    "\nTime per phase (lint and the rules' tests run beside content, types and the build; Vitest beside the browser tests):",
  );
  for (const p of phases) console.log(`  ${p.name.padEnd(40)} ${formatSeconds(p.seconds)}`);
  // From start to end, so phases that ran side by side count once.
  console.log(`  ${'total'.padEnd(40)} ${formatSeconds((performance.now() - startedAt) / 1000)}`);
}
function formatSeconds(seconds: number): string {
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}

/** Ends the run with the failing step's name, the phases so far and a summary line a reader of the log finds. */
function fail(name: string, code: number): never {
  console.error(`\n✖ ${name} failed (exit ${code}).`);
  printPhases();
  console.log('0 passed, 1 failed');
  process.exit(code);
}

async function step(name: string, command: string, args: string[], env = projectEnv()): Promise<void> {
  console.log(`\n▶ ${name}`);
  const code = await timed(name, () => run(command, args, { env }));
  if (code !== 0) fail(name, code);
}

/** A step run beside others: its output is held and printed whole when it ends, so two logs never interleave. */
async function heldStep({ name, command, args }: Step): Promise<void> {
  const { code, output } = await timed(name, () => runHeld(command, args));
  console.log(`\n▶ ${name}\n${output.trimEnd()}`);
  if (code !== 0) fail(name, code);
}

const chromium = await timed('set-up (Chromium)', () => ensureChromium()).catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});

const env = projectEnv();
// The summary reads these reports; an old one must never stand in for a runner that crashed.
rmSync('reports', { recursive: true, force: true });

const COVERED = ['src/domain/**', 'src/shared/**'];
const RULES_REPORT = 'reports/rules.json';
const APP_REPORT = 'reports/unit.json';
const VITEST_NICENESS = 5;

/** A Vitest run of some projects, its output held and printed whole when it ends, its results in `report`. */
const vitest = (projects: string[], extra: string[], report: string, vitestEnv = env, niceness?: number) =>
  runHeld(
    'vitest',
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { env: vitestEnv, ...(niceness === undefined ? {} : { niceness }) },
  );

// The rules' tests (src/domain, src/shared, src/content) need neither the build nor a database, so they run from the
// start, beside lint, types and the build: on a clean clone those steps wait on a cold disk and leave a core idle for
// much of their time. Coverage is measured here, where its thresholds are (src/domain and src/shared, 100 % of lines):
// instrumenting the components and servers too made Vitest half as slow again, for a report nobody gates on (`npm run
// test:coverage` writes the whole one). Its result is counted with the other tests' at the end.
const rulesRun = timed('rules (Vitest, with coverage)', () =>
  vitest(['rules'], ['--coverage', ...COVERED.map((glob) => `--coverage.include=${glob}`)], RULES_REPORT),
);

const linted = heldStep(lint);
for (const s of steps) await step(s.name, s.command, s.args);
const reason = staleReason();
if (reason)
  await step(`build (${reason})`, process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);
await linted;

// The browser tests find the same Chromium themselves (chromiumPath), and a test that needs the whole browser asks for
// it; CHROMIUM_PATH, when the caller set it, still decides for both.
console.log(`Chromium for the browser tests: ${chromium}`);

/**
 * The components', scripts' and servers' tests, once the rules' run beside the static steps has ended, their outputs
 * printed together. The servers' tests get a PostgreSQL server (DATABASE_URL when given, else a throwaway one): the
 * database layer's and the API's own suites run on it as well as on PGlite, the other API suites on it alone
 * (docs/testing.md, "Databases").
 */
async function unitAndIntegration(): Promise<{ code: number; output: string }> {
  const postgres = process.env['DATABASE_URL']
    ? undefined
    : await timed('set-up (PostgreSQL)', () => startPostgres()).catch((error: Error) => {
        console.error(`✖ ${error.message}`);
        console.log('0 passed, 1 failed');
        process.exit(1);
      });
  try {
    const unitEnv = { ...env, TEST_DATABASE_URL: process.env['DATABASE_URL'] || postgres?.url };
    // Both runs count even when the first fails.
    const rules = await rulesRun;
    // The browser tests are the longer side and the machine is busy throughout (docs/testing.md), so Vitest runs at a
    // niceness of 5: it takes the CPU the browser tests leave while they wait on pages and timers, rather than half of
    // it, and the browser tests, the run's end, finish sooner.
    const app = await timed('unit and integration (Vitest)', () =>
      vitest(['app', 'server'], [], APP_REPORT, unitEnv, VITEST_NICENESS),
    );
    return { code: rules.code || app.code, output: `${rules.output.trimEnd()}\n${app.output}` };
  } finally {
    await postgres?.stop();
  }
}

// Vitest and the browser tests run side by side. Alone, neither kept this machine's two cores busy: the browser tests
// wait on pages, servers and timers, the integration tests on their databases (docs/testing.md). The browser tests'
// output streams; Vitest's is held and printed whole when it ends, so the two logs never interleave.
console.log(
  '\n▶ unit and integration tests (Vitest) beside the browser tests (Playwright, Chromium at 1280 and 375 px)',
);
const unitRun = unitAndIntegration().then(({ code, output }) => {
  console.log(`\n▶ unit and integration tests (Vitest)\n${output.trimEnd()}`);
  return code;
});
const e2eCode = await timed('browser (Playwright)', () => run('playwright', ['test'], { env }));
const unitCode = await unitRun;

function counts(file: string, read: (json: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as never);
  } catch {
    return { passed: 0, failed: 1 };
  }
}
const vitestCounts = (file: string) =>
  counts(file, (j: { numPassedTests: number; numFailedTests: number }) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
  }));
const [rulesCounts, appCounts] = [vitestCounts(RULES_REPORT), vitestCounts(APP_REPORT)];
const unit = { passed: rulesCounts.passed + appCounts.passed, failed: rulesCounts.failed + appCounts.failed };
const e2e = counts('reports/e2e.json', (j: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
}));
const flaky = counts('reports/e2e.json', (j: { stats: { flaky: number } }) => ({ passed: j.stats.flaky, failed: 0 }));
const failed =
  unit.failed +
  e2e.failed +
  (unitCode !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eCode !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed · browser ${e2e.passed} passed, ${e2e.failed} failed`);
// Playwright's list above marks each of them "flaky"; they pass, but they are named so that they get mended.
if (flaky.passed > 0) console.log(`browser: ${flaky.passed} passed only on their retry (flaky)`);
printPhases();
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
