// The baselines the benchmark compares Lugha's server with, run as their own process:
//   http    — plain node:http answering every request with the same bytes from memory (and the given headers);
//   fastify — a bare Fastify app with one JSON route answering the same object.
// Usage: node scripts/bench/baseline-server.ts <http|fastify> <port> '{"file": "...", "headers": {...}}'
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

const [kind, portText, payloadText] = process.argv.slice(2);
const port = Number(portText);
const payload = JSON.parse(payloadText ?? '{}') as { file: string; headers: Record<string, string> };
const body = readFileSync(payload.file);
const ready = () => console.log(`${kind} baseline on ${port}`);

if (kind === 'http') {
  const headers = { ...payload.headers, 'content-length': String(body.length) };
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  }).listen(port, '127.0.0.1', ready);
} else if (kind === 'fastify') {
  const data: unknown = JSON.parse(body.toString('utf8'));
  const app = Fastify({ logger: false });
  app.get('/*', async () => data);
  await app.listen({ port, host: '127.0.0.1' });
  ready();
} else {
  console.error('usage: baseline-server.ts <http|fastify> <port> <payload JSON>');
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
