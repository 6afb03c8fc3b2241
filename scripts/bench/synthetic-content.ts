// Synthetic content for the build-scaling benchmark: N published lessons of every type, in courses shaped like the
// real ones (21 levels of 6 units of 7 lessons), made by renumbering the lessons of the first real course.
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { splitFrontmatter } from '../../src/content/read.ts';

const LEVELS_PER_COURSE = 21;
const UNITS_PER_LEVEL = 6;
const LESSONS_PER_UNIT = 7;
const LESSONS_PER_COURSE = LEVELS_PER_COURSE * UNITS_PER_LEVEL * LESSONS_PER_UNIT;

interface Template {
  position: number;
  data: Record<string, unknown>;
  /** The Markdown body of a prose lesson; undefined for a YAML lesson. */
  body: string | undefined;
}

/** The lessons of one real course, by unit and position, to copy from. */
async function readTemplates(contentDir: string, language: string): Promise<Template[][]> {
  const dir = join(contentDir, 'courses', language, 'lessons');
  const units = new Map<number, Template[]>();
  for (const name of (await readdir(dir)).sort()) {
    const text = await readFile(join(dir, name), 'utf8');
    const prose = name.endsWith('.md') ? splitFrontmatter(text) : null;
    const data = parse(prose ? prose.data : text) as Record<string, unknown>;
    if (data['status'] !== 'published') continue;
    const unit = Number(data['unit']);
    const list = units.get(unit) ?? [];
    list[Number(data['position'])] = { position: Number(data['position']), data, body: prose?.body };
    units.set(unit, list);
  }
  const complete = [...units.values()].filter((list) => list.filter(Boolean).length === LESSONS_PER_UNIT);
  if (complete.length === 0) throw new Error(`${language} has no unit with all ${LESSONS_PER_UNIT} lessons published to copy from`);
  return complete;
}

const letters = (n: number) => String.fromCharCode(97 + n);

/**
 * Writes a content tree with `lessons` published lessons into `outDir`: the real languages' files are replaced by
 * synthetic languages ('bencha', 'benchb', …, lesson ids 'a1-0', 'b1-0', …), the achievements are kept.
 */
export async function writeSyntheticContent(contentDir: string, outDir: string, lessons: number, templateLanguage = 'igbo'): Promise<{ courses: number; lessons: number }> {
  const templates = await readTemplates(contentDir, templateLanguage);
  const facts = parse(await readFile(join(contentDir, 'languages', `${templateLanguage}.yaml`), 'utf8')) as Record<string, unknown>;
  const courses = Math.ceil(lessons / LESSONS_PER_COURSE);
  if (courses > 26) throw new Error('at most 26 synthetic courses (one lesson-id letter each)');
  await mkdir(join(outDir, 'languages'), { recursive: true });
  await cp(join(contentDir, 'achievements.yaml'), join(outDir, 'achievements.yaml'));
  let written = 0;
  for (let c = 0; c < courses; c++) {
    const prefix = letters(c);
    const code = `bench${prefix}`;
    const lessonDir = join(outDir, 'courses', code, 'lessons');
    await mkdir(lessonDir, { recursive: true });
    await writeFile(
      join(outDir, 'languages', `${code}.yaml`),
      stringify({
        code,
        name: `Bench ${prefix.toUpperCase()}`,
        native_name: `Bench ${prefix}`,
        flag_emoji: '🌍',
        country: 'Benchland',
        description: 'A synthetic language for the build benchmark.',
        total_speakers: 1000,
        speakersSource: 'A synthetic count.',
        status: 'active',
        featured: false,
        order: c + 1,
        // The template language's facts about its text, since the lessons are its lessons renumbered.
        bcp47: facts['bcp47'],
        tonal: facts['tonal'],
        marksEveryTone: facts['marksEveryTone'],
        lessonIdPrefix: prefix,
      }),
    );
    const levels = [];
    for (let l = 1; l <= LEVELS_PER_COURSE && written < lessons; l++) {
      const units = [];
      for (let u = 1; u <= UNITS_PER_LEVEL && written < lessons; u++) {
        const unit = (l - 1) * UNITS_PER_LEVEL + u;
        const source = templates[(unit - 1) % templates.length]!;
        const ids = [];
        for (let p = 0; p < LESSONS_PER_UNIT && written < lessons; p++) {
          const template = source[p]!;
          const id = `${prefix}${unit}-${p}`;
          const data = { ...template.data, id, language: code, unit, title: `${String(template.data['title'])} ${unit}` };
          if (template.body === undefined) await writeFile(join(lessonDir, `${id}.yaml`), stringify(data));
          else await writeFile(join(lessonDir, `${id}.md`), `---\n${stringify(data)}---\n${template.body}\n`);
          ids.push(id);
          written++;
        }
        units.push({ id: `unit-${unit}`, title: `Unit ${unit}`, description: `Synthetic unit ${unit}.`, lessons: ids });
      }
      levels.push({ id: `level-${l}`, number: l, title: `Level ${l}`, description: `Synthetic level ${l}.`, units });
    }
    await writeFile(
      join(outDir, 'courses', code, 'course.yaml'),
      stringify({ language: code, title: `Bench ${prefix.toUpperCase()} course`, description: 'Synthetic lessons for the build benchmark.', difficulty: 'beginner', estimatedHours: 1, levels }),
    );
  }
  return { courses, lessons: written };
}
