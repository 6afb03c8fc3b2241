// The build's baseline: the smallest Astro site that does the same kind of work — a content collection of N plain
// Markdown pages rendered through one page template, no islands, no integrations — built with the same astro from
// node_modules, so its build time is what Astro itself costs on this machine today.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

// Output and Astro's cache go where the run says, never into the linked node_modules.
const CONFIG = `export default { output: 'static', build: { format: 'file' }, outDir: process.env.BASELINE_OUT_DIR, cacheDir: process.env.BASELINE_CACHE_DIR };\n`;

const CONTENT_CONFIG = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const collections = {
  pages: defineCollection({ loader: glob({ pattern: '*.md', base: './pages' }), schema: z.object({ title: z.string(), order: z.number() }) }),
};
`;

const TEMPLATE = `---
import { getCollection, render } from 'astro:content';

export async function getStaticPaths() {
  const pages = await getCollection('pages');
  return pages.map((page) => ({ params: { slug: page.id }, props: { page } }));
}
const { page } = Astro.props;
const { Content } = await render(page);
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{page.data.title}</title></head>
  <body><main><h1>{page.data.title}</h1><Content /></main></body>
</html>
`;

/** A page of about a kilobyte of Markdown: a heading, paragraphs, a list and some emphasis, as a short lesson has. */
export function baselinePage(n: number): string {
  return `---
title: Page ${n}
order: ${n}
---

## Greetings, part ${n}

In this page you meet a greeting used in the morning, and the answer a neighbour gives. Read it aloud twice and
listen for the *tone* of each syllable: a high tone and a low tone can change what a word means.

- **Good morning** — said before noon
- **Good afternoon** — said after noon
- **Good evening** — said after sunset

A greeting is rarely a single word. People ask after your family, your work and your health, and expect you to
ask back. Answer with the short form first, then ask the same question in return.

> Practise with a friend: one greets, the other answers, then swap.

Page ${n} ends here; the next page builds on it with the names of the days.
`;
}

/** Writes the site with `pages` Markdown pages into `root`; node_modules links to the project's, for the same astro. */
export async function writeBaselineSite(root: string, pages: number): Promise<void> {
  await mkdir(join(root, 'src', 'pages'), { recursive: true });
  await mkdir(join(root, 'pages'), { recursive: true });
  await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir');
  await writeFile(join(root, 'package.json'), `${JSON.stringify({ name: 'baseline-site', private: true, type: 'module' })}\n`);
  await writeFile(join(root, 'astro.config.mjs'), CONFIG);
  await writeFile(join(root, 'src', 'content.config.ts'), CONTENT_CONFIG);
  await writeFile(join(root, 'src', 'pages', '[slug].astro'), TEMPLATE);
  for (let n = 1; n <= pages; n++) await writeFile(join(root, 'pages', `page-${n}.md`), baselinePage(n));
}
