import { createHash } from 'node:crypto';
import { readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readContent, type ContentTree } from './read.ts';

/**
 * A validated copy of content/ kept on disk, so a server start with unchanged content reads one JSON file instead of
 * parsing and validating every YAML and Markdown file again (most of a restart's time).
 */
export interface ContentSnapshot {
  /** Where the copy is kept. */
  file: string;
  /** What else the copy depends on besides the files (the server's own code, e.g. its bundle's modification time). */
  key: string;
}

interface Stored {
  fingerprint: string;
  tree: Omit<ContentTree, 'audioFiles'> & { audioFiles: string[] };
}

async function listStats(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [`${dir}: missing`];
  }
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const stats = await Promise.all(files.map(async (path) => [path, await stat(path)] as const));
  return stats.map(([path, s]) => `${path}\t${s.size}\t${s.mtimeMs}`).sort();
}

/** Every file readContent reads (names, sizes, modification times) and the key, hashed: equal fingerprints, equal trees. */
export async function contentFingerprint(root: string, publicDir: string, key: string): Promise<string> {
  const hash = createHash('sha256').update(`${key}\n`);
  for (const dir of [root, join(publicDir, 'audio')]) hash.update((await listStats(dir)).join('\n')).update('\n\n');
  return hash.digest('hex');
}

/**
 * readContent, answered from the snapshot when no file changed since it was written, and written again when one did.
 * A snapshot that cannot be read or written is not an error: the content is read from its files, as without one.
 * Content with errors is never kept (the server refuses to start on it anyway).
 */
export async function readContentWithSnapshot(
  root: string,
  snapshot: ContentSnapshot,
  publicDir = 'public',
): Promise<ContentTree & { fromSnapshot: boolean }> {
  const fingerprint = await contentFingerprint(root, publicDir, snapshot.key);
  try {
    const stored = JSON.parse(await readFile(snapshot.file, 'utf8')) as Stored;
    if (stored.fingerprint === fingerprint)
      return { ...stored.tree, audioFiles: new Set(stored.tree.audioFiles), fromSnapshot: true };
  } catch {
    // No snapshot yet, or an unreadable one: read the files.
  }
  const tree = await readContent(root, { publicDir });
  if (!tree.problems.some((p) => p.severity === 'error')) {
    const stored: Stored = { fingerprint, tree: { ...tree, audioFiles: [...tree.audioFiles] } };
    const temporary = `${snapshot.file}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, JSON.stringify(stored));
      await rename(temporary, snapshot.file);
    } catch {
      // A read-only install keeps working; it just reads the files at each start.
    }
  }
  return { ...tree, fromSnapshot: false };
}
