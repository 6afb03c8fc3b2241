import { relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCheck, copyContent, type ContentCopy, type ScriptResult } from './helpers/content.ts';

describe('content:check lints', () => {
  let content: ContentCopy;
  let check: ScriptResult;
  let shipped: Set<string>;
  // Warning lines with paths written from the content root, so that a copy's lines compare with the shipped content's.
  const lines = (stdout: string, root: string) =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('⚠'))
      .map((line) => line.replace(`⚠ ${relative(process.cwd(), root)}/`, '⚠ '));
  const warning = (file: string, field: string, message: string) =>
    new RegExp(`^⚠ \\S*${file.replace(/[.]/g, '\\.')} › ${field.replace(/[.]/g, '\\.')}: ${message}`, 'm');

  // One copy of the content with one fault of each kind, checked once.
  beforeAll(async () => {
    content = await copyContent();
    await content.edit('courses/yoruba/lessons/y1-5.yaml', (t) =>
      t.replace('line: "Ẹ káàárọ̀, Bàbá."', 'line: "Bawo ni, Bàbá?"'),
    );
    await content.edit('courses/igbo/lessons/1-5.yaml', (t) => t.replace('Kedụ aha gị?', 'Kedu aha gị?'));
    await content.edit('courses/swahili/lessons/s1-3.yaml', (t) => t.replace('word: "Tafadhali"', 'word: "Asante"'));
    await content.edit('courses/igbo/lessons/1-4.yaml', (t) => t.replace('- word: "ndụ"', '- word: "ọjị"'));
    await content.edit('courses/kriolu/lessons/k1-2.yaml', (t) =>
      t.replace('estimatedMinutes: 5', 'estimatedMinutes: 30'),
    );
    await content.edit('courses/kriolu/lessons/k1-5.yaml', (t) =>
      t.replace('translation: "Good afternoon, Nha Rosa.', 'translation: "TODO: translate.'),
    );
    await content.edit('courses/kriolu/course.yaml', (t) => t.replace('          - k1-6\n', ''));
    await content.edit('courses/igbo/lessons/1-4.yaml', (t) =>
      t.replace('the kola nut, ọjị, comes', 'the kola nut, ọji, comes'),
    );
    await content.edit('courses/yoruba/lessons/y2-6.yaml', (t) =>
      t
        .replace(
          'wordBank: ["ni", "Adé", "rẹ", "orúkọ", "mi", "kí"]',
          'wordBank: ["ni", "Adé", "rẹ", "Orúkọ", "mi", "kí"]',
        )
        .replace('correctSentence: "orúkọ mi ni Adé"', 'correctSentence: "Orúkọ mi ni Adé"'),
    );
    await content.edit('lexicon/yoruba.yaml', (t) => `${t}- { word: "ọkọ̀", meaning: "husband (an old spelling)" }\n`);
    [check, shipped] = await Promise.all([
      contentCheck(content.root),
      contentCheck('content').then((r) => new Set(lines(r.stdout, 'content'))),
    ]);
  });
  afterAll(() => content.remove());

  it('passes with warnings only: style is never an error', () => {
    expect(check.stdout).toMatch(/: 0 error\(s\), \d+ warning\(s\)$/m);
    // Only the faults made here: the shipped content's own warnings (run on content/ itself) are not this test's.
    const faults = lines(check.stdout, content.root).filter((line) => !shipped.has(line));
    expect(faults).toHaveLength(11);
    expect(check.code).toBe(0);
  });

  it('names the file, field and word of a Yoruba or Igbo word missing its marks', () => {
    expect(check.stdout).toMatch(
      warning('y1-5.yaml', 'lines.0.line', "'Bawo' looks unmarked: standard Yoruba spelling is 'báwo'"),
    );
    expect(check.stdout).toMatch(
      warning('1-5.yaml', 'lines.1.line', "'Kedu' looks unmarked: standard Igbo spelling is 'kedụ'"),
    );
  });

  it('names a word listed twice in a memory game or a story vocabulary', () => {
    expect(check.stdout).toMatch(
      warning('s1-3.yaml', 'pairs.1.word', "'Asante' is listed twice \\(also pairs.0.word\\)"),
    );
    expect(check.stdout).toMatch(
      warning('1-4.yaml', 'vocabulary.1.word', "'ọjị' is listed twice \\(also vocabulary.0.word\\)"),
    );
  });

  it('flags an estimate far from the time the lesson type usually takes', () => {
    expect(check.stdout).toMatch(
      warning('k1-2.yaml', 'estimatedMinutes', '30 min is far from the 3 min a quiz lesson usually takes'),
    );
  });

  it('flags placeholder text left in a published lesson', () => {
    expect(check.stdout).toMatch(
      warning('k1-5.yaml', 'lines.0.translation', 'a published lesson still holds placeholder text'),
    );
  });

  it('names a word spelt with other dots than the vocabulary gives it', () => {
    expect(check.stdout).toMatch(
      warning('1-4.yaml', 'description', "'ọji' is spelt 'ọjị' in \\S*vocabulary/igbo\\.yaml"),
    );
  });

  it('names a word-bank tile that opens the answer with a capital', () => {
    expect(check.stdout).toMatch(
      warning('y2-6.yaml', 'sentences.0.wordBank.3', "sentence 1: tile 'Orúkọ' opens the answer with a capital"),
    );
  });

  it('names a vocabulary word that the lexicon spells with other tones for the same meaning', () => {
    expect(check.stdout).toMatch(
      warning('vocabulary/yoruba.yaml', '103.word', "'ọkọ' and 'ọkọ̀' in \\S*lexicon/yoruba\\.yaml both mean 'husband'"),
    );
  });

  it('flags a lesson that no unit lists', () => {
    expect(check.stdout).toMatch(warning('k1-6.yaml', 'id', "no unit of course kriolu lists 'k1-6'"));
  });
});
