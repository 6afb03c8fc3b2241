/**
 * Test support only: a tiny in-process HTTP server speaking the API envelope, so the client's tests
 * go through a real socket without the product server. Each test says how it answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface Received {
  method: string;
  /** Path and query, e.g. '/api/languages?featured=true'. */
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A status and a body (objects are sent as JSON, strings as they are), or 'hang' to never answer. */
export type Reply = { status: number; body?: unknown } | 'hang';

export interface ScriptedApiServer {
  /** 'http://127.0.0.1:port' */
  origin: string;
  received: Received[];
  /** Sets how the server answers from now on. */
  answer(handler: (request: Received) => Reply | Promise<Reply>): void;
  /** Forgets what was received and answers 200 with empty data again. */
  reset(): void;
  close(): Promise<void>;
}

/** The envelope of a success. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data, error: null } });

/** The envelope of a failure: the server's text in `error`, its code beside it (docs/product/accounts.md §8). */
export const fail = (status: number, code: string, message: string): Reply => ({
  status,
  body: { success: false, data: null, error: message, code },
});

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** Starts a server on a free local port; it answers 200 with empty data until told otherwise. */
export async function startScriptedApiServer(): Promise<ScriptedApiServer> {
  const received: Received[] = [];
  const fallback = (): Reply => ok({});
  let handler: (request: Received) => Reply | Promise<Reply> = fallback;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const respond = async () => {
      const request: Received = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const reply = await handler(request);
      if (reply === 'hang') return;
      const text =
        typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
      });
      res.end(text);
    };
    req.on('end', () => void respond());
  });
  const origin = await listen(server);
  return {
    origin,
    received,
    answer: (next) => void (handler = next),
    reset: () => {
      received.length = 0;
      handler = fallback;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The origin of a port nothing listens on (a server was bound there and closed), for network failures. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  const origin = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}
