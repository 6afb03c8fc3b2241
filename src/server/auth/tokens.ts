import { createHash, createHmac } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import type { AuthContext } from './context.ts';
import { badJwt } from './errors.ts';
import type { AuthKeys } from './keys.ts';
import type { KeyRing } from './signing-keys.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of a Supabase access token. */
export interface AccessClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: string;
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

/** Signs an access token (ES256, with the current key and its id) for a user's session; `aal` defaults to aal1. */
export async function signAccessToken(
  ctx: AuthContext,
  claims: Omit<AccessClaims, 'iss' | 'exp' | 'iat' | 'aud' | 'role' | 'aal'> & { aal?: string },
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const exp = iat + ctx.config.jwtExpirySeconds;
  const key = await ctx.signingKeys.signing();
  const token = await new SignJWT({
    aal: 'aal1',
    ...claims,
    aud: 'authenticated',
    role: 'authenticated',
    iat,
    exp,
    iss: ctx.config.externalUrl,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
    .sign(key.privateKey);
  return { token, exp };
}

// A learner's client sends the same access token with every call for up to an hour, and checking an ES256
// signature was a tenth of the server's time per completion: a token whose signature checked out is remembered
// (per key ring, the most recent few thousand). Its expiry and its key's retirement are still checked on every call,
// and the user and session behind it are still read from the database (sessions.ts), so signing out or a ban takes
// effect at once.
const verified = new WeakMap<KeyRing, Map<string, { claims: AccessClaims; kid: string }>>();
const REMEMBERED_TOKENS = 5000;

function kidOf(token: string): string {
  try {
    const { kid } = decodeProtectedHeader(token);
    if (typeof kid === 'string' && kid !== '') return kid;
  } catch {
    // Not a JWS at all: refused below like any other bad token.
  }
  throw badJwt('token signature is invalid');
}

/**
 * Verifies an access token's signature (ES256 only, so 'none' and HS256 forgeries fail) with the key its header
 * names, while that key is current or previous (signing-keys.ts), and its expiry.
 */
export async function verifyAccessToken(ctx: AuthContext, token: string): Promise<AccessClaims> {
  let known = verified.get(ctx.signingKeys);
  if (!known) {
    known = new Map();
    verified.set(ctx.signingKeys, known);
  }
  const remembered = known.get(token);
  if (remembered) {
    if (remembered.claims.exp <= Math.floor(ctx.now().getTime() / 1000)) {
      known.delete(token);
      throw badJwt('token has invalid claims: token is expired');
    }
    if (await ctx.signingKeys.verifying(remembered.kid)) return remembered.claims;
    known.delete(token);
    throw badJwt('token signature is invalid');
  }
  const kid = kidOf(token);
  const key = await ctx.signingKeys.verifying(kid);
  if (!key) throw badJwt(`no signing key with kid ${JSON.stringify(kid.slice(0, 64))}`);
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['ES256'],
      currentDate: ctx.now(),
      requiredClaims: ['exp', 'sub', 'session_id'],
      // A token this server signed for another audience or as another issuer is not a session here.
      audience: 'authenticated',
      issuer: ctx.config.externalUrl,
    });
    const claims = payload as unknown as AccessClaims;
    if (known.size >= REMEMBERED_TOKENS) known.delete(known.keys().next().value!);
    known.set(token, { claims, kid });
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw badJwt('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      throw badJwt(`token has invalid claims: ${error.message}`);
    throw badJwt('token signature is invalid');
  }
}

/** Refresh tokens are HMACs of (session, counter): unguessable, yet the server can rebuild the active one. */
export function refreshTokenFor(keys: AuthKeys, sessionId: string, counter: number): string {
  return createHmac('sha256', keys.refreshSecret).update(`${sessionId}:${counter}`).digest('base64url').slice(0, 32);
}

/** The SHA-256 hex digest under which a secret token is stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
