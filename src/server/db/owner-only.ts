import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Makes a directory tree readable and writable by its owner only (directories 0700, files 0600). The embedded
 * database unpacks from a template and PGlite writes with the default mode, which would let any local user change
 * the database on a shared host.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  const info = await stat(dir);
  if ((info.mode & 0o077) !== 0) await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await restrictToOwner(path);
    else if (entry.isFile() && ((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
  }
}
