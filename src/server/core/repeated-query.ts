import type { FastifyRequest } from 'fastify';

/** The first query parameter a request repeats (`?token=a&token=b`), which no route of this server takes twice. */
export function repeatedQueryParameter(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (!query || typeof query !== 'object') return undefined;
  return Object.entries(query).find(([, value]) => Array.isArray(value))?.[0];
}
