import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { addressOf } from '../../shared/page-address.ts';

/** URL paths of every built page ('/course/igbo' for dist/course/igbo.html), read once at start. */
export function indexPages(distDir: string): Set<string> {
  const pages = new Set<string>();
  let entries;
  try {
    entries = readdirSync(distDir, { withFileTypes: true, recursive: true });
  } catch {
    return pages;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = addressOf('/' + relative(distDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
    // Legacy /lesson/{id} pages exist for static hosting only; the server answers those with a 301.
    const legacyRedirect = /^\/lesson\/[^/]+$/.test(path);
    if (path !== '/' && path !== '/404' && !path.startsWith('/errors/') && !legacyRedirect) pages.add(path);
  }
  return pages;
}

/**
 * Maps a page URL to its file ('/course/igbo?x=1' → '/course/igbo.html?x=1'). Needed because a page and
 * a folder can share a name (course/igbo.html beside course/igbo/), which static lookup alone gets wrong.
 */
export function pageFileUrl(url: string, pages: ReadonlySet<string>): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return url;
  }
  return pages.has(decoded) ? `${path}.html${q === -1 ? '' : url.slice(q)}` : url;
}
