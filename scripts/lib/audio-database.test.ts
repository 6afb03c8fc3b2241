// The audio scripts' shared start: they refuse the embedded database while a server holds it, and a language
// without a course, before opening anything; each script runs in a process of its own, as `npm run` starts it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeServerLock } from '../../src/server/lock.ts';

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lugha-audio-scripts-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const script = (name: string, ...args: string[]) =>
  run(process.execPath, ['--disable-warning=ExperimentalWarning', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );

describe('audio:export and audio:dataset', { timeout: 60_000 }, () => {
  it('refuse a language without a course, naming those with one', async () => {
    for (const name of ['audio-export', 'audio-dataset']) {
      const args = name === 'audio-export' ? ['zulu'] : [join(dataDir, 'out'), '--language', 'zulu'];
      const result = await script(name, ...args);
      expect([name, result.code]).toEqual([name, 1]);
      expect(result.stderr).toContain("No course for 'zulu'. Languages with a course: igbo, kriolu, swahili, yoruba.");
    }
  });

  it('refuse the embedded database while the server holds it', async () => {
    const release = takeServerLock(dataDir);
    try {
      const result = await script('audio-export');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by the running server (pid ${process.pid})`);
    } finally {
      release();
    }
  });
});
