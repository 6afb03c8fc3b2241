import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentJsonSchemas } from '../src/content/jsonSchemas.ts';
import { splitFrontmatter } from '../src/content/read.ts';
import { copyContent, runScript, type ContentCopy } from './helpers/content.ts';
import { yamlEditor, type EditorDiagnostic } from './helpers/yamlEditor.ts';

describe('schemas/*.schema.json', () => {
  it('are up to date with the zod schemas (run npm run content:schemas after changing src/content)', async () => {
    const generated = contentJsonSchemas();
    expect((await readdir('schemas')).sort()).toEqual(Object.keys(generated).sort());
    for (const [file, text] of Object.entries(generated)) {
      expect(await readFile(join('schemas', file), 'utf8'), file).toBe(text);
    }
  });

  it('are what content:schemas writes', async () => {
    const out = await mkdtemp(join(tmpdir(), 'lugha-schemas-'));
    try {
      const result = await runScript('content-schemas', [out]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/wrote .*lesson\.schema\.json/);
      for (const file of await readdir('schemas')) {
        expect(await readFile(join(out, file), 'utf8'), file).toBe(await readFile(join('schemas', file), 'utf8'));
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

const editor = await yamlEditor();

describe.skipIf(!editor)('an editor with .vscode/settings.json', () => {
  let content: ContentCopy;
  const validate = (file: string, text: string): Promise<EditorDiagnostic[]> =>
    editor ? editor(file, text) : Promise.resolve([]);
  const yamlFiles = async (dir: string) =>
    (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.yaml')).map((f) => join(dir, f));

  beforeAll(async () => {
    content = await copyContent();
  });
  afterAll(() => content.remove());

  it('finds nothing to underline in any shipped YAML file or Markdown frontmatter', async () => {
    const problems: string[] = [];
    for (const file of [
      ...(await yamlFiles('content/languages')),
      ...(await yamlFiles('content/courses')),
      'content/achievements.yaml',
    ]) {
      for (const d of await validate(file, await readFile(file, 'utf8')))
        problems.push(`${file}:${d.line} ${d.message}`);
    }
    // Markdown frontmatter follows the lesson schema; checked as if it were the lesson's YAML file.
    for (const file of (await readdir('content/courses', { recursive: true })).filter((f) => f.endsWith('.md'))) {
      const parts = splitFrontmatter(await readFile(join('content/courses', file), 'utf8'));
      for (const d of await validate(join('content/courses', file.replace(/\.md$/, '.yaml')), parts?.data ?? ''))
        problems.push(`${file}:${d.line} ${d.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('underlines a misspelt field, a missing one and an unknown value', async () => {
    const lesson = (await readFile('content/courses/igbo/lessons/1-3.yaml', 'utf8')).replace(
      /^explanation:/m,
      'explanaton:',
    );
    expect(await validate('content/courses/igbo/lessons/1-3.yaml', lesson)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'Missing property "explanation".' }),
        expect.objectContaining({ message: 'Property explanaton is not allowed.' }),
      ]),
    );
    const language = (await readFile('content/languages/igbo.yaml', 'utf8')).replace('status: active', 'status: live');
    expect(await validate('content/languages/igbo.yaml', language)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"active", "coming_soon"') }),
    ]);
  });

  it('checks a lesson made by content:new', async () => {
    expect((await runScript('content-new', ['swahili', 's7-2', '--content', content.root])).code).toBe(0);
    const file = 'content/courses/swahili/lessons/s7-2.yaml';
    expect(
      await validate(file, await readFile(content.path('courses', 'swahili', 'lessons', 's7-2.yaml'), 'utf8')),
    ).toEqual([]);
  });
});
