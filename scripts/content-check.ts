// Validates every file under content/ (or the directory given) and prints each problem with file and field.
import { resolve } from 'node:path';
import { checkContent } from './lib/content-check.ts';

const { code, stdout } = await checkContent(resolve(process.argv[2] ?? 'content'));
process.stdout.write(stdout);
process.exit(code);
