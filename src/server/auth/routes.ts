import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { addressRange } from '../core/client-address.ts';
import { databaseRateLimitStore } from '../db/rate-limit-store.ts';
import { signUp, updateUser } from './accounts.ts';
import { adminRoutes } from './admin-routes.ts';
import { disabledRoutes, web3Disabled } from './disabled.ts';
import { idTokenGrant } from './id-token.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { signInWithOtp } from './otp.ts';
import { objectBody } from './body.ts';
import type { AuthContext } from './context.ts';
import { recoverPassword, resendLink, verifyLink, verifyOtp } from './email-links.ts';
import { repeatedQueryParameter } from '../core/repeated-query.ts';
import { AuthError, rateLimited, sendAuthError, validationFailed } from './errors.ts';
import { pkceGrant } from './flow.ts';
import { authorizeUrl, oauthCallback, OAUTH_PROVIDERS } from './oauth.ts';
import { authenticate, loadUser, logout, refreshGrant } from './sessions.ts';
import { clearSignInThrottle, throttledPasswordGrant, trustDevice } from './sign-in-throttle.ts';

export interface AuthRouteOptions {
  ctx: AuthContext;
}

/**
 * The client's address: Fastify's `request.ip`, which with TRUST_PROXY set is the address the nearest untrusted
 * hop appended to X-Forwarded-For (never what the client wrote first), and otherwise the socket's.
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip || request.socket.remoteAddress || 'unknown';
}

type Query = Record<string, string | undefined>;

/** Supabase Auth's endpoints, mounted under /auth/v1. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { ctx } = options;
  const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: clientIp(request) });
  const redirectTo = (request: FastifyRequest) => (request.query as Query)['redirect_to'];

  // supabase-js sends `Content-Type: application/json` with no body to /logout, so an empty body reads as {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(
        new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`),
        undefined,
      );
    }
  });
  // Apple posts its callback as a form (response_mode=form_post); every other route takes JSON only, as Supabase Auth
  // does, so a cross-site HTML form can neither sign in nor send mail (forms cannot send application/json).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.url !== '/auth/v1/callback')
      return done(new AuthError(415, 'validation_failed', 'Send the request body as application/json.'), undefined);
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  // A repeated parameter arrives as a list; it is refused before any route reads it or writes anything.
  app.addHook('onRequest', async (request) => {
    const repeated = repeatedQueryParameter(request);
    if (repeated) throw validationFailed(`The query parameter '${repeated}' may be given only once`);
  });

  app.setErrorHandler((error: FastifyError | AuthError, request, reply) => {
    if (error instanceof AuthError) return sendAuthError(request, reply, error);
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendAuthError(
        request,
        reply,
        new AuthError(413, 'request_too_large', 'The request body is too large (limit 64 KB).'),
      );
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendAuthError(
        request,
        reply,
        new AuthError(415, 'validation_failed', 'Send the request body as application/json.'),
      );
    if (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
      return sendAuthError(
        request,
        reply,
        new AuthError(400, 'bad_json', 'Could not parse request body as JSON: the length does not match'),
      );
    if (status < 500) return sendAuthError(request, reply, new AuthError(status, 'validation_failed', error.message));
    request.log.error({ err: error }, 'auth request failed');
    return sendAuthError(
      request,
      reply,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    );
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendAuthError(request, reply, new AuthError(404, 'not_found', 'Requested path is invalid'));
  app.setNotFoundHandler(notFound);
  // The site's static wildcard would otherwise answer unknown auth paths with an HTML page.
  app.all('/*', notFound);

  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db, ctx.now),
    errorResponseBuilder: () => rateLimited(),
  });
  const limit = (name: 'otp' | 'token' | 'verify') => ({
    rateLimit: {
      max: ctx.config.rateLimits[name],
      timeWindow: ctx.config.rateLimits.windowMs,
      // Per address range: an IPv6 client's whole /64 shares one budget (client-address.ts addressRange).
      keyGenerator: (request: FastifyRequest) => `auth:${name}:${addressRange(clientIp(request))}`,
    },
  });

  adminRoutes(app, ctx);
  disabledRoutes(app, ctx);
  mfaRoutes(app, ctx, limit, (request) => ({ ip: clientIp(request) }));

  app.get('/settings', () => ({
    external: {
      anonymous_users: ctx.config.anonymousUsers,
      email: true,
      phone: false,
      ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, Boolean(ctx.config.providers[p])])),
    },
    disable_signup: ctx.config.disableSignup,
    mailer_autoconfirm: ctx.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', async (_request, reply: FastifyReply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { keys: await ctx.signingKeys.jwks() };
  });

  app.post('/signup', { config: limit('otp') }, (request) =>
    signUp(ctx, objectBody(request.body), redirectTo(request), meta(request)),
  );

  app.post('/token', { config: limit('token') }, (request) => {
    const body = objectBody(request.body);
    const grant = (request.query as Query)['grant_type'];
    if (grant === 'password') return throttledPasswordGrant(ctx, body, meta(request), addressRange(clientIp(request)));
    if (grant === 'refresh_token') return refreshGrant(ctx, body['refresh_token'], meta(request));
    if (grant === 'pkce') return pkceGrant(ctx, body, meta(request));
    if (grant === 'id_token') return idTokenGrant(ctx, body, meta(request));
    if (grant === 'web3') throw web3Disabled();
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.post('/logout', async (request, reply) => {
    const auth = await authenticate(ctx, request.headers.authorization);
    await logout(ctx, auth, (request.query as Query)['scope']);
    return reply.code(204).send();
  });

  app.get('/user', async (request) => {
    const auth = await authenticate(ctx, request.headers.authorization);
    return (await loadUser(ctx.db, auth.user.id))?.json;
  });

  app.put('/user', { config: limit('otp') }, async (request) => {
    const auth = await authenticate(ctx, request.headers.authorization);
    const body = objectBody(request.body);
    const user = await updateUser(ctx, auth, body, redirectTo(request), meta(request));
    // A new password (after a reset, or from a signed-in device) ends the account's sign-in throttle.
    if (typeof body['password'] === 'string' && body['password'] !== '' && auth.user.email) {
      await clearSignInThrottle(ctx.db, auth.user.email);
      await trustDevice(ctx.db, auth.user.email, addressRange(clientIp(request)), ctx.now());
    }
    return user;
  });

  app.post('/otp', { config: limit('otp') }, (request) =>
    signInWithOtp(ctx, objectBody(request.body), redirectTo(request)),
  );
  app.post('/recover', { config: limit('otp') }, (request) =>
    recoverPassword(ctx, objectBody(request.body), redirectTo(request)),
  );
  app.post('/resend', { config: limit('otp') }, (request) =>
    resendLink(ctx, objectBody(request.body), redirectTo(request)),
  );
  app.post('/verify', { config: limit('verify') }, (request) =>
    verifyOtp(ctx, objectBody(request.body), meta(request), Boolean(redirectTo(request))),
  );
  app.get('/verify', { config: limit('verify') }, async (request, reply) =>
    reply.redirect(await verifyLink(ctx, request.query as Query, meta(request)), 303),
  );

  app.get('/authorize', { config: limit('token') }, async (request, reply) =>
    reply.redirect(await authorizeUrl(ctx, request.query as Query), 302),
  );
  app.get('/callback', async (request, reply) =>
    reply.redirect(await oauthCallback(ctx, request.query as Query, meta(request)), 302),
  );
  app.post('/callback', async (request, reply) => {
    const params = { ...(request.query as Query), ...(objectBody(request.body) as Query) };
    return reply.redirect(await oauthCallback(ctx, params, meta(request)), 303);
  });
}
