// Stores hold state and the actions that set it; what reacts to a change (the toaster, sounds, server sync) listens
// to them from outside. So no store reaches a component, and the store of the toasts is a leaf. Type-only imports
// do not count.
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleThrough, importsOf, modulesUnder, reachableFrom, SRC } from '@/test-support/module-imports';

const STORES = resolve(__dirname);
const stores = modulesUnder(STORES);
const named = (files: readonly string[]) => files.map((file) => relative(SRC, file));

describe('the store modules', () => {
  it('are found', () => {
    expect(named(stores)).toEqual(expect.arrayContaining(['stores/sync.ts', 'stores/auth.ts']));
  });

  it('sync.ts, which holds the toasts, imports nothing of the app: not the toaster, not even lazily', () => {
    expect(named(importsOf(resolve(STORES, 'sync.ts')))).toEqual([]);
  });

  it.each(stores.map((file) => [relative(SRC, file), file]))(
    '%s reaches no component and is on no import cycle',
    (_name, file) => {
      expect(named(reachableFrom(file)).filter((f) => f.startsWith('components/') || f.endsWith('.tsx'))).toEqual([]);
      expect(named(cycleThrough(file) ?? [])).toEqual([]);
    },
  );
});
