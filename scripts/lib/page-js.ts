// The JavaScript a built page loads, read from the build output: the scripts and islands its HTML names,
// every module they import statically, and the dynamic imports a caller chooses to follow.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix } from 'node:path';

/** One JavaScript file of the build, by its URL path ('/_astro/client.Bz.js'). */
export interface JsFile {
  url: string;
  bytes: number;
  /** Size of its precompressed .br twin; the file's own size when the build wrote none (it was too small to pay). */
  brotli: number;
}

export interface PageJs {
  /** Every file the page loads, in the order first reached. */
  files: JsFile[];
  bytes: number;
  brotli: number;
}

const ATTRIBUTE_URL = /\b(?:component-url|renderer-url|src|href)="(\/[^"]+\.m?js)"/g;
const INLINE_MODULE = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /(?:^|[\s;})])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.m?js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '').filter(Boolean);
}

/** The URLs of the scripts a page's HTML starts: island components, their renderer, module scripts and their imports. */
export function entryScripts(html: string): string[] {
  const inline = matches(INLINE_MODULE, html).flatMap((code) => matches(STATIC_IMPORT, code));
  return [...new Set([...matches(ATTRIBUTE_URL, html), ...inline.filter((u) => u.startsWith('/'))])];
}

/** A module's static and dynamic imports, as URL paths. */
export function importsOf(code: string, url: string): { static: string[]; dynamic: string[] } {
  const resolve = (spec: string) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
  return { static: matches(STATIC_IMPORT, code).map(resolve), dynamic: matches(DYNAMIC_IMPORT, code).map(resolve) };
}

function fileOf(distDir: string, url: string): JsFile {
  const path = join(distDir, url);
  const bytes = statSync(path).size;
  return { url, bytes, brotli: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : bytes };
}

/**
 * The JavaScript of a built page: the entry scripts of its HTML and their static imports, plus the dynamic
 * imports `follow` accepts (by URL), with theirs. `follow` decides what a visit really loads, e.g. the player
 * chunk of the lesson's type, or the auth client on a page that always starts it.
 */
export function pageJs(distDir: string, htmlFile: string, follow: (url: string) => boolean = () => false): PageJs {
  const html = readFileSync(htmlFile, 'utf8');
  const seen = new Map<string, JsFile>();
  const queue = entryScripts(html);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url) || !existsSync(join(distDir, url))) continue;
    seen.set(url, fileOf(distDir, url));
    const found = importsOf(readFileSync(join(distDir, url), 'utf8'), url);
    queue.push(...found.static, ...found.dynamic.filter(follow));
  }
  const files = [...seen.values()];
  return { files, bytes: files.reduce((n, f) => n + f.bytes, 0), brotli: files.reduce((n, f) => n + f.brotli, 0) };
}

/** Whether a chunk URL is the build of a named module ('/_astro/QuizLesson.BXm.js' is 'QuizLesson'). */
export function isChunkOf(url: string, moduleName: string): boolean {
  return basename(url).startsWith(`${moduleName}.`);
}

/** The HTML file of a page URL path in the build ('/course/igbo' → dist/course/igbo.html, '/' → dist/index.html). */
export function htmlFileOf(distDir: string, urlPath: string): string {
  return urlPath === '/' ? join(distDir, 'index.html') : join(distDir, `${urlPath.replace(/^\//, '')}.html`);
}
