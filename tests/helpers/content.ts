import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { checkContent } from '../../scripts/lib/content-check.ts';

const run = promisify(execFile);

/** What a content script printed and how it exited. */
export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<script>.ts with the test's Node, the way `npm run` does, and never throws on a non-zero exit. */
export async function runScript(script: string, args: readonly string[]): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', `scripts/${script}.ts`, ...args],
      { encoding: 'utf8' },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/**
 * `content:check` on `root` (content/ when not given), run in the test's own process: what the command prints and its
 * exit code, without the seconds a new Node process takes to load the content code (the command itself is run as a
 * process by tests/content-check-cli.test.ts).
 */
export async function contentCheck(root = 'content'): Promise<ScriptResult> {
  return { ...(await checkContent(resolve(root))), stderr: '' };
}

/** A throwaway copy of content/. */
export interface ContentCopy {
  root: string;
  /** A path inside the copy. */
  path: (...parts: string[]) => string;
  /** Rewrites a file of the copy, given relative to its root. */
  edit: (file: string, change: (text: string) => string) => Promise<void>;
  remove: () => Promise<void>;
}

/** Copies content/ to a temporary directory, to break or extend without touching the real files. */
export async function copyContent(): Promise<ContentCopy> {
  const root = await mkdtemp(join(tmpdir(), 'lugha-content-'));
  await cp('content', root, { recursive: true });
  return {
    root,
    path: (...parts) => join(root, ...parts),
    edit: async (file, change) => writeFile(join(root, file), change(await readFile(join(root, file), 'utf8'))),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
