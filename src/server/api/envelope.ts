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

/** Every /api answer is {success, data, error}. */
export function ok<T>(data: T) {
  return { success: true as const, data, error: null };
}

export function fail(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).send({ success: false, data: null, error: { code: error.code, message: error.message } });
}
