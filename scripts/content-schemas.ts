// Writes the JSON Schemas of the content files (generated from src/content's zod schemas) to schemas/, or to the directory given.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { contentJsonSchemas } from '../src/content/jsonSchemas.ts';

const dir = resolve(process.argv[2] ?? 'schemas');
await mkdir(dir, { recursive: true });
for (const [file, text] of Object.entries(contentJsonSchemas())) {
  await writeFile(join(dir, file), text);
  console.log(`wrote ${relative(process.cwd(), join(dir, file))}`);
}
