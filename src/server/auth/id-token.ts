import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { AuthContext } from './context.ts';
import { optionalString, type Body } from './body.ts';
import { AuthError, OAuthGrantError } from './errors.ts';
import { clientFor, profileFrom, signInWithProfile, type OAuthProvider } from './oauth.ts';
import { startSession, type SessionJson } from './sessions.ts';

// The issuers Supabase Auth knows by provider name; only Google and Apple can be configured here.
const KNOWN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
};
const AZURE = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;

const providerDisabled = (issuer: string) =>
  new AuthError(400, 'provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`);
const badIdToken = () => new OAuthGrantError('invalid request', 'Bad ID token');

/** The Azure issuer an unverified token names, which Supabase Auth reads before it knows which keys to trust. */
function azureIssuer(idToken: string): string {
  try {
    const iss = decodeJwt(idToken).iss;
    if (iss && AZURE.test(iss)) return iss;
  } catch {
    // Not a JWT: Supabase Auth answers that it cannot find the issuer.
  }
  throw new AuthError(400, 'validation_failed', 'Unable to detect issuer in ID token for Azure provider');
}

/** Which configured provider a request names, by provider name or issuer, or Supabase Auth's refusal. */
function chooseProvider(ctx: AuthContext, name: string, issuer: string, idToken: string): OAuthProvider {
  for (const provider of ['google', 'apple'] as const) {
    const settings = ctx.config.providers[provider];
    if (name === provider || issuer === KNOWN_ISSUERS[provider] || (settings && issuer === settings.issuer)) {
      if (!settings) throw providerDisabled(KNOWN_ISSUERS[provider]!);
      return provider;
    }
  }
  if (name === 'azure' || AZURE.test(issuer))
    throw providerDisabled(AZURE.test(issuer) ? issuer : azureIssuer(idToken));
  if (name === 'keycloak') throw providerDisabled('');
  const known = Object.entries(KNOWN_ISSUERS).find(([n, iss]) => name === n || issuer === iss);
  if (known) throw providerDisabled(known[1]);
  throw new AuthError(400, 'validation_failed', `Custom OIDC provider ${JSON.stringify(name)} not allowed`);
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The id_token's claims once its signature (the provider's JWKS), issuer, expiry and audience check out. */
async function verifiedClaims(ctx: AuthContext, provider: OAuthProvider, idToken: string): Promise<JWTPayload> {
  const settings = ctx.config.providers[provider]!;
  let jwksUri: string | undefined;
  try {
    jwksUri = (await clientFor(settings)).serverMetadata().jwks_uri;
  } catch (error) {
    ctx.log.error({ provider, err: error }, 'OpenID provider discovery failed');
  }
  if (!jwksUri)
    throw new AuthError(
      503,
      'provider_unavailable',
      `${provider} sign-in is unavailable right now. Try again in a moment.`,
    );
  let keys = keySets.get(jwksUri);
  if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, { issuer: settings.issuer, currentDate: ctx.now() }));
  } catch {
    throw badIdToken();
  }
  if (!payload.sub) throw new OAuthGrantError('invalid request', 'Missing sub claim in id_token');
  const audience = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  if (!audience.includes(settings.clientId))
    throw new OAuthGrantError('invalid request', `Unacceptable audience in id_token: [${audience.join(' ')}]`);
  return payload;
}

/** The nonce rule of Supabase Auth: both or neither, and the token holds the SHA-256 (hex) of the one passed. */
function checkNonce(payload: JWTPayload, nonce: string | undefined): void {
  const inToken = typeof payload['nonce'] === 'string' && payload['nonce'] !== '' ? payload['nonce'] : undefined;
  if (Boolean(inToken) !== Boolean(nonce))
    throw new OAuthGrantError('invalid request', 'Passed nonce and nonce in id_token should either both exist or not.');
  if (inToken && nonce && createHash('sha256').update(nonce).digest('hex') !== inToken)
    throw new OAuthGrantError('invalid nonce', 'Nonces mismatch');
}

/**
 * POST /token?grant_type=id_token (`signInWithIdToken`): a Google or Apple id_token, verified against the
 * configured provider's keys, signs in (or signs up) its owner as the OAuth code flow does; a provider that is
 * not configured is refused with Supabase Auth's answer.
 */
export async function idTokenGrant(
  ctx: AuthContext,
  body: Body,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<SessionJson> {
  const idToken = optionalString(body, 'id_token') ?? '';
  const name = optionalString(body, 'provider') ?? '';
  const issuer = optionalString(body, 'issuer') ?? '';
  if (idToken === '') throw new OAuthGrantError('invalid request', 'id_token required');
  if (name === '' && (issuer === '' || !optionalString(body, 'client_id')))
    throw new OAuthGrantError('invalid request', 'provider or client_id and issuer required');
  const provider = chooseProvider(ctx, name, issuer, idToken);
  const payload = await verifiedClaims(ctx, provider, idToken);
  checkNonce(payload, optionalString(body, 'nonce') || undefined);
  const user = await signInWithProfile(ctx, provider, profileFrom(payload as Record<string, unknown>, undefined));
  return startSession(ctx, user, 'oauth', meta);
}
