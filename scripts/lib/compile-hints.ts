// V8 compiles a function the first time it is called, on the page's main thread: the learner's first answer paid
// for compiling the check, React's update and commit paths and the verdict's components (2-6 ms of parsing and
// compiling at 4x CPU, and 2-3 ms more flushing the new code) before the verdict could be painted. A script that
// starts with this magic comment is compiled whole while it streams in, off the main thread (V8's explicit compile
// hints, Chromium 136 and later; other engines read a comment). The build gives it to the modules pages start with,
// whose functions run at hydration and at the first answer, and not to the modules loaded later on demand.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The module's code with the hint at its top (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** Adds the hint to each module (URL paths under `distDir`); returns how many files it changed. */
export async function addCompileHints(distDir: string, urls: Iterable<string>): Promise<number> {
  let changed = 0;
  for (const url of urls) {
    const path = join(distDir, url);
    const code = await readFile(path, 'utf8');
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    await writeFile(path, hinted);
    changed++;
  }
  return changed;
}
