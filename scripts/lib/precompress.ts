// The build's brotli and gzip twins of every compressible file, as the server sends them.
import { availableParallelism } from 'node:os';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 256;

/** How hard a file is compressed: brotli quality (0–11) and gzip level (1–9). */
export interface Effort {
  brotli: number;
  gzip: number;
}

// Scripts, styles and the other assets are few, shared by every page and cached for good: the best of both,
// whatever it costs. HTML pages are many (one per lesson and level): brotli 11 makes them 3–5 % smaller than 10 but
// takes four to seven times as long, and gzip 9 gains a fraction of a percent over 6 on their repetitive markup at
// many times the time.
const ASSETS: Effort = { brotli: 11, gzip: 9 };
const PAGES: Effort = { brotli: 10, gzip: 6 };

/** The effort for a file of the built site, by its kind: HTML pages get less than the assets. */
export function effortFor(file: string): Effort {
  return file.endsWith('.html') ? PAGES : ASSETS;
}

/** The brotli and gzip twins of a file's bytes: made once at build time, sent many times. */
export async function compressBoth(data: Buffer, effort: Effort = ASSETS): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gz(data, { level: effort.gzip }),
  ]);
  return { br, gz: gzipped };
}

/** The compressible files of a directory, recursively. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes file.br and file.gz beside every compressible file of dir, when compression pays. A few files at a time
 * (zlib's thread pool does the work): a site of 10,000 lessons would otherwise hold all of its pages in memory at once.
 */
export async function precompress(dir: string): Promise<{ files: number; before: number; after: number }> {
  const files = await compressibleFiles(dir);
  let before = 0;
  let after = 0;
  let count = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      const { br, gz: gzipped } = await compressBoth(data, effortFor(file));
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      before += data.length;
      after += br.length;
      count++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) * 2 }, worker));
  return { files: count, before, after };
}
