import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const stampFile = join('.build', 'stamp');
const inputs = [
  'src',
  'content',
  'public',
  'scripts/build.ts',
  'scripts/lib/service-worker.ts',
  'astro.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the build must run again, or null when dist/ and the server bundle are newer than every input. */
export function staleReason(): string | null {
  if (!existsSync(stampFile) || !existsSync('dist') || !existsSync(join('.build', 'server.mjs'))) return 'no build yet';
  const built = statSync(stampFile).mtimeMs;
  const changed = inputs.find((input) => newestMtime(input) > built);
  return changed ? `${changed} changed since the last build` : null;
}
