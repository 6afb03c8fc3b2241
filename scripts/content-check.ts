// Validates every file under content/ (or the directory given) and prints each problem with file and field.
import { resolve } from 'node:path';
import { crossCheck } from '../src/content/crossref.ts';
import { lintContent } from '../src/content/lints/index.ts';
import { readContent } from '../src/content/read.ts';

const root = resolve(process.argv[2] ?? 'content');
const tree = await readContent(root);
const problems = [...tree.problems, ...crossCheck(tree), ...lintContent(tree)];
for (const p of problems) {
  console.log(`${p.severity === 'error' ? '✖' : '⚠'} ${p.file} › ${p.field}: ${p.message}`);
}
const errors = problems.filter((p) => p.severity === 'error').length;
const warnings = problems.length - errors;
console.log(
  `content:check — ${tree.languages.length} languages, ${tree.courses.length} courses, ${tree.lessons.length} lessons, ` +
    `${tree.achievements.length} achievements: ${errors} error(s), ${warnings} warning(s)`,
);
process.exit(errors > 0 ? 1 : 0);
