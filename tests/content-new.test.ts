import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossCheck } from '../src/content/crossref.ts';
import { lintContent } from '../src/content/lints/index.ts';
import { readContent } from '../src/content/read.ts';
import { copyContent, runScript, type ContentCopy } from './helpers/content.ts';

let content: ContentCopy;
const newLesson = (...args: string[]) => runScript('content-new', [...args, '--content', content.root]);

beforeAll(async () => {
  content = await copyContent();
});
afterAll(() => content.remove());

describe('content:new', () => {
  // One lesson of each of the eight types; info and cultural-note share position 0, so they sit in two units.
  const made = [
    { language: 'igbo', id: '7-0', type: 'info', file: '7-0.md' },
    { language: 'igbo', id: '8-0', type: 'cultural-note', file: '8-0.md', flag: true },
    { language: 'yoruba', id: 'y7-1', type: 'pattern-discovery', file: 'y7-1.yaml' },
    { language: 'yoruba', id: 'y7-2', type: 'quiz', file: 'y7-2.yaml' },
    { language: 'kriolu', id: 'k7-3', type: 'memory-game', file: 'k7-3.yaml' },
    { language: 'kriolu', id: 'k7-4', type: 'cultural-story', file: 'k7-4.yaml', flag: true },
    { language: 'swahili', id: 's7-5', type: 'conversation', file: 's7-5.yaml' },
    { language: 'swahili', id: 's7-6', type: 'sentence-construction', file: 's7-6.yaml' },
  ];
  let results: Awaited<ReturnType<typeof newLesson>>[];

  beforeAll(async () => {
    results = await Promise.all(made.map((m) => newLesson(m.language, m.id, ...(m.flag ? ['--type', m.type] : []))));
  });

  it('creates a draft of every type that passes the schemas and the cross-file checks', async () => {
    expect(results.map((r) => r.code)).toEqual(made.map(() => 0));
    const tree = await readContent(content.root);
    expect(tree.problems).toEqual([]);
    expect(crossCheck(tree).filter((p) => p.severity === 'error')).toEqual([]);
    const created = made.map((m) => tree.lessons.find((l) => l.language === m.language && l.id === m.id));
    expect(created.map((l) => [l?.type, l?.status, l?.file.split('/').at(-1)])).toEqual(
      made.map((m) => [m.type, 'draft', m.file]),
    );
    // The drafts add no problem of their own (the vocabulary's shared-meaning warnings are the vocabulary's).
    const drafts = new Set(created.map((l) => l?.file));
    expect(
      lintContent({ ...tree, lessons: created.filter((l) => l !== undefined) }).filter((p) => drafts.has(p.file)),
    ).toEqual([]);
  });

  it('prints the new path and the next steps', () => {
    const { stdout } = results[4] ?? { stdout: '' };
    expect(stdout).toMatch(/Created .*courses\/kriolu\/lessons\/k7-3\.yaml \(memory-game, status: draft\)/);
    expect(stdout).toMatch(/Add 'k7-3' to the lessons of unit-7 in .*courses\/kriolu\/course\.yaml/);
    expect(stdout).toMatch(/npm run content:check/);
    expect(stdout).toMatch(/status: published/);
  });

  it('takes the type from the position and gives the estimate of that type', async () => {
    const text = await readFile(content.path('courses', 'yoruba', 'lessons', 'y7-1.yaml'), 'utf8');
    expect(text).toMatch(/^type: pattern-discovery$/m);
    expect(text).toMatch(/^estimatedMinutes: 7$/m);
    expect(text).toMatch(/^id: "y7-1"$/m);
  });

  it('refuses to overwrite an existing lesson', async () => {
    const before = await readFile(content.path('courses', 'igbo', 'lessons', '1-2.yaml'), 'utf8');
    const result = await newLesson('igbo', '1-2');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/1-2\.yaml already exists; not overwriting it/);
    expect(await readFile(content.path('courses', 'igbo', 'lessons', '1-2.yaml'), 'utf8')).toBe(before);
  });

  it.concurrent.each([
    { args: ['igbo', 'y9-0'], message: "'y9-0' is not a lesson id for igbo: use '<unit>-<position>'" },
    { args: ['yoruba', '9-0'], message: "'9-0' is not a lesson id for yoruba: use 'y<unit>-<position>'" },
    { args: ['swahili', 's9-7'], message: 'with position 0–6' },
    { args: ['hausa', 'h1-0'], message: "unknown language 'hausa'" },
    { args: ['kriolu', 'k9-2', '--type', 'karaoke'], message: "unknown lesson type 'karaoke'" },
    {
      args: ['kriolu', 'k9-2', '--type', 'conversation'],
      message: 'position 2 of a unit holds quiz, not conversation',
    },
    { args: ['igbo'], message: 'usage: npm run content:new' },
  ])('refuses $args: $message', async ({ args, message }) => {
    const result = await newLesson(...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
  });
});
