// The baselines the benchmark compares Lugha's server with, run as their own process:
//   http    — plain node:http answering every request with the same bytes from memory (and the given headers);
//   fastify — a bare Fastify app with one JSON route answering the same object;
//   files   — plain node:http serving a directory's files from memory, brotli-compressed when the browser accepts it.
// Usage: node scripts/bench/baseline-server.ts <http|fastify|files> <port> '{"file": "...", "headers": {...}}'
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';

const [kind, portText, payloadText] = process.argv.slice(2);
const port = Number(portText);
const payload = JSON.parse(payloadText ?? '{}') as { file: string; headers: Record<string, string> };
const ready = () => console.log(`${kind} baseline on ${port}`);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.txt': 'text/plain; charset=utf-8' };

const body = () => readFileSync(payload.file);

if (kind === 'files') {
  // payload.file names the directory.
  const files = new Map<string, { raw: Buffer; br: Buffer; type: string }>();
  for (const name of readdirSync(payload.file)) {
    const raw = readFileSync(join(payload.file, name));
    files.set(`/${name}`, { raw, br: brotliCompressSync(raw), type: TYPES[extname(name)] ?? 'application/octet-stream' });
  }
  createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = files.get(path);
    if (!file) {
      response.writeHead(path === '/health' || path === '/robots.txt' ? 200 : 404, { 'content-type': 'text/plain' });
      response.end();
      return;
    }
    const br = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const bytes = br ? file.br : file.raw;
    response.writeHead(200, { 'content-type': file.type, 'content-length': String(bytes.length), 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) });
    response.end(bytes);
  }).listen(port, '127.0.0.1', ready);
} else if (kind === 'http') {
  const bytes = body();
  const headers = { ...payload.headers, 'content-length': String(bytes.length) };
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(bytes);
  }).listen(port, '127.0.0.1', ready);
} else if (kind === 'fastify') {
  const data: unknown = JSON.parse(body().toString('utf8'));
  const app = Fastify({ logger: false });
  app.get('/*', async () => data);
  await app.listen({ port, host: '127.0.0.1' });
  ready();
} else {
  console.error('usage: baseline-server.ts <http|fastify|files> <port> <payload JSON>');
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
