// Cold start: from spawning `npm start` (the build already up to date) to the first 200 on /health.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectEnv } from '../lib/run.ts';
import { percentile } from './stats.ts';
import { waitForHealth } from './processes.ts';

export interface ColdStart {
  /** A new database: migrations, catalogue sync and key generation included. */
  firstStartMs: number[];
  /** The database from an earlier start. */
  restartMs: number[];
  firstStartMedianMs: number;
  restartMedianMs: number;
}

async function timeStart(port: number, dataDir: string): Promise<number> {
  const started = performance.now();
  // Its own process group, so npm and the server it starts stop together.
  const child = spawn('npm', ['start'], {
    env: projectEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    stdio: 'ignore',
    detached: true,
  });
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

/** Starts the app `runs` times on a new database and `runs` times on the database those starts made. */
export async function measureColdStart(port: number, runs = 3): Promise<ColdStart> {
  const firstStartMs: number[] = [];
  const restartMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lugha-cold-'));
    try {
      firstStartMs.push(await timeStart(port, dataDir));
      restartMs.push(await timeStart(port, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { firstStartMs, restartMs, firstStartMedianMs: percentile(firstStartMs, 50), restartMedianMs: percentile(restartMs, 50) };
}
