import { resolve } from 'node:path';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose discovery document names the endpoints. */
  issuer: string;
}

/** Settings of the embedded Supabase-Auth-compatible server. */
export interface AuthConfig {
  /** Where the site is; redirects that do not match it (or the allow-list) fall back here. */
  siteUrl: string;
  /** The public URL of /auth/v1: the tokens' issuer and the base of mailed links. */
  externalUrl: string;
  redirectAllowList: string[];
  jwtExpirySeconds: number;
  /** Sign-up returns a session at once unless e-mail confirmation is turned on. */
  autoconfirm: boolean;
  disableSignup: boolean;
  /** Visitors may sign in without an account (`signInAnonymously`); off, they hear `anonymous_provider_disabled`. */
  anonymousUsers: boolean;
  /** Anonymous users with no activity for this many days are removed with their learning records. */
  anonymousIdleDays: number;
  minPasswordLength: number;
  refreshReuseSeconds: number;
  flowStateTtlSeconds: number;
  otpExpirySeconds: number;
  emailFrequencySeconds: number;
  /** A private JWK (JSON) to sign with; without it one is generated and kept in keyFile. */
  signingKey: string | undefined;
  /** The HMAC secret of refresh tokens when the signing key is configured (AUTH_REFRESH_SECRET). */
  refreshSecret: string | undefined;
  keyFile: string;
  providers: { google?: OAuthProviderConfig; apple?: OAuthProviderConfig };
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimits: { windowMs: number; otp: number; token: number; verify: number };
  /** The secret that authorises the admin API (`/auth/v1/admin/*`), as a Supabase service-role key does; unset, it is off. */
  serviceRoleKey: string | undefined;
  /** Wrong passwords for one account, from any addresses, that slow its password sign-ins down, and within how long. */
  signInThrottle: { failures: number; windowMs: number };
  /** How many days auth events stay in the audit log before the periodic cleanup deletes them. */
  auditRetentionDays: number;
  /** The admin API of the app (/api/admin/*) refuses an admin whose session has not verified a second factor (aal2). */
  adminMfa: boolean;
  /** A password change needs the code `reauthenticate` mailed, from a session older than a day (Supabase Auth's rule). */
  securePasswordChange: boolean;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not '${value}'`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, not '${env[name]}'`);
}

function provider(env: NodeJS.ProcessEnv, name: 'GOOGLE' | 'APPLE', issuer: string): OAuthProviderConfig | undefined {
  const clientId = env[`AUTH_${name}_CLIENT_ID`];
  const clientSecret = env[`AUTH_${name}_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return { clientId, clientSecret, issuer: env[`AUTH_${name}_ISSUER`] || issuer };
}

function serviceRoleKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env['AUTH_SERVICE_ROLE_KEY']?.trim();
  if (!key) return undefined;
  if (key.length < 32 || /\s/.test(key))
    throw new Error('AUTH_SERVICE_ROLE_KEY must be at least 32 characters without spaces (e.g. openssl rand -hex 32)');
  return key;
}

function adminMfa(env: NodeJS.ProcessEnv): boolean {
  const value = env['AUTH_ADMIN_MFA']?.trim().toLowerCase();
  if (value === undefined || value === '' || value === 'off') return false;
  if (value === 'required') return true;
  throw new Error(`AUTH_ADMIN_MFA must be 'required' or 'off', not '${env['AUTH_ADMIN_MFA']}'`);
}

/** Reads the AUTH_* settings; the site URL defaults to the server's own address. */
export function readAuthConfig(env: NodeJS.ProcessEnv, defaults: { siteUrl: string; dataDir: string }): AuthConfig {
  const siteUrl = (env['SITE_URL'] || defaults.siteUrl).replace(/\/+$/, '');
  const google = provider(env, 'GOOGLE', 'https://accounts.google.com');
  const apple = provider(env, 'APPLE', 'https://appleid.apple.com');
  return {
    siteUrl,
    externalUrl: (env['API_EXTERNAL_URL'] || `${siteUrl}/auth/v1`).replace(/\/+$/, ''),
    redirectAllowList: (env['AUTH_REDIRECT_URLS'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    jwtExpirySeconds: int(env, 'AUTH_JWT_EXPIRY', 3600, 30),
    autoconfirm: !flag(env, 'AUTH_EMAIL_CONFIRM', false),
    disableSignup: flag(env, 'AUTH_DISABLE_SIGNUP', false),
    anonymousUsers: flag(env, 'AUTH_ANONYMOUS_USERS', true),
    anonymousIdleDays: int(env, 'AUTH_ANONYMOUS_IDLE_DAYS', 30, 1),
    minPasswordLength: int(env, 'AUTH_MIN_PASSWORD_LENGTH', 8, 6),
    refreshReuseSeconds: int(env, 'AUTH_REFRESH_REUSE_INTERVAL', 10),
    flowStateTtlSeconds: int(env, 'AUTH_FLOW_STATE_TTL', 300, 300),
    otpExpirySeconds: int(env, 'AUTH_OTP_EXPIRY', 3600, 60),
    emailFrequencySeconds: int(env, 'AUTH_EMAIL_FREQUENCY', 60),
    signingKey: env['AUTH_JWT_KEY'] || undefined,
    refreshSecret: env['AUTH_REFRESH_SECRET'] || undefined,
    keyFile: resolve(env['AUTH_KEY_FILE'] || resolve(defaults.dataDir, 'auth-keys.json')),
    providers: { ...(google ? { google } : {}), ...(apple ? { apple } : {}) },
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'Lugha <no-reply@lugha.local>',
    rateLimits: {
      windowMs: int(env, 'AUTH_RATE_LIMIT_WINDOW_MS', 5 * 60 * 1000, 1),
      otp: int(env, 'AUTH_RATE_LIMIT_OTP', 30, 1),
      token: int(env, 'AUTH_RATE_LIMIT_TOKEN', 150, 1),
      verify: int(env, 'AUTH_RATE_LIMIT_VERIFY', 30, 1),
    },
    serviceRoleKey: serviceRoleKey(env),
    signInThrottle: {
      failures: int(env, 'AUTH_SIGNIN_FAILURES', 10, 1),
      windowMs: int(env, 'AUTH_SIGNIN_FAILURE_WINDOW_MS', 15 * 60 * 1000, 1),
    },
    auditRetentionDays: int(env, 'AUTH_AUDIT_RETENTION_DAYS', 90, 1),
    adminMfa: adminMfa(env),
    securePasswordChange: flag(env, 'AUTH_SECURE_PASSWORD_CHANGE', false),
  };
}
