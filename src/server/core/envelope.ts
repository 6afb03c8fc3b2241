import type { FastifyReply } from 'fastify';

/** The product API's error: an HTTP status, a stable code and a message a learner can act on. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Every /api answer is {success, data, error}; a failure's `error` is the text a learner reads, with a separate `code`. */
export function ok<T>(data: T) {
  return { success: true as const, data, error: null };
}

export function fail(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).send(failure(error.code, error.message));
}

/** The envelope of a failure (docs/product/accounts.md §8): the human-readable text in `error`, the machine-readable `code` beside it. */
export function failure(code: string, message: string) {
  return { success: false as const, data: null, error: message, code };
}
