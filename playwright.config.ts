import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.ts';

// Matched against a test's full title, which starts with its file name.
const PHONE_SPECS = /\b(pages|routes|layout|lesson-layout)\.spec\.ts\b/;
const port = Number(process.env['E2E_PORT'] ?? 4329);
const executablePath = chromiumPath();
// The browser tests' server keeps its database apart from the one `npm start` uses.
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'lugha-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry everywhere: on this 2-core machine with Vitest beside it a test can lose a race it wins alone. A test that
  // passes only on its retry is counted and named as flaky in npm test's summary, and its trace is kept to mend it.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test about a tenth of its time; a failing test is recorded on its retry.
    trace: 'on-first-retry',
    // A service worker installing in every new context downloads the whole precache (132 files) after each first
    // page: the network is never idle until it ends, for a worker only the offline and update flows use. Those specs
    // allow it (`test.use({ serviceWorkers: 'allow' })`, docs/testing.md).
    serviceWorkers: process.env['E2E_SERVICE_WORKERS'] === 'allow' ? 'allow' : 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      // The width-focused specs, plus flows tagged @both whose acceptance names both widths; every other flow
      // behaves the same at 375 px and runs once, at 1280 px (docs/testing.md).
      grep: [PHONE_SPECS, /@both/],
    },
  ],
  webServer: {
    command: 'node .build/server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // Every browser test signs a learner up from 127.0.0.1: the per-address limits (tested in tests/auth) would refuse most.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      E2E_DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_OTP: '10000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
    },
    // Beside Vitest on a busy 2-core machine the first start may take longer than 30 s.
    timeout: 90_000,
  },
});
