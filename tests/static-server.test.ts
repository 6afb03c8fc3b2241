// The built site through the real Fastify app (npm test builds dist/ before this runs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.ts';

let app: FastifyInstance;
let test: TestServer;
beforeAll(async () => {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run npm run build (npm test does it for you).');
  test = await startTestServer();
  app = test.server.app;
});
afterAll(() => test?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** A GET of `path` exactly as written, on the listening server; its status and Location. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(test.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        location: /^location: (.*)$/im.exec(text)?.[1]?.trim(),
      }),
    );
  });
}

/** Sends `head` (a request line and headers, CRLF-separated) as written; the status of the answer. */
function rawStatus(head: string): Promise<number> {
  const { port } = new URL(test.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])));
  });
}

describe('the Host header', () => {
  it.each(['/', '/api/languages', '/auth/v1/settings', '/health'])('given twice to %s answers 400', async (path) => {
    expect(await rawStatus(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example`)).toBe(400);
    expect(await rawStatus(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nhost: 127.0.0.1`)).toBe(400);
  });

  it('given once is answered as usual', async () => {
    expect(await rawStatus('GET /health HTTP/1.1\r\nHost: 127.0.0.1')).toBe(200);
  });
});

describe('pages', () => {
  it.each([
    '/',
    '/onboarding',
    '/select-language',
    '/course/igbo',
    '/course/igbo/level/level-1',
    '/course/igbo/level/igbo-level-1',
    '/lesson/igbo/1-0',
    '/achievements',
    '/profile',
    '/payment',
    '/admin',
  ])('%s answers 200 with revalidated HTML', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', '/'],
    ['/course/igbo', '/course/igbo'],
    ['/course/igbo/level/igbo-level-1', '/course/igbo/level/level-1'],
    ['/lesson/igbo/1-0', '/lesson/igbo/1-0'],
  ])('%s names %s, an address the site answers, as its canonical address', async (url, address) => {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec((await get(url)).body)?.[1];
    expect(new URL(canonical!).pathname).toBe(address);
    expect((await get(address)).statusCode).toBe(200);
  });

  it('serves the brotli twin when the browser accepts it, gzip otherwise', async () => {
    const br = await get('/course/igbo', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gz = await get('/course/igbo', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/course/igbo');
    expect(plain.body).toContain('Igbo for Beginners');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const asset = readdirSync('dist/_astro').find((f) => f.endsWith('.js'));
    const res = await get(`/_astro/${asset}`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends document security headers with pages, not with hashed assets', async () => {
    const asset = readdirSync('dist/_astro').find((f) => f.endsWith('.js'));
    const script = await get(`/_astro/${asset}`, { 'accept-encoding': 'br' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const page = await get('/course/igbo');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/course/igbo', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('leaves a range request to the file server, which answers 206', async () => {
    const asset = readdirSync('dist/_astro').find((f) => f.endsWith('.js'));
    const res = await get(`/_astro/${asset}`, { range: 'bytes=0-9' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toHaveLength(10);
  });

  it('answers the same bytes and validators from memory as from disk', async () => {
    const first = await get('/select-language', { 'accept-encoding': 'gzip' });
    const again = await get('/select-language', { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
  });

  it('never serves a file from outside the build', async () => {
    for (const url of ['/..%2fpackage.json', '/_astro/..%2f..%2fpackage.json', '/%2e%2e/package.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"devDependencies"');
    }
  });

  it('never serves a precompressed twin as a file of its own', async () => {
    for (const url of ['/course/igbo.html.br', '/course/igbo.html.gz', '/index.html.br', '/course/igbo.br']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('answers a conditional request with 304', async () => {
    const first = await get('/select-language');
    const again = await get('/select-language', { 'if-none-match': String(first.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });
});

describe('redirects', () => {
  it('sends /favicon.ico to the site icon with a 301, so browsers asking for it on their own get no 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe('/icons/icon-48.png');
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-48.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/png');
  });

  it("names as every page's icon the file /favicon.ico leads to, a PNG", () => {
    for (const page of ['dist/index.html', 'dist/lesson/igbo/1-2.html']) {
      const html = readFileSync(page, 'utf8');
      expect(html.match(/<link rel="icon"[^>]*>/g), page).toEqual([
        '<link rel="icon" href="/icons/icon-48.png" sizes="48x48" type="image/png">',
      ]);
    }
  });

  it('sends the legacy lesson path to Igbo with a real 301', async () => {
    const res = await get('/lesson/1-2');
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe('/lesson/igbo/1-2');
  });
  it('drops a trailing slash with a 301', async () => {
    const res = await get('/course/igbo/');
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe('/course/igbo');
  });
  it.each([
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['/\\/evil.example/?next=1', '/evil.example?next=1'],
    ['///', '/'],
  ])('never redirects off the site: %s → %s', async (path, location) => {
    // Sent as written, over a socket: an HTTP client would read '//evil.example/' as a host.
    const res = await rawGet(path);
    expect(res.status).toBe(301);
    expect(res.location).toBe(location);
    expect(new URL(res.location!, 'https://lugha.example').host).toBe('lugha.example');
  });
});

describe('not found', () => {
  it.each([
    ['/no/such/page', 'Oops! Page not found'],
    ['/lesson/klingon/1-0', 'Invalid language!'],
    ['/lesson/igbo/99-9', 'Lesson not found!'],
    ['/course/klingon', 'Course Not Found'],
    ['/course/igbo/level/level-99', 'Level not found!'],
    ['/course/klingon/level/level-1', 'Choose Language'],
    ['/errors/lesson-not-found', 'Oops! Page not found'],
  ])('%s answers 404 with “%s”', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(text);
  });

  it('links an unknown level back to its own course overview', async () => {
    const res = await get('/course/igbo/level/level-99');
    expect(res.body).toContain('href="/course/igbo"');
    expect(res.body).toContain('Go to Course Overview');
  });

  it('never serves files outside dist/', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await get(url);
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('"devDependencies"');
    }
  });
});

it('reports health with the database it answers from', async () => {
  const res = await get('/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
});

it('reports 503 when the database does not answer', async () => {
  const broken = await startTestServer();
  try {
    await broken.server.database.close();
    const res = await fetch(`${broken.url}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', database: 'unreachable' });
  } finally {
    await broken.server.app.close();
  }
});
