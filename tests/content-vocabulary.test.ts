import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readContent } from '../src/content/read.ts';
import { contentCheck, copyContent, type ContentCopy } from './helpers/content.ts';
import { yamlEditor } from './helpers/yamlEditor.ts';

describe('the shipped vocabulary lists', () => {
  it('give every course language a list that covers every memory-game word and story word', async () => {
    const tree = await readContent('content');
    expect(tree.vocabulary.map((l) => l.language).sort()).toEqual(['igbo', 'kriolu', 'swahili', 'yoruba']);
    const check = await contentCheck();
    expect(check.stdout).not.toMatch(/is not in content\/vocabulary/);
  });

  it('spell each word exactly as a lesson of the language does', async () => {
    const tree = await readContent('content');
    const unseen: string[] = [];
    for (const list of tree.vocabulary) {
      const text = JSON.stringify(tree.lessons.filter((l) => l.language === list.language)).normalize('NFC');
      for (const { word } of list.entries)
        if (!text.includes(word.replace(/…$/, ''))) unseen.push(`${list.language}: ${word}`);
    }
    expect(unseen).toEqual([]);
  });
});

describe('content:check on vocabulary', () => {
  let content: ContentCopy;
  beforeEach(async () => {
    content = await copyContent();
  });
  afterEach(() => content.remove());

  it('warns, naming the file, field and word, when a memory game teaches a word the list lacks', async () => {
    await content.edit('courses/kriolu/lessons/k1-3.yaml', (t) => t.replace('word: "Sin"', 'word: "Nhos"'));
    const result = await contentCheck(content.root);
    expect(result.stdout).toMatch(
      /^⚠ \S*k1-3\.yaml › pairs\.2\.word: 'Nhos' is not in \S*vocabulary\/kriolu\.yaml: add it/m,
    );
    expect(result.code).toBe(0);
  });

  it('fails on a slug used twice and on a unit the course does not have', async () => {
    await content.edit('vocabulary/igbo.yaml', (t) =>
      t.replace('slug: nnoo', 'slug: ndewo').replace(/(word: "nri"\n(?:.*\n)*? {2}unit:) 5/, '$1 9'),
    );
    const result = await contentCheck(content.root);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^✖ \S*vocabulary\/igbo\.yaml › 1\.slug: 'ndewo' is used twice \(also 0\.slug\)/m);
    expect(result.stdout).toMatch(
      /^✖ \S*vocabulary\/igbo\.yaml › \d+\.unit: unit 9 is not in the igbo course outline/m,
    );
  });
});

describe('content:check on English meanings two entries share', () => {
  let content: ContentCopy;
  beforeEach(async () => {
    content = await copyContent();
  });
  afterEach(() => content.remove());

  const obrigada =
    /^⚠ \S*vocabulary\/kriolu\.yaml › 21\.translation: 'Obrigada' shares the meaning 'Thank you' with 20\.translation \('Obrigadu'\) and no hint tells them apart/m;
  /** The shipped lists tell these pairs apart with hints; each test starts from a list without them. */
  const withoutHints = (text: string) => text.replace(/^ {2}hint: .*\n/gm, '');

  it('warns, naming the file and field of each pair, and passes', async () => {
    await content.edit('vocabulary/kriolu.yaml', withoutHints);
    await content.edit('vocabulary/yoruba.yaml', withoutHints);
    const result = await contentCheck(content.root);
    expect(result.stdout).toMatch(obrigada);
    expect(result.stdout).toMatch(
      /^⚠ \S*vocabulary\/yoruba\.yaml › 2\.translation: 'Káàárọ̀' shares the meaning 'Good morning' with 1\.translation/m,
    );
    expect(result.code).toBe(0);
  });

  it('is quiet about a pair once a hint tells them apart', async () => {
    await content.edit('vocabulary/kriolu.yaml', (t) =>
      withoutHints(t).replace('  slug: obrigada\n', '  slug: obrigada\n  hint: "said by many women"\n'),
    );
    await content.edit('vocabulary/swahili.yaml', withoutHints);
    const result = await contentCheck(content.root);
    expect(result.stdout).not.toMatch(/'Obrigada' shares/);
    expect(result.stdout).toMatch(/'Asanteni' shares the meaning 'Thank you'/);
    expect(result.code).toBe(0);
  });

  it('refuses a hint written in brackets, naming its field', async () => {
    await content.edit('vocabulary/kriolu.yaml', (t) =>
      withoutHints(t).replace('  slug: obrigada\n', '  slug: obrigada\n  hint: "(said by many women)"\n'),
    );
    const result = await contentCheck(content.root);
    expect(result.stdout).toMatch(/^✖ \S*vocabulary\/kriolu\.yaml › 21\.hint: write the hint without brackets/m);
    expect(result.code).toBe(1);
  });
});

const editor = await yamlEditor();

describe.skipIf(!editor)('an editor', () => {
  const validate = (file: string, text: string) => (editor ? editor(file, text) : Promise.resolve([]));

  it('checks vocabulary lists and the audio manifest through the schema named on their first line', async () => {
    for (const file of [
      'content/vocabulary/igbo.yaml',
      'content/vocabulary/yoruba.yaml',
      'content/audio/manifest.yaml',
    ]) {
      expect(await validate(file, await readFile(file, 'utf8')), file).toEqual([]);
    }
    const list = (await readFile('content/vocabulary/swahili.yaml', 'utf8')).replace(
      'partOfSpeech: greeting',
      'partOfSpeech: salutation',
    );
    expect(await validate('content/vocabulary/swahili.yaml', list)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('"noun", "name"') }),
    ]);
    const manifest = (await readFile('content/audio/manifest.yaml', 'utf8')).replace(
      'source: synthesized',
      'sourse: synthesized',
    );
    expect(await validate('content/audio/manifest.yaml', manifest)).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Property sourse is not allowed.' })]),
    );
  });
});
