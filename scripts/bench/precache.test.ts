import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePrecache, precacheUrls } from './precache.ts';

describe('measurePrecache', () => {
  it('sums the brotli twins of the precached files, pages by their extensionless URL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lugha-precache-'));
    writeFileSync(join(dir, 'sw.js'), 'self.__WB=[{"revision":null,"url":"a.js"},{"revision":"1","url":"offline"}];');
    writeFileSync(join(dir, 'a.js'), 'x'.repeat(1000));
    writeFileSync(join(dir, 'a.js.br'), 'x'.repeat(100));
    writeFileSync(join(dir, 'offline.html'), 'y'.repeat(50));
    expect(precacheUrls('[{"url":"a.js"},{"url":"offline"}]')).toEqual(['a.js', 'offline']);
    const result = measurePrecache(dir);
    expect(result).toMatchObject({ files: 2, bytes: 1050, brotli: 150 });
  });

  it('refuses a list that names a file the build does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lugha-precache-'));
    writeFileSync(join(dir, 'sw.js'), '[{"revision":null,"url":"gone.js"}]');
    expect(() => measurePrecache(dir)).toThrow(/gone\.js/);
  });
});
