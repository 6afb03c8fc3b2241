import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test-prop.ts',
      'src/**/*.test.tsx',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // Suites start a real server (database, migrations, catalogue) in beforeAll; on a busy 2-core machine that can
    // take longer than the default 10 s. Tests themselves keep the default limit.
    hookTimeout: 30_000,
  },
});
