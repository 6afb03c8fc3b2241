// The session code loads in steps (stored session, session, auth client), and each step only reaches forward:
// no import, static or lazy, leads from a session module back to itself. Type-only imports do not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../..');
const SESSION = resolve(__dirname);

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

/** The modules a file imports at run time: static imports, re-exports and import(), not `import type`. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** A path of imports from `start` back to `start`, or null. */
function cycleThrough(start: string): string[] | null {
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

const sessionModules = readdirSync(SESSION)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => join(SESSION, name));

describe('the session modules', () => {
  it('are found', () => {
    expect(sessionModules.map((f) => relative(SESSION, f))).toEqual(
      expect.arrayContaining(['auth.ts', 'auth-client.ts', 'supabase.ts', 'start.ts']),
    );
  });

  it.each(sessionModules.map((f) => [relative(SRC, f), f]))('%s is on no import cycle', (_name, file) => {
    expect(cycleThrough(file)?.map((f) => relative(SRC, f)) ?? null).toBeNull();
  });

  it('supabase.ts is a leaf and auth-client.ts is the only module that loads it', () => {
    const supabase = join(SESSION, 'supabase.ts');
    expect(importsOf(supabase).map((f) => relative(SESSION, f))).toEqual(['stored-session.ts']);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
            ? [join(dir, e.name)]
            : [],
      );
    const loaders = files(SRC).filter((f) => importsOf(f).includes(supabase));
    expect(loaders.map((f) => relative(SRC, f))).toEqual(['lib/session/auth-client.ts']);
  });
});
