// Build scaling: `astro build` of N synthetic lessons against the baseline site of N plain Markdown pages
// (baseline-site.ts), built alternately in the same run, with wall time and peak memory (the resident memory of the
// build's whole process tree, sampled from /proc).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBoth, compressibleFiles, effortFor } from '../lib/precompress.ts';
import { projectEnv } from '../lib/run.ts';
import { writeBaselineSite } from './baseline-site.ts';
import { pairedRatio, spreadOf, type Spread } from './stats.ts';
import { writeSyntheticContent } from './synthetic-content.ts';

export interface BuildSize {
  lessons: number;
  courses: number;
  /** HTML pages Lugha's build wrote. */
  pages: number;
  lugha: { seconds: Spread; peakRssMb: number; outputMb: number; precompressSecondsEstimate: number };
  /** The baseline site of as many Markdown pages as there are lessons. */
  baseline: { pages: number; seconds: Spread; peakRssMb: number };
  /** Lugha's build time over the baseline's, paired run by run. */
  ratio: Spread;
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

/** Runs `astro` with the arguments until it exits, sampling its tree's memory; throws with its last output on failure. */
async function timedAstro(args: string[], env: NodeJS.ProcessEnv, what: string): Promise<{ seconds: number; peakRssMb: number }> {
  // The previous build's output (hundreds of MB at 10k lessons) and its removal are still being written back to disk;
  // flushing them first keeps that work off this build's clock.
  spawnSync('sync', { stdio: 'ignore' });
  const started = performance.now();
  const child = spawn('astro', args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
  }, 50);
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`astro build of ${what} exited with ${code}:\n${stderr}`);
  return { seconds, peakRssMb: peak / 1024 };
}

/** Lugha's `astro build` of a content directory into `out`, with Astro's content cache in `cache` (both new). */
async function buildLugha(contentDir: string, out: string, cache: string) {
  // Astro takes --config relative to the project; bench/tmp/ is ignored by git and the linters.
  mkdirSync(resolve('bench/tmp'), { recursive: true });
  const config = resolve('bench/tmp', `astro.config.${basename(out)}.mjs`);
  // The project's config with the output and the cache moved aside, so dist/ and the real cache stay as they are.
  writeFileSync(
    config,
    `import base from ${JSON.stringify(pathToFileURL(resolve('astro.config.mjs')).href)};\n` +
      `export default { ...base, root: ${JSON.stringify(process.cwd())}, outDir: ${JSON.stringify(out)}, cacheDir: ${JSON.stringify(cache)} };\n`,
  );
  try {
    return await timedAstro(['build', '--config', relative(process.cwd(), config)], projectEnv({ CONTENT_DIR: contentDir }), contentDir);
  } finally {
    rmSync(config, { force: true });
  }
}

/** The baseline site's `astro build` into `out`, with its cache in `cache`. */
function buildBaseline(site: string, out: string, cache: string) {
  return timedAstro(['build', '--root', site], projectEnv({ BASELINE_OUT_DIR: out, BASELINE_CACHE_DIR: cache }), site);
}

/**
 * For each size, builds Lugha's synthetic lessons and the baseline site `runs` times each, alternating which goes
 * first (Lugha, baseline, baseline, Lugha, …) so that a machine speeding up or slowing down weighs on both; every build
 * starts from an empty output and cache. Everything lives in a temporary directory removed afterwards.
 */
export async function measureBuildScaling(sizes: readonly number[], runs: number, log: (line: string) => void): Promise<BuildSize[]> {
  const out: BuildSize[] = [];
  for (const lessons of sizes) {
    const work = mkdtempSync(join(tmpdir(), `lugha-build-${lessons}-`));
    try {
      const content = join(work, 'content');
      const site = join(work, 'baseline');
      const made = await writeSyntheticContent('content', content, lessons);
      await writeBaselineSite(site, made.lessons);
      log(`  ${made.lessons} lessons in ${made.courses} courses and ${made.lessons} baseline pages written; building ${runs}× each…`);
      const lugha: { seconds: number; peakRssMb: number }[] = [];
      const baseline: { seconds: number; peakRssMb: number }[] = [];
      // What the output holds, read from the first build of each (it is the same every run).
      let output: { pages: number; outputMb: number; precompressSecondsEstimate: number } | undefined;
      let baselinePages = 0;
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? (['lugha', 'baseline'] as const) : (['baseline', 'lugha'] as const);
        for (const which of order) {
          const dist = join(work, `${which}-dist-${run}`);
          const cache = join(work, `${which}-cache-${run}`);
          if (which === 'lugha') {
            const build = await buildLugha(content, dist, cache);
            const lessonPages = existsSync(join(dist, 'lesson')) ? countHtml(join(dist, 'lesson')) : 0;
            if (lessonPages < made.lessons) throw new Error(`the build of ${lessons} lessons wrote only ${lessonPages} lesson pages`);
            output ??= { pages: countHtml(dist), outputMb: directoryBytes(dist) / 1e6, precompressSecondsEstimate: await estimatePrecompress(dist) };
            lugha.push(build);
          } else {
            const build = await buildBaseline(site, dist, cache);
            baselinePages = countHtml(dist);
            if (baselinePages < made.lessons) throw new Error(`the baseline build of ${made.lessons} pages wrote only ${baselinePages}`);
            baseline.push(build);
          }
          rmSync(dist, { recursive: true, force: true });
          rmSync(cache, { recursive: true, force: true });
          log(`  run ${run + 1}, ${which}: ${(which === 'lugha' ? lugha : baseline).at(-1)!.seconds.toFixed(1)} s`);
        }
      }
      const size: BuildSize = {
        lessons: made.lessons,
        courses: made.courses,
        pages: output!.pages,
        lugha: {
          seconds: spreadOf(lugha.map((b) => b.seconds)),
          peakRssMb: Math.max(...lugha.map((b) => b.peakRssMb)),
          outputMb: output!.outputMb,
          precompressSecondsEstimate: output!.precompressSecondsEstimate,
        },
        baseline: { pages: baselinePages, seconds: spreadOf(baseline.map((b) => b.seconds)), peakRssMb: Math.max(...baseline.map((b) => b.peakRssMb)) },
        ratio: pairedRatio(
          lugha.map((b) => b.seconds),
          baseline.map((b) => b.seconds),
        ),
      };
      out.push(size);
      log(`  ${made.lessons} lessons: Lugha ${size.lugha.seconds.median.toFixed(1)} s, baseline ${size.baseline.seconds.median.toFixed(1)} s, ratio ${size.ratio.median.toFixed(2)}×`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return out;
}
