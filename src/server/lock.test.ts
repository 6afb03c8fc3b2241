import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processStartTime, serverLockHolder, takeServerLock } from './lock.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const lockWith = (text: string) => {
  dir = mkdtempSync(join(tmpdir(), 'lugha-lock-'));
  writeFileSync(join(dir, 'server.pid'), text);
  return dir;
};

describe('the embedded database lock (D4)', () => {
  it('a lock left by a dead server does not block the next start', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const release = takeServerLock(lockWith(String(dead)));
    release();
  });

  it('a lock whose pid now belongs to another process does not block the next start', () => {
    // Our parent is alive, but it is not the process that wrote this lock: its start time differs.
    const release = takeServerLock(lockWith(`${process.ppid} 1`));
    release();
  });

  it('a running server holds the lock', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => server.once('spawn', resolve));
      const started = processStartTime(server.pid!);
      lockWith(`${server.pid} ${started ?? ''}`);
      expect(serverLockHolder(dir)).toBe(server.pid);
      expect(() => takeServerLock(dir)).toThrow(/Another Lugha server/);
    } finally {
      server.kill();
    }
  });
});
