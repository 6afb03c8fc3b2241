import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crossCheck } from './crossref.ts';
import { paragraphs, readContent } from './read.ts';

const errorsOf = async (root: string) => {
  const tree = await readContent(root);
  return [...tree.problems, ...crossCheck(tree)].filter((p) => p.severity === 'error');
};

describe('the shipped content', () => {
  it('passes every schema and cross-reference check', async () => {
    expect(await errorsOf('content')).toEqual([]);
  });

  it('holds the four course languages, their level counts, and Igbo unit 1 in order', async () => {
    const tree = await readContent('content');
    const levels = Object.fromEntries(tree.courses.map((c) => [c.language, c.levels.length]));
    expect(levels).toEqual({ igbo: 21, yoruba: 21, kriolu: 27, swahili: 27 });
    const igbo = tree.courses.find((c) => c.language === 'igbo');
    expect(igbo?.levels[0]?.units[0]?.lessons).toEqual(['1-0', '1-1', '1-2', '1-3', '1-4', '1-5', '1-6']);
    expect(tree.achievements).toHaveLength(14);
    expect(tree.languages.filter((l) => l.status === 'coming_soon').length).toBeGreaterThan(0);
  });
});

describe('broken content', () => {
  let root: string;
  const lesson = (id: string, ext = 'yaml') => join(root, 'courses', 'igbo', 'lessons', `${id}.${ext}`);
  const edit = async (file: string, change: (text: string) => string) => writeFile(file, change(await readFile(file, 'utf8')));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'lugha-content-'));
    await cp('content', root, { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('names the file and the field of a missing title', async () => {
    await edit(lesson('1-2'), (t) => t.replace(/^title:.*\n/m, ''));
    expect(await errorsOf(root)).toContainEqual(
      expect.objectContaining({ file: expect.stringContaining('1-2.yaml'), field: 'title', message: 'is required but missing' }),
    );
  });

  it('rejects a quiz question with two right options', async () => {
    await edit(lesson('1-2'), (t) => t.replace('isCorrect: false', 'isCorrect: true'));
    const problems = await errorsOf(root);
    expect(problems.some((p) => p.field.startsWith('questions.') && /exactly one option/.test(p.message))).toBe(true);
  });

  it('rejects an unknown field and an unknown lesson type', async () => {
    await edit(lesson('1-3'), (t) => `${t}\nextra: 1\n`);
    await edit(lesson('1-5'), (t) => t.replace('type: conversation', 'type: karaoke'));
    const problems = await errorsOf(root);
    expect(problems).toContainEqual(expect.objectContaining({ field: '(file)', message: expect.stringContaining('extra') }));
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringContaining('1-5.yaml'), field: 'type' }));
  });

  it('rejects a type at the wrong position and a sentence the word bank cannot build', async () => {
    await edit(lesson('1-1'), (t) => t.replace('position: 1', 'position: 2'));
    await edit(lesson('1-6'), (t) => t.replace(/correctSentence: "?([^"\n]+)"?/, 'correctSentence: "$1 Zzz"'));
    const problems = await errorsOf(root);
    expect(problems).toContainEqual(expect.objectContaining({ field: 'type', message: 'position 2 holds quiz, not pattern-discovery' }));
    expect(problems).toContainEqual(expect.objectContaining({ field: 'position', message: "is 2 but the id '1-1' says 1" }));
    expect(problems.some((p) => p.file.endsWith('1-6.yaml') && /missing: Zzz/.test(p.message))).toBe(true);
  });

  it('reports a unit listing a lesson that has no file, and a duplicate achievement id', async () => {
    await rm(lesson('1-4'));
    await edit(join(root, 'achievements.yaml'), (t) => t.replace('id: level-2-complete', 'id: level-1-complete'));
    const problems = await errorsOf(root);
    expect(problems).toContainEqual(expect.objectContaining({ field: 'levels.0.units.0.lessons.4', message: expect.stringContaining("'1-4' has no file") }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/achievements.yaml', message: expect.stringContaining('used twice') }));
  });

  it('reports YAML that does not parse, and a prose lesson without text', async () => {
    await writeFile(lesson('1-3'), 'title: [unclosed\n');
    await edit(lesson('1-0', 'md'), (t) => t.slice(0, t.lastIndexOf('---') + 3));
    const problems = await errorsOf(root);
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringContaining('1-3.yaml'), message: expect.stringContaining('not valid YAML') }));
    expect(problems).toContainEqual(expect.objectContaining({ file: expect.stringContaining('1-0.md'), field: 'body' }));
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \n\n\n')).toEqual(['One line.', 'Two.']);
  });

  it('keeps a heading line apart from the text around it', () => {
    expect(paragraphs('Intro\n## At the market\nGreet first,\nthen ask.\n\n# Prices')).toEqual([
      'Intro',
      '## At the market',
      'Greet first, then ask.',
      '# Prices',
    ]);
    expect(paragraphs('#hashtag and\nmore')).toEqual(['#hashtag and more']);
  });
});
