import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AuthError } from '../auth/errors.ts';
import type { Identify } from '../auth/identify.ts';
import { ApiError, fail, ok } from './envelope.ts';

export interface ApiOptions {
  identify: Identify;
}

/** The product API under /api: every answer in the {success, data, error} envelope. */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions): Promise<void> {
  app.setErrorHandler((error: FastifyError | ApiError | AuthError, request, reply) => {
    if (error instanceof ApiError) return fail(reply, error);
    if (error instanceof AuthError) {
      const status = error.status === 401 || error.code === 'bad_jwt' || error.code === 'session_not_found' || error.code === 'user_not_found' ? 401 : error.status;
      return fail(reply, new ApiError(status, 'unauthorized', 'Your session has ended. Please sign in again.'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, new ApiError(413, 'too_large', 'The request is too large (limit 64 KB).'));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.'));
    if ((error.statusCode ?? 500) < 500) return fail(reply, new ApiError(error.statusCode ?? 400, 'bad_request', 'The request body is not valid JSON.'));
    request.log.error({ err: error }, 'api request failed');
    return fail(reply, new ApiError(500, 'server_error', 'Something went wrong on our side. Please try again.'));
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) => fail(reply, new ApiError(404, 'not_found', `No API route ${request.method} ${request.url.split('?')[0]}.`));
  app.setNotFoundHandler(notFound);
  app.all('/*', notFound);

  app.get('/me', async (request) => ok(await options.identify(request.headers.authorization)));
}
