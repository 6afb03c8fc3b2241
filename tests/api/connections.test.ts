// Slow clients (D7) and shutdown (D12), over raw sockets as a client or a load balancer would hold them.
import { rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONNECTION_TIMEOUTS, timeoutOptions } from '../../src/server/shutdown.ts';
import { startTestServer } from '../helpers/server.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with what the server sent and how the socket ended ('end' is a clean close, 'error' a reset). */
function ending(socket: Socket): Promise<{ received: string; how: 'end' | 'error'; afterMs: number }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  return new Promise((resolve) => {
    socket.once('error', () => resolve({ received, how: 'error', afterMs: Date.now() - started }));
    socket.once('close', (hadError) =>
      resolve({ received, how: hadError ? 'error' : 'end', afterMs: Date.now() - started }),
    );
  });
}

describe('slow clients (D7)', () => {
  it('the defaults close a silent connection within 10-30 s', () => {
    expect(DEFAULT_CONNECTION_TIMEOUTS.idleMs).toBeGreaterThanOrEqual(10_000);
    expect(DEFAULT_CONNECTION_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
  });

  it('closes connections whose body or headers stop arriving', async () => {
    const t = await startTestServer({}, { connectionTimeouts: { idleMs: 1_000, requestMs: 2_000 } });
    try {
      const halfBody = await open(t.url);
      halfBody.write(
        'POST /api/progress/lesson/complete HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
      );
      const halfHeaders = await open(t.url);
      halfHeaders.write('GET /api/languages HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      // A client that keeps trickling bytes is still cut off when the whole request takes too long.
      const trickle = await open(t.url);
      trickle.write(
        'POST /api/progress/lesson/complete HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      const drip = setInterval(() => trickle.writable && trickle.write(' '), 300);
      const [body, headers, slow] = await Promise.all([ending(halfBody), ending(halfHeaders), ending(trickle)]);
      clearInterval(drip);
      expect(body.afterMs).toBeLessThan(5_000);
      expect(headers.afterMs).toBeLessThan(5_000);
      expect(slow.afterMs).toBeLessThan(6_000);
      expect((await fetch(`${t.url}/health`)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('idle keep-alive connections (N8)', () => {
  it('the default closes a kept-alive connection 5 s after its last response, within the idle limit', () => {
    expect(DEFAULT_CONNECTION_TIMEOUTS.keepAliveMs).toBe(5_000);
    const options = timeoutOptions(DEFAULT_CONNECTION_TIMEOUTS);
    expect(options.keepAliveTimeout).toBe(5_000);
    expect(options.keepAliveTimeout).toBeLessThan(options.http.headersTimeout);
    expect(timeoutOptions({ idleMs: 2_000, requestMs: 30_000, keepAliveMs: 10_000 }).keepAliveTimeout).toBe(2_000);
  });

  it('closes a connection left idle after a response once the keep-alive limit has passed', async () => {
    const t = await startTestServer(
      {},
      { connectionTimeouts: { idleMs: 10_000, requestMs: 20_000, keepAliveMs: 500 } },
    );
    try {
      const socket = await open(t.url);
      const ended = ending(socket);
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
      const { received, how, afterMs } = await ended;
      expect(received).toMatch(/^HTTP\/1\.1 200/);
      expect(received.toLowerCase()).toContain('keep-alive');
      expect(how).toBe('end');
      // Closed by the keep-alive limit, not by the 10 s idle limit.
      expect(afterMs).toBeGreaterThanOrEqual(400);
      expect(afterMs).toBeLessThan(3_000);
    } finally {
      await t.close();
    }
  });
});

describe('shutdown (D12)', () => {
  it("a connection that has sent nothing yet (a browser's spare one) does not hold up closing", async () => {
    const t = await startTestServer();
    const spare = await open(t.url);
    const ended = ending(spare);
    const started = Date.now();
    await t.server.close();
    const closedAfter = Date.now() - started;
    await ended;
    await rm(t.dataDir, { recursive: true, force: true });
    expect(closedAfter).toBeLessThan(DEFAULT_CONNECTION_TIMEOUTS.idleMs / 2);
  });

  it('a request arriving on an open connection while the server closes gets a 503 envelope and a clean close', async () => {
    const t = await startTestServer();
    const socket = await open(t.url);
    const ended = ending(socket);
    // The request has begun, so closing does not count the connection idle; it finishes after closing starts.
    socket.write('GET /api/languages HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write('Connection: keep-alive\r\n\r\n');
    const { received, how } = await ended;
    await closing;
    await rm(t.dataDir, { recursive: true, force: true });
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received.toLowerCase()).toContain('connection: close');
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      success: false,
      data: null,
      error: 'The server is restarting. Please try again in a moment.',
      code: 'shutting_down',
    });
    expect(how).toBe('end');
  });
});
