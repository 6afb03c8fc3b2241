import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.ts';

describe('compile hints', () => {
  it('puts the magic comment first, once', () => {
    const code = 'import{a}from"./react.b.js";export const b=()=>a;';
    const hinted = withCompileHint(code);
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('hints the modules named and leaves the others as they were', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lugha-hints-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'react.b.js'), 'export const a=1;');
    writeFileSync(join(dir, '_astro', 'mp3.c.js'), 'export const m=1;');
    expect(await addCompileHints(dir, ['/_astro/react.b.js'])).toBe(1);
    expect(readFileSync(join(dir, '_astro', 'react.b.js'), 'utf8')).toBe(`${COMPILE_HINT}export const a=1;`);
    expect(readFileSync(join(dir, '_astro', 'mp3.c.js'), 'utf8')).toBe('export const m=1;');
    expect(await addCompileHints(dir, ['/_astro/react.b.js'])).toBe(0);
  });
});
