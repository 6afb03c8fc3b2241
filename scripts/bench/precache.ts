// What the service worker downloads on a first visit: the precache list Serwist injected into dist/sw.js, with each
// file's brotli size as served (the build writes a .br twin for every file worth compressing).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Precache {
  files: number;
  bytes: number;
  brotli: number;
  /** The worker script itself, brotli (fetched after the page's load event, never before first paint). */
  workerBrotli: number;
}

/** The precache entries' URLs in a built service worker ('_astro/x.js', 'offline'). */
export function precacheUrls(workerSource: string): string[] {
  return [...workerSource.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

const sizeOf = (path: string) => ({ bytes: statSync(path).size, brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size });

export function measurePrecache(distDir = 'dist'): Precache {
  const worker = join(distDir, 'sw.js');
  const urls = precacheUrls(readFileSync(worker, 'utf8'));
  let bytes = 0;
  let brotli = 0;
  for (const url of urls) {
    // Pages are asked for without their extension (the offline page is /offline).
    const path = [join(distDir, url), join(distDir, `${url}.html`)].find((p) => existsSync(p));
    if (!path) throw new Error(`the service worker precaches ${url}, which the build does not have`);
    const size = sizeOf(path);
    bytes += size.bytes;
    brotli += size.brotli;
  }
  return { files: urls.length, bytes, brotli, workerBrotli: sizeOf(worker).brotli };
}
