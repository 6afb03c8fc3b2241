// Reads the import graph of src/ from the source, for tests that hold modules to their place in it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The src/ folder. */
export const SRC = resolve(__dirname, '..');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The modules of src/ a file imports at run time: static imports, re-exports and import(), not `import type`. */
export function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** A path of imports from `start` back to `start`, or null. */
export function cycleThrough(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const next of importsOf(file)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** Every module of src/ that `start` reaches through imports at run time, itself left out. */
export function reachableFrom(start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift()!)) {
      if (next === start || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

/** The product modules (not tests) of a folder and its subfolders. */
export function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modulesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test(-prop)?\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}
