import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseEncoding, memoryFiles, type MemoryFile } from './memory-files.ts';

const dist = mkdtempSync(join(tmpdir(), 'lugha-memory-'));
mkdirSync(join(dist, '_astro'));
writeFileSync(join(dist, '_astro', 'app.js'), 'console.log(1)');
writeFileSync(join(dist, '_astro', 'app.js.br'), 'br-bytes');
writeFileSync(join(dist, '_astro', 'big.js'), 'x'.repeat(2000));
writeFileSync(join(dist, 'song.mp3'), 'mp3');
writeFileSync(join(tmpdir(), 'outside.js'), 'secret');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const variant = { body: Buffer.from(''), etag: '', lastModified: '' };
const file = (encodings: ('br' | 'gzip')[]): MemoryFile => ({
  type: 'text/html',
  variants: { identity: variant, ...Object.fromEntries(encodings.map((e) => [e, variant])) },
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among what the browser accepts and the build made', () => {
    expect(chooseEncoding('gzip, deflate, br', file(['br', 'gzip']))).toBe('br');
    expect(chooseEncoding('gzip', file(['br', 'gzip']))).toBe('gzip');
    expect(chooseEncoding('br', file(['gzip']))).toBe('identity');
    expect(chooseEncoding(undefined, file(['br', 'gzip']))).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip', file(['br', 'gzip']))).toBe('gzip');
    expect(chooseEncoding('*', file(['br']))).toBe('br');
    expect(chooseEncoding('*, br;q=0', file(['br', 'gzip']))).toBe('gzip');
  });
});

describe('memoryFiles', () => {
  const files = memoryFiles(dist, { maxFileBytes: 1000 });

  it('holds a small file with its precompressed twins', async () => {
    const found = await files.get('/_astro/app.js');
    expect(found?.type).toMatch(/javascript/);
    expect(found?.variants.identity.body.toString()).toBe('console.log(1)');
    expect(found?.variants.br?.body.toString()).toBe('br-bytes');
    expect(found?.variants.gzip).toBeUndefined();
    expect(found?.variants.br?.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
  });

  it('leaves large files, unknown types, missing files and paths outside the build to the file server', async () => {
    expect(await files.get('/_astro/big.js')).toBeNull();
    expect(await files.get('/song.mp3')).toBeNull();
    expect(await files.get('/_astro/none.js')).toBeNull();
    expect(await files.get('/../outside.js')).toBeNull();
  });
});
