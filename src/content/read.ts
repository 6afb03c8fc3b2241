import { readFile, readdir } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { achievementSchema, type Achievement } from './achievements.ts';
import { readAudioManifest, type AudioEntry } from './audio.ts';
import { courseSchema, type Course } from './courses.ts';
import { languageSchema, type Language } from './languages.ts';
import { isProseType, lessonSchema, type Lesson } from './lessons.ts';
import { validate, type ContentProblem } from './problems.ts';
import { attestedListSchema, lexiconListSchema, type LexiconList } from './lexicon.ts';
import { vocabularyListSchema, type VocabularyList } from './vocabulary.ts';

export { validate, type ContentProblem };

/** A lesson as read from disk: its fields and, for prose types, the Markdown body. */
export type LessonEntry = Lesson & { body: string; file: string };

export interface ContentTree {
  languages: Language[];
  courses: Course[];
  lessons: LessonEntry[];
  achievements: Achievement[];
  /** One vocabulary list per language that has content/vocabulary/<language>.yaml. */
  vocabulary: VocabularyList[];
  /** Real words beside the course's, per language: content/lexicon/<language>.yaml and <language>.attested.json. */
  lexicon: LexiconList[];
  /** The entries of content/audio/manifest.yaml. */
  audio: AudioEntry[];
  /** The .mp3 files under public/audio/, relative to it (e.g. 'swahili/vocabulary/habari.mp3'), to check the manifest against. */
  audioFiles: Set<string>;
  problems: ContentProblem[];
}

/** Where readContent finds what content/ refers to outside itself. */
export interface ReadOptions {
  /** The site's static files; the audio manifest's files live under its audio/ folder. Default: 'public'. */
  publicDir?: string;
}

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits a Markdown file into its YAML frontmatter and body. */
export function splitFrontmatter(text: string): { data: string; body: string } | null {
  const match = frontmatter.exec(text);
  return match ? { data: match[1] ?? '', body: (match[2] ?? '').trim() } : null;
}

// A Markdown heading ('## At the market') is a block of its own even without a blank line after it.
const headingLine = /^(#{1,6}[ \t].*)$/m;

/** Paragraphs of a Markdown body: blocks separated by blank lines, inner line breaks joined; a heading line stands alone. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .flatMap((block) => block.split(headingLine))
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function readYaml(path: string, file: string, problems: ContentProblem[]): Promise<unknown> {
  try {
    return parseYaml(await readFile(path, 'utf8'));
  } catch (error) {
    problems.push({ file, field: '(file)', message: `not valid YAML: ${(error as Error).message.split('\n')[0]}`, severity: 'error' });
    return undefined;
  }
}

async function readLesson(path: string, file: string, problems: ContentProblem[]): Promise<LessonEntry | null> {
  let data: unknown;
  let body = '';
  if (path.endsWith('.md')) {
    const parts = splitFrontmatter(await readFile(path, 'utf8'));
    if (!parts) {
      problems.push({ file, field: '(file)', message: 'a Markdown lesson starts with frontmatter between --- lines', severity: 'error' });
      return null;
    }
    try {
      data = parseYaml(parts.data);
    } catch (error) {
      problems.push({ file, field: '(frontmatter)', message: `not valid YAML: ${(error as Error).message.split('\n')[0]}`, severity: 'error' });
      return null;
    }
    body = parts.body;
  } else {
    data = await readYaml(path, file, problems);
  }
  const lesson = validate(lessonSchema, data, file, problems);
  if (!lesson) return null;
  if (isProseType(lesson.type) && paragraphs(body).length === 0) {
    problems.push({ file, field: 'body', message: `a ${lesson.type} lesson needs its text as Markdown below the frontmatter`, severity: 'error' });
    return null;
  }
  return { ...lesson, body, file };
}

/** Reads and validates every file under a content directory; problems are collected, never thrown. */
export async function readContent(root: string, options: ReadOptions = {}): Promise<ContentTree> {
  const problems: ContentProblem[] = [];
  const audioDir = join(options.publicDir ?? 'public', 'audio');
  const tree: ContentTree = { languages: [], courses: [], lessons: [], achievements: [], vocabulary: [], lexicon: [], audio: [], audioFiles: new Set(), problems };
  const rel = (p: string) => relative(process.cwd(), p);

  for (const path of await listFiles(join(root, 'languages'))) {
    if (!path.endsWith('.yaml')) continue;
    const language = validate(languageSchema, await readYaml(path, rel(path), problems), rel(path), problems);
    if (language) tree.languages.push(language);
  }
  for (const path of await listFiles(join(root, 'courses'))) {
    const file = rel(path);
    if (path.endsWith('/course.yaml')) {
      const course = validate(courseSchema, await readYaml(path, file, problems), file, problems);
      if (course) tree.courses.push(course);
    } else if (/\/lessons\/[^/]+\.(md|yaml)$/.test(path)) {
      const lesson = await readLesson(path, file, problems);
      if (lesson) tree.lessons.push(lesson);
    }
  }
  const achievementsPath = join(root, 'achievements.yaml');
  const list = await readYaml(achievementsPath, rel(achievementsPath), problems);
  if (Array.isArray(list)) {
    list.forEach((item, i) => {
      const achievement = validate(achievementSchema, item, `${rel(achievementsPath)}[${i}]`, problems);
      if (achievement) tree.achievements.push(achievement);
    });
  } else if (list !== undefined) {
    problems.push({ file: rel(achievementsPath), field: '(file)', message: 'must be a list of achievements', severity: 'error' });
  }
  for (const path of await listFiles(join(root, 'vocabulary'))) {
    if (!path.endsWith('.yaml')) continue;
    const entries = validate(vocabularyListSchema, await readYaml(path, rel(path), problems), rel(path), problems);
    if (entries) tree.vocabulary.push({ language: basename(path, '.yaml'), file: rel(path), entries });
  }
  for (const path of await listFiles(join(root, 'lexicon'))) {
    const name = basename(path);
    if (name.endsWith('.attested.json')) {
      const list = validate(attestedListSchema, await readYaml(path, rel(path), problems), rel(path), problems);
      const language = name.slice(0, -'.attested.json'.length);
      if (list) tree.lexicon.push({ language, file: rel(path), entries: list.spellings.map((word) => ({ word })) });
    } else if (name.endsWith('.yaml')) {
      const entries = validate(lexiconListSchema, await readYaml(path, rel(path), problems), rel(path), problems);
      if (entries) tree.lexicon.push({ language: basename(path, '.yaml'), file: rel(path), entries });
    }
  }
  tree.audio = await readAudioManifest(root, problems);
  for (const path of await listFiles(audioDir)) {
    if (path.endsWith('.mp3')) tree.audioFiles.add(relative(audioDir, path));
  }
  tree.languages.sort((a, b) => a.order - b.order);
  return tree;
}
