import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is one process's database: the lock file lets the admin CLI refuse to open it under a running server.
const lockPath = (dataDir: string) => join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a running server holding the embedded database, if any. */
export function serverLockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Records this process as the embedded database's user; returns the release function. */
export function takeServerLock(dataDir: string): () => void {
  const holder = serverLockHolder(dataDir);
  if (holder) throw new Error(`Another Lugha server (pid ${holder}) is using ${dataDir}. Stop it, or give this one its own DATA_DIR.`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockPath(dataDir), String(process.pid));
  return () => rmSync(lockPath(dataDir), { force: true });
}
