// `npm run build`: the static site (astro build), its brotli and gzip twins, and the server bundle.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'esbuild';
import { runOrExit } from './lib/run.ts';
import { stampFile } from './lib/build-state.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 256;

/** Writes file.br and file.gz beside every compressible file of dir, when compression pays. */
async function precompress(dir: string): Promise<{ files: number; before: number; after: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  let before = 0;
  let after = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      before += data.length;
      after += br.length;
      count++;
    }),
  );
  return { files: count, before, after };
}

const started = performance.now();
await runOrExit('astro', ['build']);
const compressed = await precompress('dist');
await mkdir('.build', { recursive: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: '.build/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
await writeFile(stampFile, new Date().toISOString());
console.log(
  `Built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${compressed.files} files precompressed ` +
    `(${(compressed.before / 1024).toFixed(0)} KiB → ${(compressed.after / 1024).toFixed(0)} KiB brotli).`,
);
