// Creates a draft lesson skeleton: npm run content:new -- <language> <lessonId> [--type <type>]
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Document, parse as parseYaml, Scalar } from 'yaml';
import { isLessonType, LESSON_TYPES } from '../src/domain/lessonTypes.ts';
import { typesForPosition } from '../src/content/common.ts';
import { languageSchema } from '../src/content/languages.ts';
import { parseLessonId } from '../src/domain/lessonIds.ts';
import { isProseType } from '../src/content/lessons.ts';
import { lessonSkeleton } from '../src/content/skeleton.ts';

const usage = 'usage: npm run content:new -- <language> <lessonId> [--type <type>] [--content <dir>]';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { type: { type: 'string' }, content: { type: 'string', default: 'content' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}

const { positionals, values } = readArgs();
const [language, id, positionalType] = positionals;
if (!language || !id || positionals.length > 3) fail(usage);
// The languages with a course are the folders of courses/ that hold a course.yaml; the prefix is in the language's file.
const coursesDir = join(resolve(values.content), 'courses');
const courseLanguages = (await readdir(coursesDir, { withFileTypes: true }).catch(() => []))
  .filter((e) => e.isDirectory() && existsSync(join(coursesDir, e.name, 'course.yaml')))
  .map((e) => e.name)
  .sort();
if (!courseLanguages.includes(language)) {
  fail(`unknown language '${language}'; lessons can be added to ${courseLanguages.join(', ')}`);
}
const languageFile = join(resolve(values.content), 'languages', `${language}.yaml`);
const facts = languageSchema.safeParse(parseYaml(await readFile(languageFile, 'utf8').catch(() => '')));
const prefix = facts.success ? facts.data.lessonIdPrefix : undefined;
if (prefix === undefined) {
  fail(`${relative(process.cwd(), languageFile)} gives no lessonIdPrefix; run npm run content:check to see why`);
}
const parsed = parseLessonId(id);
if (!parsed || parsed.prefix !== prefix) {
  fail(
    `'${id}' is not a lesson id for ${language}: use '${prefix}<unit>-<position>' with position 0–6, e.g. ${prefix}1-0`,
  );
}
const allowed = typesForPosition[parsed.position] ?? [];
const type = values.type ?? positionalType ?? allowed[0];
if (!type || !isLessonType(type)) fail(`unknown lesson type '${type}'; the types are ${LESSON_TYPES.join(', ')}`);
if (!allowed.includes(type)) fail(`position ${parsed.position} of a unit holds ${allowed.join(' or ')}, not ${type}`);

const dir = join(resolve(values.content), 'courses', language, 'lessons');
const existing = ['md', 'yaml'].map((ext) => join(dir, `${id}.${ext}`)).find((path) => existsSync(path));
if (existing) fail(`${relative(process.cwd(), existing)} already exists; not overwriting it`);

const today = new Date().toISOString().slice(0, 10);
const { data, body } = lessonSkeleton(language, id, parsed.unit, parsed.position, type, today);
const doc = new Document(data);
// Quoted like the shipped lessons, so no YAML reader can take an id for a number or a date.
const idNode = doc.get('id', true);
if (idNode instanceof Scalar) idNode.type = Scalar.QUOTE_DOUBLE;
const yaml = doc.toString({ lineWidth: 0 });
const prose = isProseType(type);
const path = join(dir, `${id}.${prose ? 'md' : 'yaml'}`);
await mkdir(dir, { recursive: true });
if (prose) {
  await writeFile(path, `---\n${yaml}---\n${body}`);
} else {
  doc.commentBefore =
    ' Draft lesson: replace every TODO (fields are in schemas/lesson.schema.json; CONTENT.md has examples).';
  await writeFile(path, doc.toString({ lineWidth: 0 }));
}

const file = relative(process.cwd(), path);
console.log(`Created ${file} (${type}, status: draft).`);
console.log(`Next steps:
  1. Replace every TODO in ${file}.
  2. Add '${id}' to the lessons of unit-${parsed.unit} in ${relative(process.cwd(), join(resolve(values.content), 'courses', language, 'course.yaml'))}.
  3. Run npm run content:check until it reports 0 errors.
  4. Set status: review for a second reader, then status: published.`);
