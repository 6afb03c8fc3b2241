// The service worker of the build: src/pwa/sw.ts bundled with esbuild, then the precache list (every app-shell
// file with its revision) injected by Serwist, and the reload prompt it offers. Runs after astro build and before the files are precompressed.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from '../../src/pwa/caching.ts';

export interface ServiceWorkerBuild {
  /** Files in the precache list and their total size (uncompressed). */
  count: number;
  size: number;
}

export async function buildServiceWorker(distDir: string): Promise<ServiceWorkerBuild> {
  const bundled = join(distDir, 'sw.src.js');
  await build({
    entryPoints: ['src/pwa/sw.ts'],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  // The reload prompt, loaded by the page only when a new version waits.
  await build({
    entryPoints: ['src/pwa/update-prompt.ts'],
    outfile: join(distDir, 'update-prompt.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  try {
    const result = await injectManifest({
      swSrc: bundled,
      swDest: join(distDir, 'sw.js'),
      globDirectory: distDir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^_astro\//,
      // The offline page is asked for as /offline: the server maps it to offline.html.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((e) => ({ ...e, url: e.url === 'offline.html' ? 'offline' : e.url })),
          warnings: [],
        }),
      ],
    });
    if (result.warnings.length > 0)
      throw new Error(`The service worker's precache list: ${result.warnings.join('; ')}`);
    return { count: result.count, size: result.size };
  } finally {
    await rm(bundled, { force: true });
  }
}
