// `npm test`: every gate a submission owes, in the order that fails fastest, then one summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/chromium.ts';
import { startPostgres } from './lib/postgres.ts';
import { staleReason } from './lib/build-state.ts';
import { projectEnv, run } from './lib/run.ts';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  {
    name: 'content',
    command: process.execPath,
    args: ['--disable-warning=ExperimentalWarning', 'scripts/content-check.ts'],
  },
  { name: 'lint', command: 'eslint', args: ['--max-warnings=0', '.'] },
  { name: 'boundaries', command: 'depcruise', args: ['src', '--config', '.dependency-cruiser.cjs'] },
  { name: 'format', command: 'prettier', args: ['--check', '.'] },
  { name: 'types (astro check)', command: 'astro', args: ['check'] },
  { name: 'types (tsc)', command: 'tsc', args: ['--noEmit', '-p', 'tsconfig.json'] },
];

async function step(name: string, command: string, args: string[], env = projectEnv()): Promise<void> {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env });
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}).`);
    console.log('0 passed, 1 failed');
    process.exit(code);
  }
}

const chromium = await ensureChromium().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});

for (const s of steps) await step(s.name, s.command, s.args);
const reason = staleReason();
if (reason)
  await step(`build (${reason})`, process.execPath, ['--disable-warning=ExperimentalWarning', 'scripts/build.ts']);

const env = projectEnv({ CHROMIUM_PATH: chromium });
// The summary reads these reports; an old one must never stand in for a runner that crashed.
rmSync('reports', { recursive: true, force: true });
console.log('\n▶ unit and integration tests (Vitest)');
// The database tests run on PostgreSQL as well as PGlite: on DATABASE_URL when given, else on a throwaway server.
const postgres = process.env['DATABASE_URL']
  ? undefined
  : await startPostgres().catch((error: Error) => {
      console.error(`✖ ${error.message}`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    });
let unitCode: number;
try {
  const unitEnv = { ...env, TEST_DATABASE_URL: process.env['DATABASE_URL'] || postgres?.url };
  unitCode = await run('vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile=reports/unit.json'], {
    env: unitEnv,
  });
} finally {
  await postgres?.stop();
}
console.log('\n▶ browser tests (Playwright, Chromium at 1280 px and 375 px)');
const e2eCode = await run('playwright', ['test'], { env });

function counts(file: string, read: (json: never) => { passed: number; failed: number }) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as never);
  } catch {
    return { passed: 0, failed: 1 };
  }
}
const unit = counts('reports/unit.json', (j: { numPassedTests: number; numFailedTests: number }) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
}));
const e2e = counts('reports/e2e.json', (j: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
}));
const failed =
  unit.failed +
  e2e.failed +
  (unitCode !== 0 && unit.failed === 0 ? 1 : 0) +
  (e2eCode !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(`\nunit ${unit.passed} passed, ${unit.failed} failed · browser ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
