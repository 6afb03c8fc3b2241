import { z } from 'zod';
import { achievementSchema } from './achievements.ts';
import { audioManifestSchema } from './audio.ts';
import { courseSchema } from './courses.ts';
import { languageSchema } from './languages.ts';
import { lexiconListSchema } from './lexicon.ts';
import { lessonSchema } from './lessons.ts';
import { vocabularyListSchema } from './vocabulary.ts';

/** The content files each schema describes, keyed by the schema's file name under schemas/. */
const sources = {
  'lesson.schema.json': {
    schema: lessonSchema,
    title: 'Lugha lesson',
    description: 'A lesson file: content/courses/<language>/lessons/<id>.yaml, or the frontmatter of <id>.md.',
  },
  'course.schema.json': {
    schema: courseSchema,
    title: 'Lugha course',
    description: 'The outline of one course: content/courses/<language>/course.yaml.',
  },
  'language.schema.json': {
    schema: languageSchema,
    title: 'Lugha language',
    description: 'One language of the catalogue: content/languages/<code>.yaml.',
  },
  'achievements.schema.json': {
    schema: z.array(achievementSchema),
    title: 'Lugha achievements',
    description: 'The list of achievements: content/achievements.yaml.',
  },
  'vocabulary.schema.json': {
    schema: vocabularyListSchema,
    title: 'Lugha vocabulary list',
    description: "One language's words, in the order the course introduces them: content/vocabulary/<language>.yaml.",
  },
  'lexicon.schema.json': {
    schema: lexiconListSchema,
    title: 'Lugha lexicon list',
    description:
      "Real words beside a course's own, with their meanings, for practice's tone choice: content/lexicon/<language>.yaml.",
  },
  'audio-manifest.schema.json': {
    schema: audioManifestSchema,
    title: 'Lugha audio manifest',
    description: 'Every audio file under public/audio/ with what it says and its source: content/audio/manifest.yaml.',
  },
} as const;

/** The JSON Schema of each content file, generated from the zod schemas, as the text written under schemas/. */
export function contentJsonSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, { schema, title, description }] of Object.entries(sources)) {
    // Draft 7: the YAML language server behind most editors reads up to draft 7. 'input': an author may
    // leave out fields that have a default. Cross-field rules (one right option, a word bank that builds
    // its sentence) have no JSON Schema form and are left to content:check.
    const { $schema, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' });
    out[file] = `${JSON.stringify({ $schema, title, description, ...json }, null, 2)}\n`;
  }
  return out;
}
