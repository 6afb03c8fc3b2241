import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { failure } from './core/envelope.ts';
import { AuthError, sendAuthError } from './auth/errors.ts';

/**
 * While the server shuts down, a request that still arrives on an open keep-alive connection gets a 503 in the
 * format its client reads (the API envelope; Supabase's error on /auth/v1) and `Connection: close`, so the client
 * retries elsewhere on a new connection instead of meeting a reset socket.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  // A browser opens spare connections ahead of need; one that has sent nothing yet is not a request in flight, but
  // Node counts it as busy, so closing would wait for its idle timeout (20 s). Such connections are ended at once.
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('preClose', (done) => {
    closing = true;
    for (const socket of connections) if (socket.bytesRead === 0) socket.destroy();
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', '1');
    if (request.url.startsWith('/auth/v1/')) {
      sendAuthError(
        request,
        reply,
        new AuthError(503, 'service_unavailable', 'The server is restarting. Please try again in a moment.'),
      );
      return;
    }
    reply.code(503).send(failure('shutting_down', 'The server is restarting. Please try again in a moment.'));
  });
}

/**
 * How long a connection may stay silent, how long a whole request may take to arrive (slow clients), and how long a
 * kept-alive connection may wait for its next request after a response (at most idleMs; 5 s when not given).
 */
export interface ConnectionTimeouts {
  idleMs: number;
  requestMs: number;
  keepAliveMs?: number;
}

export const DEFAULT_CONNECTION_TIMEOUTS = {
  idleMs: 20_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
} as const satisfies ConnectionTimeouts;

/** Fastify's options for the timeouts: a silent socket is closed, and headers and body must arrive in time. */
export function timeoutOptions(timeouts: ConnectionTimeouts) {
  const headersTimeout = Math.min(15_000, timeouts.requestMs);
  // Fastify's own default (72 s) would hold an idle kept-alive socket long past idleMs; it stays below headersTimeout,
  // as Node asks, so a kept-alive socket is closed before a header deadline could cut a request starting on it.
  const keepAliveTimeout = Math.min(timeouts.keepAliveMs ?? DEFAULT_CONNECTION_TIMEOUTS.keepAliveMs, timeouts.idleMs);
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout,
    requestTimeout: timeouts.requestMs,
    // Node checks the header and request deadlines on this interval; the default 30 s would double them.
    http: {
      headersTimeout,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, headersTimeout),
    },
    return503OnClosing: false,
  };
}
