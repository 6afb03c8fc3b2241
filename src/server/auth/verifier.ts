import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { badJwt } from './errors.ts';

/** Checks a hosted Supabase project's access tokens: by its JWKS (asymmetric keys), or the legacy HS256 secret. */
export function hostedTokenVerifier(options: {
  supabaseUrl: string;
  jwtSecret?: string | undefined;
  now?: () => Date;
}) {
  const base = options.supabaseUrl.replace(/\/+$/, '');
  const jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`));
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : undefined;
  return async function verify(token: string): Promise<JWTPayload & { sub: string; session_id?: string }> {
    try {
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8') || '{}') as {
        alg?: string;
      };
      const common = {
        audience: 'authenticated',
        issuer: `${base}/auth/v1`,
        currentDate: options.now?.() ?? new Date(),
        requiredClaims: ['exp', 'sub'],
      };
      const { payload } =
        header.alg === 'HS256' && secret
          ? await jwtVerify(token, secret, { ...common, algorithms: ['HS256'] })
          : await jwtVerify(token, jwks, { ...common, algorithms: ['ES256', 'RS256'] });
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      throw badJwt((error as Error).message);
    }
  };
}
