import { resolve } from 'node:path';
import { readAuthConfig, type AuthConfig } from './auth/config.ts';
import { readApiRateLimits, type ApiRateLimits } from './api/limits.ts';
import { readClipQuotas, type ClipQuotas } from './audio/quotas.ts';
import { parseTrustProxy, type TrustedProxies } from './core/client-address.ts';

/** Server settings read once from the environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  contentDir: string;
  dataDir: string;
  logLevel: string;
  /** Log every request (LOG_REQUESTS=true); off by default so the log shows what needs attention. */
  logRequests: boolean;
  /** PostgreSQL connection string; without it the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** The proxies in front of the server (hop count or addresses); without them the socket address is the client's. */
  trustProxy: TrustedProxies | undefined;
  /** A remark about how TRUST_PROXY was read, logged at start. */
  trustProxyNote: string | undefined;
  /** Origins other than the site's own that may call /api and /auth/v1. */
  allowedOrigins: string[];
  /** Hosted mode: a Supabase project URL turns the embedded /auth/v1 off and verifies that project's tokens. */
  hostedSupabaseUrl: string | undefined;
  hostedJwtSecret: string | undefined;
  /** Product API requests per learner per minute (API_RATE_LIMIT_COMPLETIONS, API_RATE_LIMIT_CALLS). */
  apiRateLimits: ApiRateLimits;
  /** Recordings waiting for review, per contributor and on the site (CLIP_PENDING_*). */
  clipQuotas: ClipQuotas;
  auth: AuthConfig;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be a whole number from 0 to 65535, not '${value}'`);
  return n;
}

/** Reads the environment: PORT (default 4321), HOST (default localhost), DATABASE_URL, PUBLIC_SUPABASE_URL and the AUTH_* settings. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const listenPort = port(env['PORT'], 4321);
  const host = env['HOST'] || 'localhost';
  const dataDir = resolve(env['DATA_DIR'] || 'data');
  const proxies = parseTrustProxy(env['TRUST_PROXY']);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    port: listenPort,
    host,
    distDir: resolve(env['DIST_DIR'] || 'dist'),
    contentDir: resolve(env['CONTENT_DIR'] || 'content'),
    dataDir,
    logLevel: env['LOG_LEVEL'] || 'info',
    logRequests: ['true', '1', 'yes'].includes((env['LOG_REQUESTS'] ?? '').toLowerCase()),
    databaseUrl: env['DATABASE_URL'] || undefined,
    trustProxy: proxies.trusted,
    trustProxyNote: proxies.note,
    allowedOrigins: (env['ALLOWED_ORIGINS'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    hostedSupabaseUrl: env['PUBLIC_SUPABASE_URL'] || undefined,
    hostedJwtSecret: env['SUPABASE_JWT_SECRET'] || undefined,
    apiRateLimits: readApiRateLimits(env),
    clipQuotas: readClipQuotas(env),
    auth: readAuthConfig(env, { siteUrl: `http://${shownHost}:${listenPort}`, dataDir }),
  };
}
