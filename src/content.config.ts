import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { achievementSchema } from './content/achievements.ts';
import { courseSchema } from './content/courses.ts';
import { languageSchema } from './content/languages.ts';
import { lessonSchema } from './content/lessons.ts';

// The same schemas validate content in `npm run content:check` and on the server (src/content/read.ts).
const str = (value: unknown) => String(value);
// CONTENT_DIR builds another content tree (the build-scaling benchmark's synthetic courses); the server reads the same variable.
const root = process.env['CONTENT_DIR'] || './content';

export const collections = {
  languages: defineCollection({
    loader: glob({ pattern: '*.yaml', base: `${root}/languages`, generateId: ({ data }) => str(data['code']) }),
    schema: languageSchema,
  }),
  courses: defineCollection({
    loader: glob({
      pattern: '*/course.yaml',
      base: `${root}/courses`,
      generateId: ({ data }) => str(data['language']),
    }),
    schema: courseSchema,
  }),
  lessons: defineCollection({
    loader: glob({
      pattern: '*/lessons/*.{md,yaml}',
      base: `${root}/courses`,
      generateId: ({ data }) => `${str(data['language'])}/${str(data['id'])}`,
    }),
    schema: lessonSchema,
  }),
  achievements: defineCollection({
    loader: file(`${root}/achievements.yaml`),
    schema: achievementSchema,
  }),
};
