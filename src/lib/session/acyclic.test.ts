// The session code loads in steps (stored session, session, auth client), and each step only reaches forward:
// no import, static or lazy, leads from a session module back to itself. Type-only imports do not count.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleThrough, importsOf, modulesUnder, SRC } from '@/test-support/module-imports';

const SESSION = resolve(__dirname);

// What every page starts (components/session/start.ts) loads the session modules, so it is checked with them.
const sessionModules = [
  ...readdirSync(SESSION)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(SESSION, name)),
  join(SRC, 'components/session/start.ts'),
];

describe('the session modules', () => {
  it('are found', () => {
    expect(sessionModules.map((f) => relative(SESSION, f))).toEqual(
      expect.arrayContaining(['auth.ts', 'auth-client.ts', 'supabase.ts', '../../components/session/start.ts']),
    );
  });

  it.each(sessionModules.map((f) => [relative(SRC, f), f]))('%s is on no import cycle', (_name, file) => {
    expect(cycleThrough(file)?.map((f) => relative(SRC, f)) ?? null).toBeNull();
  });

  it('supabase.ts is a leaf and auth-client.ts is the only module that loads it', () => {
    const supabase = join(SESSION, 'supabase.ts');
    expect(importsOf(supabase).map((f) => relative(SESSION, f))).toEqual(['stored-session.ts']);
    const loaders = modulesUnder(SRC).filter((f) => importsOf(f).includes(supabase));
    expect(loaders.map((f) => relative(SRC, f))).toEqual(['lib/session/auth-client.ts']);
  });
});
