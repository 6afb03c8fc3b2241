// README's configuration table names every setting the server reads from its environment.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** The source files under src/server that read the environment (not tests). */
function environmentReaders(dir = 'src/server'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test(-prop)?\.ts$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => /env\[|env: NodeJS\.ProcessEnv/.test(readFileSync(file, 'utf8')));
}

/** The configuration table of README.md: from its header row to the first blank line. */
function configurationTable(): string {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf('| variable | default | meaning |');
  expect(start).toBeGreaterThan(-1);
  return readme.slice(start, readme.indexOf('\n\n', start));
}

it('lists every environment variable the server reads', () => {
  const files = environmentReaders();
  expect(files).toContain(join('src/server', 'api', 'limits.ts'));
  const names = new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"`]/g)].map((m) => m[1]!),
    ),
  );
  expect(names).toContain('API_RATE_LIMIT_UPLOADS');
  const table = configurationTable();
  expect([...names].filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
});
