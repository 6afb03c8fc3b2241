import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const ALL = [
  'src/**/*.test.ts',
  'src/**/*.test-prop.ts',
  'src/**/*.test.tsx',
  'tests/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const RULES = [
  'src/domain/**/*.test.ts',
  'src/domain/**/*.test-prop.ts',
  'src/shared/**/*.test.ts',
  'src/content/**/*.test.ts',
  'src/content/**/*.test-prop.ts',
];

// The server's integration tests: each file starts servers of its own (their state lives in the server and database
// objects it makes, and module-level state in src/server is a memo by rule, docs/decisions.md), so they share one
// module graph per worker instead of importing Fastify, PGlite and the routes afresh per file: a third less CPU.
const SERVER = ['tests/api/**/*.test.ts', 'tests/auth/**/*.test.ts', 'tests/db/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Worker threads start a test file in about a third of the time a forked process takes, and on a 2-core machine
    // the default of one worker fewer than the cores would leave a core idle while a file waits on a server.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The pure rules keep no state between files (src/domain is pure by rule, docs/architecture.md), so their files
      // share one module graph instead of importing it afresh per file: the same tests in less than half the time.
      // Each project names its own files: a project's include is added to the root's, never narrowed by it.
      { extends: true, test: { name: 'rules', include: RULES, isolate: false } },
      { extends: true, test: { name: 'server', include: SERVER, isolate: false } },
      // The components', stores' and scripts' tests too: each file resets the stores and the DOM it uses (their
      // beforeEach), and the files pass in any order (`--sequence.shuffle.files`). Sharing the module graph took the
      // project from 192 to 137 CPU-seconds; a file that needs a module fresh calls vi.resetModules() first.
      // Its set-up keeps a store's delayed stop from throwing once its file's window is gone (the file says why).
      {
        extends: true,
        test: {
          name: 'app',
          include: ALL,
          exclude: [...RULES, ...SERVER],
          isolate: false,
          setupFiles: ['tests/helpers/app-setup.ts'],
        },
      },
    ],
    // Suites start a real server (database, migrations, catalogue) in beforeAll; on a busy 2-core machine that can
    // take longer than the default 10 s. A test that starts a process (content:check, a second server) can take
    // several seconds there too, so tests get 20 s rather than 5 s; a hang still fails well within CI's limit.
    hookTimeout: 30_000,
    testTimeout: 20_000,
    // `npm test` measures the rules project with --coverage limited to src/domain and src/shared, which must be covered
    // line for line; `npm run test:coverage` reports every file (reports/coverage/). A few files run alone stay free of
    // the thresholds.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      // Files of types and re-exports only have no lines to run.
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-prop.ts', 'src/domain/index.ts', 'src/shared/api-types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      // Reported when a test fails too, so a red run still shows what it covered.
      reportOnFailure: true,
      thresholds: { 'src/domain/**': { lines: 100 }, 'src/shared/**': { lines: 100 } },
    },
  },
});
