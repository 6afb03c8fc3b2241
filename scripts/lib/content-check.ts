import { crossCheck } from '../../src/content/crossref.ts';
import { lintContent } from '../../src/content/lints/index.ts';
import { readContent } from '../../src/content/read.ts';

/** What `npm run content:check` prints and how it exits. */
export interface ContentCheckResult {
  code: number;
  stdout: string;
}

/**
 * Validates every file under `root` and reports each problem with its file and field, then one summary line: the
 * whole of `content:check` but the printing and the exit, so tests run it in their own process (scripts/content-check.ts
 * is the command; tests/content-check-cli.test.ts runs it as one).
 */
export async function checkContent(root: string): Promise<ContentCheckResult> {
  const tree = await readContent(root);
  const problems = [...tree.problems, ...crossCheck(tree), ...lintContent(tree)];
  const lines = problems.map((p) => `${p.severity === 'error' ? '✖' : '⚠'} ${p.file} › ${p.field}: ${p.message}`);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  lines.push(
    `content:check — ${tree.languages.length} languages, ${tree.courses.length} courses, ${tree.lessons.length} lessons, ` +
      `${tree.achievements.length} achievements: ${errors} error(s), ${warnings} warning(s)`,
  );
  return { code: errors > 0 ? 1 : 0, stdout: `${lines.join('\n')}\n` };
}
