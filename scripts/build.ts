// `npm run build`: the static site (astro build), its brotli and gzip twins, the server bundle, and an empty
// migrated embedded database that new data directories start from.
import { writeFile, mkdir } from 'node:fs/promises';
import { build } from 'esbuild';
import { runOrExit } from './lib/run.ts';
import { stampFile } from './lib/build-state.ts';
import { precompress } from './lib/precompress.ts';
import { addModulePreloads } from './lib/modulepreload.ts';
import { addCompileHints } from './lib/compile-hints.ts';
import { buildServiceWorker } from './lib/service-worker.ts';
import { defaultPgliteTemplate, pgliteTemplate } from '../src/server/db/database.ts';

const started = performance.now();
await runOrExit('astro', ['build']);
const { started: startModules } = await addModulePreloads('dist');
await addCompileHints('dist', startModules);
// After the preloads and the hints: the precache's revisions are taken from the files as served.
const precache = await buildServiceWorker('dist');
const compressed = await precompress('dist');
await mkdir('.build', { recursive: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: '.build/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // The packages go into the bundle too: resolving and loading several hundred files at start was a third of a
  // cold start. PGlite (its WebAssembly and data files) and argon2 (a native addon) load from node_modules.
  external: ['@electric-sql/pglite', '@node-rs/argon2'],
  // CommonJS packages in an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as lughaCreateRequire } from 'node:module'; const require = lughaCreateRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});
await writeFile(defaultPgliteTemplate, await pgliteTemplate());
await writeFile(stampFile, new Date().toISOString());
console.log(
  `Built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${compressed.files} files precompressed ` +
    `(${(compressed.before / 1024).toFixed(0)} KiB → ${(compressed.after / 1024).toFixed(0)} KiB brotli); ` +
    `the service worker precaches ${precache.count} files (${(precache.size / 1024).toFixed(0)} KiB).`,
);
