import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudioQuality } from './latency-probe.ts';

// A real HTTP server stands in for the audio host: /ms/{n} answers after n ms, /missing with 404, /never not at all.
let server: Server;
let base = '';
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    methods.push(request.method ?? '');
    const path = request.url ?? '';
    if (path === '/never') return;
    if (path === '/missing') return void response.writeHead(404).end();
    const delay = Number(/^\/ms\/(\d+)$/.exec(path)?.[1] ?? 0);
    setTimeout(() => response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('probeAudioQuality', () => {
  it('sends one HEAD request', async () => {
    methods.length = 0;
    await probeAudioQuality({ url: `${base}/ms/0` });
    expect(methods).toEqual(['HEAD']);
  });

  // A busy machine can add its own delay to a real request, never take any away: a quick answer is judged on the
  // best of three tries.
  const bestOfThree = async (url: string) => {
    const qualities = [];
    for (let i = 0; i < 3; i++) qualities.push(await probeAudioQuality({ url }));
    return qualities;
  };

  it('gives high for a quick answer', async () => {
    expect(await bestOfThree(`${base}/ms/0`)).toContain('high');
  });

  it('gives medium for an answer after 100 ms and before 300 ms', async () => {
    const qualities = await bestOfThree(`${base}/ms/180`);
    expect(qualities).toContain('medium');
    expect(qualities).not.toContain('high');
  });

  it('gives low for a slow answer', async () => {
    expect(await probeAudioQuality({ url: `${base}/ms/350` })).toBe('low');
  });

  it('gives low when the test file is missing', async () => {
    expect(await probeAudioQuality({ url: `${base}/missing` })).toBe('low');
  });

  it('gives low when no answer comes before the timeout', async () => {
    const started = Date.now();
    expect(await probeAudioQuality({ url: `${base}/never`, timeoutMs: 200 })).toBe('low');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives low when the server cannot be reached', async () => {
    expect(await probeAudioQuality({ url: 'http://127.0.0.1:9/audio/test.mp3' })).toBe('low');
  });

  it('measures with the clock it is given', async () => {
    const times = [1000, 1250];
    expect(await probeAudioQuality({ url: `${base}/ms/0`, now: () => times.shift() ?? 0 })).toBe('medium');
  });
});
