// A new language is data: tests/fixtures/languages/testlang/ holds a language file and a course folder, and no code
// changes. Laid over a copy of content/, the language is read, checked, graded, numbered and served like the others.
import { cp } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossCheck } from '../src/content/crossref.ts';
import { spellingOf } from '../src/content/languages.ts';
import { lintContent } from '../src/content/lints/index.ts';
import { readContent, type ContentTree } from '../src/content/read.ts';
import {
  checkAnswer,
  describeVerdict,
  markName,
  parseLessonId,
  seededRandom,
  toneVariants,
  type Spelling,
} from '../src/domain/index.ts';
import { practiceContent } from '../src/server/core/practice-content.ts';
import { contentCheck, copyContent, type ContentCopy } from './helpers/content.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const FIXTURE = 'tests/fixtures/languages/testlang';

let content: ContentCopy;
let tree: ContentTree;
let spelling: Spelling;

beforeAll(async () => {
  content = await copyContent();
  await cp(FIXTURE, content.root, { recursive: true, filter: (path) => !path.endsWith('README.md') });
  tree = await readContent(content.root);
  const language = tree.languages.find((l) => l.code === 'testlang')!;
  spelling = spellingOf(
    language,
    tree.courses.find((c) => c.language === 'testlang'),
  );
}, 60_000);

afterAll(() => content.remove());

const aboutTestlang = (file: string) => file.includes('testlang');

describe('a language added with data alone', { timeout: 60_000 }, () => {
  it('is read with its course and lessons, and the content checks find nothing wrong with it', () => {
    expect(tree.languages.map((l) => l.code)).toContain('testlang');
    expect(tree.courses.map((c) => c.language)).toContain('testlang');
    expect(tree.lessons.filter((l) => l.language === 'testlang').map((l) => l.id)).toEqual(['t1-0', 't1-1']);
    const problems = [...tree.problems, ...crossCheck(tree), ...lintContent(tree)];
    expect(problems.filter((p) => aboutTestlang(p.file))).toEqual([]);
  });

  it('passes npm run content:check beside the four real courses', async () => {
    const result = await contentCheck(content.root);
    expect(result.stdout).toContain('10 languages, 5 courses');
    expect(result.stdout).toContain('0 error(s), 0 warning(s)');
    expect(result.code).toBe(0);
  });

  it('is graded with its own facts: tones named as tones, its dotted letters varied in tone choices', () => {
    expect(spelling).toEqual({ tonal: true, marksEveryTone: false, dotted: { a: '\u0323', d: '\u0323' } });
    const verdict = checkAnswer('dạ̀ma', ['ḍạ̀ma']);
    expect(verdict.kind).toBe('slip');
    expect(describeVerdict(verdict, markName(spelling))).toEqual(['the ḍ needs its dot']);
    expect(describeVerdict(checkAnswer('ḍạ́ma', ['ḍạ̀ma']), markName(spelling))).toEqual([
      'check the tone on the first syllable',
    ]);
    const variants = toneVariants('ḍạ̀ma', spelling, 3, seededRandom(3));
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) expect(checkAnswer(variant, ['ḍạ̀ma']).kind).toBe('slip');
    expect(practiceContent(tree).get('testlang')?.spelling).toEqual(spelling);
  });

  it('numbers its lessons with its own letter, and refuses a letter another course has', async () => {
    const { lessonIdPrefix } = tree.languages.find((l) => l.code === 'testlang')!;
    expect(tree.lessons.filter((l) => l.language === 'testlang').map((l) => parseLessonId(l.id)?.prefix)).toEqual([
      lessonIdPrefix,
      lessonIdPrefix,
    ]);
    await content.edit('languages/testlang.yaml', (text) => text.replace('lessonIdPrefix: t', 'lessonIdPrefix: y'));
    try {
      const taken = await readContent(content.root);
      const errors = crossCheck(taken).filter((p) => p.severity === 'error' && aboutTestlang(p.file));
      expect(errors.map((p) => `${p.field}: ${p.message}`)).toEqual([
        "id: testlang lesson ids start with 'y' (e.g. y1-0), as content/languages/testlang.yaml says",
        "id: testlang lesson ids start with 'y' (e.g. y1-0), as content/languages/testlang.yaml says",
        "lessonIdPrefix: 'y' is also the letter of yoruba: each course needs its own",
      ]);
    } finally {
      await content.edit('languages/testlang.yaml', (text) => text.replace('lessonIdPrefix: y', 'lessonIdPrefix: t'));
    }
  });
});

describe('the API with the added language', { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONTENT_DIR: content.root });
  }, 120_000);
  afterAll(() => server?.close());

  const get = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as { success: boolean; data: unknown } };
  };

  it('lists it among the languages and serves its course and lessons', async () => {
    const languages = await get('/languages');
    expect(languages.status).toBe(200);
    expect((languages.body.data as { code: string }[]).map((l) => l.code)).toContain('testlang');
    const courses = await get('/languages/testlang/courses');
    expect(courses.status).toBe(200);
    expect((courses.body.data as { title: string }[]).map((c) => c.title)).toEqual(['Testlang for Beginners']);
    const lesson = await get('/languages/lessons/t1-1');
    expect(lesson.status).toBe(200);
    expect(lesson.body.data).toMatchObject({ id: 't1-1', language: 'testlang' });
  });
});
