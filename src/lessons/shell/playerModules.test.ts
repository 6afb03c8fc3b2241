import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAYER_MODULES } from './playerModules';
import { PLAYERS } from './players';

describe('PLAYER_MODULES', () => {
  it('names, for every lesson type, the module players.ts loads lazily', () => {
    expect(Object.keys(PLAYER_MODULES).sort()).toEqual(Object.keys(PLAYERS).sort());
    const source = readFileSync(new URL('./players.ts', import.meta.url), 'utf8');
    for (const [type, module] of Object.entries(PLAYER_MODULES)) {
      const line = source
        .split('\n')
        .find((l) => l.trimStart().startsWith(`${/^[a-z]+$/.test(type) ? type : `'${type}'`}:`));
      expect(line, type).toContain(`/${module}.tsx')`);
    }
  });
});
