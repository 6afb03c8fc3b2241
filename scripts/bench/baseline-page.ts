// The latency baseline: a static page with one bare React island (baseline-island/), rendered on the server and
// bundled for production with esbuild from node_modules; the file server sends it brotli-compressed, as Lugha does.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from './baseline-island/Island.ts';

/** The page's path on the baseline file server, and the index of its right answer. */
export const BASELINE_QUIZ = { path: '/island.html', rightAnswer: 'Ụtụtụ ọma' };

/** Builds the page into a new temporary directory and returns it (serve it with baseline-server.ts files). */
export async function buildBaselinePage(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'lugha-island-'));
  await build({
    entryPoints: [new URL('./baseline-island/client.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'island.js'),
    logLevel: 'error',
  });
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Island</title><script type="module" src="/island.js"></script></head>' +
    `<body><main><div id="island">${renderToString(createElement(Island))}</div></main></body></html>`;
  writeFileSync(join(dir, 'island.html'), html);
  return dir;
}
