import { resolve } from 'node:path';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AuthContext } from './auth/context.ts';
import { createIdentify } from './auth/identify.ts';
import { authRoutes } from './auth/routes.ts';
import type { AdminSettings, ContentItem } from './api/admin.ts';
import type { ApiRateLimits } from './api/limits.ts';
import type { ApiCatalogue } from './core/catalogue.ts';
import { failure } from './core/envelope.ts';
import { apiRoutes } from './api/routes.ts';
import { communityAudio } from './audio/serve.ts';
import type { ClipQuotas } from './audio/quotas.ts';
import { databaseClipStorage } from './audio/storage.ts';
import type { Database } from './db/database.ts';
import { refuseRepeatedHost } from './core/host-header.ts';
import { fastifyTrustProxy, type TrustedProxies, warnOfUntrustedProxy } from './core/client-address.ts';
import { securityHeaders } from './security-headers.ts';
import {
  answerWhileClosing,
  DEFAULT_CONNECTION_TIMEOUTS,
  timeoutOptions,
  type ConnectionTimeouts,
} from './shutdown.ts';
import { indexPages, pageFileUrl } from './static/page-index.ts';
import { isHashedAsset, serveSite } from './static/serve-site.ts';

export interface AppOptions {
  distDir: string;
  logLevel?: string;
  logRequests?: boolean;
  database: Database;
  /** The catalogue the API serves, built from content/ like the pages. */
  catalogue: ApiCatalogue;
  contentItems: readonly ContentItem[];
  adminSettings: AdminSettings;
  now?: () => Date;
  /** The embedded auth server; undefined in hosted mode, where Supabase serves /auth/v1. */
  auth: AuthContext | undefined;
  /** The proxies whose X-Forwarded-For the server believes (Fastify's trustProxy); none by default. */
  trustProxy?: TrustedProxies | undefined;
  trustProxyNote?: string | undefined;
  apiRateLimits?: ApiRateLimits;
  clipQuotas?: ClipQuotas;
  /** Slow-client limits; the defaults close a connection silent for 20 s or a request not received in 30 s. */
  connectionTimeouts?: ConnectionTimeouts;
  allowedOrigins?: readonly string[];
  /** Hosted mode: the Supabase project whose tokens the API accepts; the pages may call it too. */
  hostedSupabaseUrl?: string | undefined;
  hostedJwtSecret?: string | undefined;
  /** The admin API refuses admin sessions without a verified second factor (AUTH_ADMIN_MFA=required). */
  adminMfa?: boolean;
}

// Paths whose query strings carry secrets (mailed tokens, OAuth codes): logged without the query.
const redactUrl = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** Builds the one Fastify server: the static site, /api, /auth/v1 (embedded mode) and /health. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const distDir = resolve(options.distDir);
  const pages = indexPages(distDir);
  const app = Fastify({
    rewriteUrl: (request) => pageFileUrl(request.url ?? '/', pages),
    logger: {
      level: options.logLevel ?? 'info',
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
      redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
    },
    // Astro builds paths without trailing slashes; '/course/igbo/' is the same page.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    ...timeoutOptions(options.connectionTimeouts ?? DEFAULT_CONNECTION_TIMEOUTS),
    ...(options.trustProxy !== undefined ? { trustProxy: fastifyTrustProxy(options.trustProxy) } : {}),
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
  });

  answerWhileClosing(app);
  if (options.trustProxyNote) app.log.warn(options.trustProxyNote);
  if (options.trustProxy === undefined) warnOfUntrustedProxy(app);

  const connectSrc = ["'self'", ...(options.hostedSupabaseUrl ? [new URL(options.hostedSupabaseUrl).origin] : [])];
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Astro inlines small hydration scripts and styles into the static pages.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc,
        formAction: ["'self'", 'https://appleid.apple.com'],
        upgradeInsecureRequests: null,
      },
    },
    // The static pages are served over plain HTTP on localhost in embedded mode.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', refuseRepeatedHost);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isHashedAsset(request.url) ? security.asset : security.document);
    done();
  });
  await app.register(cors, {
    origin: options.allowedOrigins && options.allowedOrigins.length > 0 ? [...options.allowedOrigins] : false,
    credentials: true,
    allowedHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'apikey',
      'X-Client-Info',
      'X-Supabase-Api-Version',
      'X-Client-IP',
    ],
    exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link'],
  });

  // Whatever fails inside the server stays in its log: the answer never carries a stack trace or SQL.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(failure('bad_request', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure('server_error', 'Something went wrong on our side. Please try again.'));
  });

  app.get('/health', async (_request, reply) => {
    const database = await options.database.ping();
    if (!database) return reply.code(503).send({ status: 'error', database: 'unreachable' });
    return { status: 'ok', database: options.database.driver };
  });
  if (options.auth) {
    const auth = options.auth;
    await app.register((scope) => authRoutes(scope, { ctx: auth }), { prefix: '/auth/v1' });
  }
  const identify = options.auth
    ? createIdentify({ embedded: options.auth })
    : createIdentify({ hostedUrl: options.hostedSupabaseUrl ?? '', jwtSecret: options.hostedJwtSecret });
  const api = { db: options.database.db, catalogue: options.catalogue, now: options.now ?? (() => new Date()) };
  // PGlite is one connection: its completion batches go one at a time; PostgreSQL's pool takes a few at once.
  const completionConcurrency = options.database.driver === 'pglite' ? 1 : 4;
  const clipStorage = databaseClipStorage(options.database.db);
  await app.register(
    (scope) =>
      apiRoutes(scope, {
        ctx: api,
        identify,
        contentItems: options.contentItems,
        adminSettings: options.adminSettings,
        completionConcurrency,
        clipStorage,
        ...(options.apiRateLimits ? { rateLimits: options.apiRateLimits } : {}),
        ...(options.clipQuotas ? { clipQuotas: options.clipQuotas } : {}),
        adminMfa: options.adminMfa ?? false,
      }),
    { prefix: '/api' },
  );
  // An approved community recording answers its spec /audio/ URL when the build has no file there.
  await serveSite(app, distDir, { fallback: communityAudio(api, clipStorage) });
  return app;
}
