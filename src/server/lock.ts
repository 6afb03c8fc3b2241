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

/** When a process started (clock ticks since boot, from /proc), so a reused pid is not taken for the server; undefined off Linux. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces; the fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The pid of a running server holding the embedded database, if any; a lock left by a dead server is ignored. */
export function serverLockHolder(dataDir: string): number | undefined {
  try {
    const [pidText = '', started] = readFileSync(lockPath(dataDir), 'utf8').trim().split(/\s+/);
    const pid = Number(pidText);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return undefined;
    // The pid lives on but belongs to another process that started later: the server that wrote the lock is gone.
    const now = processStartTime(pid);
    if (started && now && started !== now) return undefined;
    return pid;
  } catch {
    return undefined;
  }
}

/** Records this process as the embedded database's user; returns the release function. */
export function takeServerLock(dataDir: string): () => void {
  const holder = serverLockHolder(dataDir);
  if (holder)
    throw new Error(
      `Another Lugha server (pid ${holder}) is using ${dataDir}. Stop it, or give this one its own DATA_DIR.`,
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(lockPath(dataDir), [process.pid, processStartTime(process.pid)].filter(Boolean).join(' '));
  return () => rmSync(lockPath(dataDir), { force: true });
}
