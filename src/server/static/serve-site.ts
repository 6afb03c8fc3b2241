import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorPageFor, LANGUAGE_SLOT, languageOfPath, loadErrorPages } from './error-pages.ts';
import { chooseEncoding, memoryFiles } from './memory-files.ts';

const HASHED_ASSETS = '/_astro/';
const LANGUAGE_CODE = /^[a-z]{2,20}$/;

/** Whether a URL is a hashed build asset (immutable, never a document). */
export const isHashedAsset = (url: string): boolean => url.startsWith(HASHED_ASSETS);

/** Files that name what the others are: revalidated on every request, so a deploy is seen at once. */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/update-prompt.js']);

/** Cache policy: hashed build assets forever, HTML and the service worker always revalidated, other public files for an hour. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(HASHED_ASSETS)) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || !/\.[a-z0-9]+$/i.test(urlPath) || ALWAYS_REVALIDATED.has(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Error pages are answered only through the not-found handler, with status 404. */
const isErrorPage = (path: string) => path.startsWith('/errors/') || path === '/404.html' || path === '/404';

/** The build's brotli and gzip twins are sent only as the encoding of their page, never as files of their own. */
const isCompressedTwin = (path: string) => /\.(br|gz)$/i.test(path);

export interface SiteOptions {
  /** Answers a URL no built file matches (an approved community recording); false lets the 404 page answer. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/**
 * Serves the built site from `distDir`: precompressed brotli/gzip variants (small files from memory, the rest
 * streamed from disk), cache headers, the legacy lesson redirect as a real 301, and the spec's not-found pages
 * with status 404.
 */
export async function serveSite(app: FastifyInstance, distDir: string, options: SiteOptions = {}): Promise<void> {
  const errorPages = loadErrorPages(distDir);
  const knownLanguages = new Map<string, boolean>();
  // A language is known when its course page was built; remember the answer per code.
  const isKnownLanguage = (code: string) => {
    if (!LANGUAGE_CODE.test(code)) return false;
    let known = knownLanguages.get(code);
    if (known === undefined) {
      known = existsSync(join(distDir, 'course', `${code}.html`));
      knownLanguages.set(code, known);
    }
    return known;
  };

  app.addHook('onRequest', (request, reply, done) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path.length > 1 && path.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
      // One leading slash, never two or a backslash: '//evil.example/' must not become a link to another host.
      const local = `/${path.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`;
      reply.redirect(local + (query === undefined ? '' : `?${query}`), 301);
      return;
    }
    done();
  });

  const memory = memoryFiles(distDir);
  app.addHook('onRequest', async (request, reply) => {
    // Range requests (audio seeking) and anything not held in memory go on to the file server below.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) return;
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return;
    }
    if (path === '/') path = '/index.html';
    if (isErrorPage(path) || path.includes('\0')) return;
    const file = await memory.get(path);
    if (!file) return;
    const encoding = chooseEncoding(request.headers['accept-encoding'], file);
    const variant = file.variants[encoding]!;
    reply
      .header('content-type', file.type)
      .header('cache-control', cacheControlFor(path))
      .header('etag', variant.etag)
      .header('last-modified', variant.lastModified);
    if (Object.keys(file.variants).length > 1) reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    return reply.send(variant.body);
  });

  // Browsers ask for /favicon.ico on their own (before a page's <link rel="icon"> is read, or for other files).
  app.get('/favicon.ico', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/icons/icon-48.png', 301),
  );

  app.get<{ Params: { lessonId: string } }>('/lesson/:lessonId', (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/lesson/igbo/${encodeURIComponent(request.params.lessonId)}${query}`, 301);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    allowedPath: (pathName) => !isErrorPage(pathName) && !isCompressedTwin(pathName),
    cacheControl: false,
    setHeaders: (reply, path) => {
      const urlPath = '/' + path.slice(distDir.length + 1).replaceAll('\\', '/');
      reply.header('Cache-Control', cacheControlFor(urlPath.replace(/\.(br|gz)$/, '')));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (options.fallback && (await options.fallback(request, reply))) return reply;
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ success: false, data: null, error: 'Not found' });
    }
    const name = errorPageFor(pathname, isKnownLanguage);
    // Only a known language (a built course page) is put into the link, so nothing from the URL is echoed raw.
    const page =
      name === 'level-not-found'
        ? errorPages[name].replaceAll(LANGUAGE_SLOT, `/course/${languageOfPath(pathname)}`)
        : errorPages[name];
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
