// Flattens a page's module waterfall. An island's code is discovered one import level at a time (the island's
// chunk, then what it imports, then what those import, then the lesson player it loads lazily), and each level
// waits for the one before. Listing the whole graph as <link rel="modulepreload"> lets the browser fetch and
// compile every chunk at once while it parses the HTML.
import { existsSync, readFileSync } from 'node:fs';
import { glob, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importsOf, isChunkOf } from './page-js.ts';

/** A page names lazy modules it always loads (e.g. its lesson player) with this meta tag, replaced at build. */
export const PRELOAD_META = /<meta name="lugha:preload" content="([^"]*)"\s*\/?>/;
const LOAD_ISLAND = /<astro-island\b[^>]*>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}="(/[^"]+\\.m?js)"`);
const MODULE_SCRIPT = /<script\b[^>]*type="module"[^>]*src="(\/[^"]+\.m?js)"/g;
/** A font preload the layout marks to follow the modules (src/components/layouts/font-preloads.ts), and the mark. */
const LATE_FONT = /<link rel="preload"[^>]*\sdata-after-modules(?:="[^"]*")?[^>]*>/g;
const LATE_MARK = /\sdata-after-modules(?:="[^"]*")?/;

/** The modules a page starts at once: its client:load islands and their renderer, and its module scripts. */
function startingModules(html: string): { islands: string[]; scripts: string[] } {
  const islands = [...html.matchAll(LOAD_ISLAND)]
    .map((m) => m[0])
    .filter((tag) => /\bclient="load"/.test(tag))
    .flatMap((tag) => ['component-url', 'renderer-url'].map((name) => ATTRIBUTE(name).exec(tag)?.[1] ?? ''))
    .filter(Boolean);
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]!);
  return { islands, scripts };
}

/**
 * Every module a page starts with: the static graph of its client:load islands and module scripts, and the lazy
 * modules its meta tag names with their own graphs.
 */
export function startGraph(html: string, distDir: string): string[] {
  const named = (PRELOAD_META.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);
  const { islands, scripts } = startingModules(html);
  const seen = new Set<string>();
  const queue = [...islands, ...scripts];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url) || !existsSync(join(distDir, url))) continue;
    seen.add(url);
    const found = importsOf(readFileSync(join(distDir, url), 'utf8'), url);
    queue.push(...found.static, ...found.dynamic.filter((d) => named.some((name) => isChunkOf(d, name))));
  }
  return [...seen];
}

/**
 * The page's HTML with a modulepreload link for every module of its start graph (startGraph, or the one given).
 * Modules the HTML already starts itself (its module scripts) are not listed again.
 *
 * The font preloads the layout marks follow the modules. Over HTTP/1.1 a browser opens six connections to a host
 * and sends requests of one priority in the order it finds them: seven font files found first took all six, and on a
 * slow phone network the player's scripts waited for them (bench/README.md, "Fonts behind the player's code"). The body
 * faces in Basic Latin stay ahead, so the page's first text is still drawn in its own face; the rest are still asked
 * for while the HTML is parsed, before layout would find them.
 */
export function withModulePreloads(html: string, distDir: string, graph = startGraph(html, distDir)): string {
  const { scripts } = startingModules(html);
  const links = graph
    .filter((url) => !scripts.includes(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  const withoutMeta = html.replace(PRELOAD_META, '');
  const unmarked = (tag: string) => tag.replace(LATE_MARK, '');
  if (links === '') return withoutMeta.replace(LATE_FONT, unmarked);
  const late = (withoutMeta.match(LATE_FONT) ?? []).map(unmarked);
  return withoutMeta.replace(LATE_FONT, '').replace('</head>', `${links}${late.join('')}</head>`);
}

/**
 * Rewrites every HTML page of a build with its modulepreload links. Returns how many pages got some, and every
 * module some page starts with (the union of their start graphs).
 */
export async function addModulePreloads(distDir: string): Promise<{ pages: number; started: Set<string> }> {
  let pages = 0;
  const started = new Set<string>();
  for await (const file of glob('**/*.html', { cwd: distDir })) {
    const path = join(distDir, file);
    const html = await readFile(path, 'utf8');
    const graph = startGraph(html, distDir);
    for (const url of graph) started.add(url);
    const rewritten = withModulePreloads(html, distDir, graph);
    if (rewritten === html) continue;
    await writeFile(path, rewritten);
    if (rewritten.includes('rel="modulepreload"')) pages++;
  }
  return { pages, started };
}
