// The pages this browser keeps for offline use, read from the service worker's page cache, for the offline page.
import { CACHES } from './caching.ts';

export interface CachedPage {
  path: string;
  title: string;
}

const TITLE = /<title>([^<]*)<\/title>/i;
const SITE_SUFFIX = / · Lugha$/;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A page's title without the site's name, or its path when it has none. */
export function titleOf(html: string, path: string): string {
  const raw = TITLE.exec(html)?.[1]?.trim();
  if (!raw) return path;
  return raw.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity).replace(SITE_SUFFIX, '');
}

/** Kept pages worth linking: not the offline page itself, courses first, then levels and lessons, by path. */
export function listable(paths: string[]): string[] {
  const rank = (path: string) =>
    path === '/' ? 0 : path.startsWith('/course/') ? 1 : path.startsWith('/lesson/') ? 2 : 3;
  return [...new Set(paths)]
    .filter((path) => path !== '/offline')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export async function cachedPages(): Promise<CachedPage[]> {
  if (!('caches' in globalThis) || !(await caches.has(CACHES.pages))) return [];
  const cache = await caches.open(CACHES.pages);
  const requests = await cache.keys();
  const byPath = new Map(requests.map((request) => [new URL(request.url).pathname, request] as const));
  const pages: CachedPage[] = [];
  for (const path of listable([...byPath.keys()])) {
    const response = await cache.match(byPath.get(path)!);
    pages.push({ path, title: response ? titleOf(await response.text(), path) : path });
  }
  return pages;
}
