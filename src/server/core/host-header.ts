import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';

/** How many `Host` headers a request carries (Node keeps only the first in `request.headers`). */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/**
 * Refuses a request that names its host twice with 400, as RFC 9112 §3.2 requires: a proxy in front may have routed
 * it by the other one, so which host it was meant for is unknown.
 */
export function refuseRepeatedHost(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (hostHeaderCount(request.raw.rawHeaders) > 1) {
    void reply
      .code(400)
      .header('connection', 'close')
      .send(failure('bad_request', 'The request gives the Host header more than once.'));
    return;
  }
  done();
}
