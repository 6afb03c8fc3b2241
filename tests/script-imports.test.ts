// The project's scripts run on Node as they are (`node scripts/bench/index.ts`), which knows nothing of the `@/` path
// alias Vite and TypeScript resolve: a source file a script reaches must import by relative path, or the script stops
// with ERR_MODULE_NOT_FOUND while every test (run through Vite) still passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import's file reachable from `entry`, and every aliased specifier met on the way, by importing file. */
function reach(entry: string): { files: Set<string>; aliased: string[] } {
  const files = new Set<string>();
  const aliased: string[] = [];
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith('@/')) aliased.push(`${file.slice(process.cwd().length + 1)} imports ${specifier}`);
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file), specifier);
      const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find(
        (path) => existsSync(path) && /\.(ts|tsx|mjs|js)$/.test(path),
      );
      if (found) queue.push(found);
    }
  }
  return { files, aliased };
}

const entries = [
  ...readdirSync('scripts')
    .filter((f) => /\.(ts|mjs)$/.test(f) && !f.includes('.test.'))
    .map((f) => `scripts/${f}`),
  'scripts/bench/index.ts',
  'scripts/bench/hostile.ts',
];

describe('scripts run on Node without the path alias', () => {
  it.each(entries)('%s reaches no `@/` import', (entry) => {
    expect(reach(entry).aliased).toEqual([]);
  });

  it('walks from a script into src, as far as the recorder the bench records with', () => {
    expect([...reach('scripts/bench/index.ts').files].some((f) => f.endsWith('contribute/useRecorder.ts'))).toBe(true);
  });
});
