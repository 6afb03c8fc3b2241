import type { FastifyReply, FastifyRequest } from 'fastify';

/** An auth failure the client is told about: HTTP status, Supabase error code and message. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reasons: readonly string[] | undefined;

  constructor(status: number, code: string, message: string, reasons?: readonly string[]) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.reasons = reasons;
  }
}

/**
 * A refusal Supabase Auth words as an OAuth error (the id_token grant's): HTTP 400 with `{error, error_description}`
 * and no error code.
 */
export class OAuthGrantError extends AuthError {
  readonly oauthError: string;

  constructor(oauthError: string, description: string) {
    super(400, 'oauth_error', description);
    this.name = 'OAuthGrantError';
    this.oauthError = oauthError;
  }
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (reason: string, status = 403) =>
  new AuthError(status, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

const API_VERSION = '2024-01-01';

/** True when the request names API version 2024-01-01 or later, which selects the {code, message} body. */
export function wantsVersionedErrors(request: FastifyRequest): boolean {
  const header = request.headers['x-supabase-api-version'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

/** Sends an auth error in the body shape the request's API version expects. */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError): FastifyReply {
  if (error instanceof OAuthGrantError)
    return reply.code(400).send({ error: error.oauthError, error_description: error.message });
  const weak = error.code === 'weak_password' ? { weak_password: { reasons: error.reasons ?? [] } } : {};
  if (wantsVersionedErrors(request)) {
    reply.header('x-supabase-api-version', API_VERSION);
    if (error.code !== 'weak_password') reply.header('x-sb-error-code', error.code);
    return reply.code(error.status).send({ code: error.code, message: error.message, ...weak });
  }
  reply.header('x-sb-error-code', error.code);
  return reply.code(error.status).send({ code: error.status, error_code: error.code, msg: error.message, ...weak });
}
