import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_TYPES } from '../src/domain/lessonTypes.ts';
import { lessonSchema } from '../src/content/lessons.ts';
import { vocabularyListSchema } from '../src/content/vocabulary.ts';
import { splitFrontmatter } from '../src/content/read.ts';

/** The first fenced code block after `heading` in CONTENT.md. */
const blockAfter = (guide: string, heading: string): string => {
  const rest = guide.slice(guide.indexOf(heading));
  return /```(?:yaml|markdown)\n([\s\S]*?)```/.exec(rest)?.[1] ?? '';
};

describe('the lesson examples in CONTENT.md', () => {
  let guide: string;
  let common: Record<string, unknown>;

  beforeAll(async () => {
    guide = await readFile('CONTENT.md', 'utf8');
    common = parse(blockAfter(guide, '## Fields every lesson has')) as Record<string, unknown>;
  });

  it('show every lesson type', () => {
    for (const type of LESSON_TYPES) expect(guide).toMatch(new RegExp(`^### .*\`${type}\``, 'm'));
  });

  it.each(['pattern-discovery', 'quiz', 'memory-game', 'cultural-story', 'conversation', 'sentence-construction'])(
    '%s passes the lesson schema with the common fields',
    (type) => {
      const example = parse(blockAfter(guide, `### \`${type}\``)) as Record<string, unknown>;
      expect(example['type']).toBe(type);
      const result = lessonSchema.safeParse({ ...common, ...example });
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it('info is a Markdown file whose frontmatter passes the lesson schema', () => {
    const parts = splitFrontmatter(blockAfter(guide, '### `info`'));
    expect(parts?.body).toMatch(/\*\*Hujambo\?\*\*/);
    expect(lessonSchema.safeParse(parse(parts?.data ?? '')).error?.issues ?? []).toEqual([]);
  });
});

describe('the vocabulary examples in CONTENT.md', () => {
  it('pass the vocabulary schema, the accepted forms and hint among them', async () => {
    const guide = await readFile('CONTENT.md', 'utf8');
    const section = guide.slice(guide.indexOf('## Vocabulary'), guide.indexOf('## Practice'));
    const examples = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]!) as unknown);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    const entries = examples.flatMap((example) => vocabularyListSchema.parse(example));
    expect(entries.some((e) => e.accept && e.accept.length > 0)).toBe(true);
    expect(entries.some((e) => e.hint)).toBe(true);
  });
});
