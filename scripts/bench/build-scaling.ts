// Build scaling: `astro build` of synthetic content of growing size, with its wall time and peak memory (the
// resident memory of the build's whole process tree, sampled from /proc).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBoth, compressibleFiles, effortFor } from '../lib/precompress.ts';
import { projectEnv } from '../lib/run.ts';
import { writeSyntheticContent } from './synthetic-content.ts';

export interface BuildRun {
  lessons: number;
  courses: number;
  pages: number;
  seconds: number;
  peakRssMb: number;
  secondsPer1000Lessons: number;
  /** Megabytes of output, uncompressed. */
  outputMb: number;
  /** npm run build's next step, the brotli and gzip twins of every file, estimated from a sample of the output. */
  precompressSecondsEstimate: number;
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in kB (0 where /proc is missing). */
export function treeRssKb(pid: number): number {
  return rssKb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssKb(child), 0);
}

/** Times the build's own compression on an even sample of the output and scales it to every file, across the CPUs. */
async function estimatePrecompress(outDir: string, sampleSize = 200): Promise<number> {
  const files = await compressibleFiles(outDir);
  const step = Math.max(1, Math.floor(files.length / sampleSize));
  const sample = files.filter((_, i) => i % step === 0).slice(0, sampleSize);
  const started = performance.now();
  for (const file of sample) await compressBoth(await readFile(file), effortFor(file));
  const perFile = (performance.now() - started) / 1000 / sample.length;
  return (perFile * files.length) / Math.max(1, Math.min(availableParallelism(), 4));
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

/** Runs `astro build` on a content directory into its own output and cache directories. */
async function timedBuild(contentDir: string, work: string): Promise<{ seconds: number; peakRssMb: number; outDir: string }> {
  const outDir = join(work, 'dist');
  // Astro takes --config relative to the project; bench/tmp/ is ignored by git and the linters.
  mkdirSync(resolve('bench/tmp'), { recursive: true });
  const config = resolve('bench/tmp', `astro.config.${basename(work)}.mjs`);
  // The project's config with the output and Astro's content cache moved aside, so dist/ and the real cache stay as they are.
  writeFileSync(
    config,
    `import base from ${JSON.stringify(pathToFileURL(resolve('astro.config.mjs')).href)};\n` +
      `export default { ...base, root: ${JSON.stringify(process.cwd())}, outDir: ${JSON.stringify(outDir)}, cacheDir: ${JSON.stringify(join(work, 'cache'))} };\n`,
  );
  const started = performance.now();
  const child = spawn('astro', ['build', '--config', relative(process.cwd(), config)], { env: projectEnv({ CONTENT_DIR: contentDir }), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
  }, 50);
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
  clearInterval(sampler);
  rmSync(config, { force: true });
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`astro build of ${contentDir} exited with ${code}:\n${stderr}`);
  return { seconds, peakRssMb: peak / 1024, outDir };
}

/** Builds synthetic content of each size in turn; every tree and output lives in a temporary directory removed afterwards. */
export async function measureBuildScaling(sizes: readonly number[], log: (line: string) => void): Promise<BuildRun[]> {
  const runs: BuildRun[] = [];
  for (const lessons of sizes) {
    const work = mkdtempSync(join(tmpdir(), `lugha-build-${lessons}-`));
    try {
      const content = join(work, 'content');
      const made = await writeSyntheticContent('content', content, lessons);
      log(`  ${lessons} lessons in ${made.courses} courses written; building…`);
      const build = await timedBuild(content, work);
      const lessonPages = existsSync(join(build.outDir, 'lesson')) ? countHtml(join(build.outDir, 'lesson')) : 0;
      if (lessonPages < made.lessons) throw new Error(`the build of ${lessons} lessons wrote only ${lessonPages} lesson pages`);
      const precompressSecondsEstimate = await estimatePrecompress(build.outDir);
      runs.push({
        lessons: made.lessons,
        courses: made.courses,
        pages: countHtml(build.outDir),
        seconds: build.seconds,
        peakRssMb: build.peakRssMb,
        secondsPer1000Lessons: build.seconds / (made.lessons / 1000),
        outputMb: directoryBytes(build.outDir) / 1e6,
        precompressSecondsEstimate,
      });
      log(`  ${lessons} lessons: ${build.seconds.toFixed(1)} s, peak ${build.peakRssMb.toFixed(0)} MB; precompression about ${precompressSecondsEstimate.toFixed(0)} s more`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return runs;
}
