import type { AuthContext } from './context.ts';
import { AuthError, noAuthorization } from './errors.ts';
import { authenticate } from './sessions.ts';
import { hostedTokenVerifier } from './verifier.ts';

/** Who is calling, as the product API needs to know it. */
export interface Caller {
  userId: string;
  email: string;
  role: 'admin' | 'learner';
  subscription: string;
  sessionId: string | undefined;
  /** 'aal2' when the session verified a second factor (embedded: the session row; hosted: the token's claim). */
  aal: 'aal1' | 'aal2';
  /**
   * The account has a verified second factor and this session has not given its code (embedded mode; a hosted
   * project's tokens do not say whether the account has a factor).
   */
  needsSecondFactor: boolean;
  userMetadata: Record<string, unknown>;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export type Identify = (authorization: string | undefined) => Promise<Caller>;

interface CallerExtras {
  aal: unknown;
  hasVerifiedFactor: boolean;
  userMetadata: unknown;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

const asRecord = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function callerFrom(
  sub: string,
  email: unknown,
  appMetadata: unknown,
  sessionId: unknown,
  extras: CallerExtras,
): Caller {
  const meta = asRecord(appMetadata);
  const aal = extras.aal === 'aal2' ? 'aal2' : 'aal1';
  return {
    userId: sub,
    email: typeof email === 'string' ? email : '',
    role: meta['role'] === 'admin' ? 'admin' : 'learner',
    subscription: typeof meta['subscription_type'] === 'string' ? meta['subscription_type'] : 'free',
    sessionId: typeof sessionId === 'string' ? sessionId : undefined,
    aal,
    needsSecondFactor: extras.hasVerifiedFactor && aal !== 'aal2',
    userMetadata: asRecord(extras.userMetadata),
    emailVerified: extras.emailVerified,
    createdAt: extras.createdAt,
    updatedAt: extras.updatedAt,
  };
}

/**
 * Identifies the caller of a product route from its bearer token. Embedded mode checks the token and that
 * its session and user still exist (and reads the role from the database, so a revoked admin is out at once);
 * hosted mode verifies the Supabase project's signature.
 */
export function createIdentify(
  options: { embedded: AuthContext } | { hostedUrl: string; jwtSecret?: string | undefined },
): Identify {
  if ('embedded' in options) {
    const ctx = options.embedded;
    return async (authorization) => {
      const { user, session, hasVerifiedFactor } = await authenticate(ctx, authorization);
      return callerFrom(user.id, user.email, user.appMetadata, session.id, {
        aal: session.aal,
        hasVerifiedFactor,
        userMetadata: user.userMetadata,
        emailVerified: user.emailConfirmedAt !== null,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      });
    };
  }
  const verify = hostedTokenVerifier({ supabaseUrl: options.hostedUrl, jwtSecret: options.jwtSecret });
  return async (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw noAuthorization();
    const claims = await verify(match[1]);
    if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid JWT: the token names no user');
    const userMetadata = asRecord(claims['user_metadata']);
    const issued = typeof claims.iat === 'number' ? new Date(claims.iat * 1000).toISOString() : '';
    return callerFrom(claims.sub, claims['email'], claims['app_metadata'], claims['session_id'], {
      aal: claims['aal'],
      hasVerifiedFactor: false,
      userMetadata,
      emailVerified: userMetadata['email_verified'] === true,
      createdAt: issued,
      updatedAt: issued,
    });
  };
}
