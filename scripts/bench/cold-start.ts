// Cold start: from spawning the server to the first 200 on /health, on a new database (migrations, catalogue sync and
// keys included) and on the database an earlier start made. Lugha's start (scripts/start.ts: the build check, then the
// server) is paired with the baseline (cold-start-baseline.ts: bare Fastify opening PGlite) opening a new directory
// and then the very directory Lugha's start made; `npm start` is timed beside it as what a user waits for.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv } from '../lib/run.ts';
import { NODE, NODE_FLAGS, waitForHealth } from './processes.ts';
import { pairedRatio, spreadOf, type Spread } from './stats.ts';

export interface StartFigures {
  lugha: Spread;
  baseline: Spread;
  ratio: Spread;
  /** `npm start` (npm and the bootstrap step included), for information. */
  npmStart: Spread;
}

export interface ColdStart {
  runs: number;
  newDatabase: StartFigures;
  existingDatabase: StartFigures;
}

type Starter = 'lugha' | 'baseline' | 'npm';

function command(starter: Starter, dataDir: string): [string, string[]] {
  if (starter === 'npm') return ['npm', ['start']];
  if (starter === 'lugha') return [NODE, [...NODE_FLAGS, 'scripts/start.ts']];
  return [NODE, [...NODE_FLAGS, 'scripts/bench/cold-start-baseline.ts', join(dataDir, 'pglite')]];
}

/** Milliseconds from spawning the starter to a 200 on /health; the process (and its children) is stopped after. */
async function timeStart(starter: Starter, port: number, dataDir: string): Promise<number> {
  const [cmd, args] = command(starter, dataDir);
  const started = performance.now();
  // Its own process group, so npm and the server it starts stop together.
  const child = spawn(cmd, args, { env: projectEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), stdio: 'ignore', detached: true });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 60_000, child);
    return performance.now() - started;
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}

const newDir = () => mkdtempSync(join(tmpdir(), 'lugha-cold-'));

/**
 * Each run: Lugha and the baseline each start on a new database, then each on the database Lugha's start made (who
 * goes first alternates run by run); then `npm start` on a new database and again on it.
 */
export async function measureColdStart(port: number, runs: number, log: (line: string) => void = () => {}): Promise<ColdStart> {
  const times = { lughaNew: [] as number[], baselineNew: [] as number[], lughaExisting: [] as number[], baselineExisting: [] as number[], npmNew: [] as number[], npmExisting: [] as number[] };
  const made: string[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const lughaDir = newDir();
      const baselineDir = newDir();
      const npmDir = newDir();
      made.push(lughaDir, baselineDir, npmDir);
      const lughaFirst = run % 2 === 0;
      for (const starter of lughaFirst ? (['lugha', 'baseline'] as const) : (['baseline', 'lugha'] as const)) {
        if (starter === 'lugha') times.lughaNew.push(await timeStart('lugha', port, lughaDir));
        else times.baselineNew.push(await timeStart('baseline', port, baselineDir));
      }
      for (const starter of lughaFirst ? (['lugha', 'baseline'] as const) : (['baseline', 'lugha'] as const)) {
        // Both open the directory Lugha's first start made.
        if (starter === 'lugha') times.lughaExisting.push(await timeStart('lugha', port, lughaDir));
        else times.baselineExisting.push(await timeStart('baseline', port, lughaDir));
      }
      times.npmNew.push(await timeStart('npm', port, npmDir));
      times.npmExisting.push(await timeStart('npm', port, npmDir));
      log(`  run ${run + 1}: new ${times.lughaNew.at(-1)!.toFixed(0)} vs ${times.baselineNew.at(-1)!.toFixed(0)} ms, existing ${times.lughaExisting.at(-1)!.toFixed(0)} vs ${times.baselineExisting.at(-1)!.toFixed(0)} ms`);
    }
  } finally {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  }
  const figures = (lugha: number[], baseline: number[], npm: number[]): StartFigures => ({
    lugha: spreadOf(lugha),
    baseline: spreadOf(baseline),
    ratio: pairedRatio(lugha, baseline),
    npmStart: spreadOf(npm),
  });
  return {
    runs,
    newDatabase: figures(times.lughaNew, times.baselineNew, times.npmNew),
    existingDatabase: figures(times.lughaExisting, times.baselineExisting, times.npmExisting),
  };
}
