import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheUrls } from '../bench/precache.ts';
import { buildServiceWorker } from './service-worker.ts';

const dist = mkdtempSync(join(tmpdir(), 'lugha-sw-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('buildServiceWorker', () => {
  it('precaches the app shell and the offline page, and leaves out what needs the network anyway', async () => {
    mkdirSync(join(dist, '_astro'));
    mkdirSync(join(dist, 'fonts'));
    const files = [
      '_astro/LessonShell.a1b2c3.js',
      '_astro/BaseLayout.d4e5f6.css',
      '_astro/AdminDashboard.jVHgGqJX.js',
      '_astro/mp3.worker-Ce73351K.js',
      'fonts/sans-400-latin.woff2',
      'offline.html',
      'manifest.webmanifest',
      'index.html',
    ];
    for (const file of files) writeFileSync(join(dist, file), `/* ${file} */`);

    const built = await buildServiceWorker(dist);
    const urls = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'));

    expect(urls.sort()).toEqual(
      [
        '_astro/BaseLayout.d4e5f6.css',
        '_astro/LessonShell.a1b2c3.js',
        'fonts/sans-400-latin.woff2',
        'manifest.webmanifest',
        'offline',
      ].sort(),
    );
    expect(built.count).toBe(5);
  });
});
