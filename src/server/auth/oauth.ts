import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { isPgError, UNIQUE_VIOLATION } from '../db/pg-errors.ts';
import { flowStates, identities, oneTimeTokens, sessions, users } from '../db/schema.ts';
import type { OAuthProviderConfig } from './config.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createFlowState, issueAuthCode, pkceChallenge } from './flow.ts';
import { errorRedirect, safeRedirect, withQuery } from './redirect.ts';
import { sessionRedirect, startSession } from './sessions.ts';

export const OAUTH_PROVIDERS = ['google', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

const DEFAULT_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  apple: ['openid', 'email', 'name'],
};
// Parameters of the OAuth exchange itself, which a caller may not pass through to the provider.
const RESERVED = new Set([
  'provider',
  'scopes',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
]);

const discovered = new Map<string, Promise<oidc.Configuration>>();

function providerConfig(
  ctx: AuthContext,
  name: string | undefined,
): { provider: OAuthProvider; settings: OAuthProviderConfig } {
  if (!name || !(OAUTH_PROVIDERS as readonly string[]).includes(name))
    throw validationFailed(`Unsupported provider: ${name ?? ''}`.trim());
  const provider = name as OAuthProvider;
  const settings = ctx.config.providers[provider];
  if (!settings) throw validationFailed('Unsupported provider: provider is not enabled');
  return { provider, settings };
}

/** The provider's discovered OpenID configuration, cached per issuer and client id. */
export function clientFor(settings: OAuthProviderConfig): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const insecure = settings.issuer.startsWith('http:');
    config = oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is retried on the next sign-in rather than remembered.
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}

/** GET /authorize: records the flow and answers the provider's sign-in URL to redirect to. */
export async function authorizeUrl(ctx: AuthContext, query: Record<string, string | undefined>): Promise<string> {
  const { provider, settings } = providerConfig(ctx, query['provider']?.toLowerCase());
  const pkce = pkceChallenge(query);
  // The provider is looked up before the flow is stored, so an outage leaves no flow behind.
  let client: oidc.Configuration;
  try {
    client = await clientFor(settings);
  } catch (error) {
    ctx.log.error({ provider, err: error }, 'OAuth provider discovery failed');
    throw new AuthError(
      503,
      'provider_unavailable',
      `${provider} sign-in is unavailable right now. Try again in a moment.`,
    );
  }
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await createFlowState(ctx, {
    providerType: provider,
    codeChallenge: pkce?.challenge ?? null,
    codeChallengeMethod: pkce?.method ?? null,
    authenticationMethod: 'oauth',
    redirectTo: safeRedirect(ctx.config, query['redirect_to']),
    nonce,
    codeVerifier: verifier,
  });
  const scopes = new Set([...DEFAULT_SCOPES[provider], ...(query['scopes'] ?? '').split(/[ ,]+/).filter(Boolean)]);
  const extras = Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => !RESERVED.has(e[0]) && typeof e[1] === 'string'),
  );
  const url = oidc.buildAuthorizationUrl(client, {
    ...extras,
    redirect_uri: `${ctx.config.externalUrl}/callback`,
    scope: [...scopes].join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
  });
  return url.toString();
}

/** Who a provider says signed in: its subject, e-mail and the identity data Supabase Auth keeps. */
export interface ProviderProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  data: Record<string, unknown>;
}

/** The profile in an id_token's claims (Apple sends the name only in its `user` form field, on first sign-in). */
export function profileFrom(claims: Record<string, unknown>, appleUser: string | undefined): ProviderProfile {
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  let name = str(claims['name']);
  if (!name && appleUser) {
    try {
      const parsed = JSON.parse(appleUser) as { name?: { firstName?: string; lastName?: string } };
      name = [parsed.name?.firstName, parsed.name?.lastName].filter(Boolean).join(' ') || undefined;
    } catch {
      // Apple's optional `user` field is informational; a bad one is ignored.
    }
  }
  const email = str(claims['email'])?.toLowerCase();
  const emailVerified = claims['email_verified'] === true || claims['email_verified'] === 'true';
  const picture = str(claims['picture']);
  const data: Record<string, unknown> = {
    iss: claims['iss'],
    sub: claims['sub'],
    provider_id: claims['sub'],
    email,
    email_verified: emailVerified,
    phone_verified: false,
    ...(name ? { name, full_name: name } : {}),
    ...(picture ? { picture, avatar_url: picture } : {}),
  };
  return { sub: String(claims['sub']), email, emailVerified, data };
}

type UserRow = typeof users.$inferSelect;

function refuseBanned(ctx: AuthContext, user: UserRow): void {
  if (user.bannedUntil && user.bannedUntil > ctx.now()) throw new AuthError(403, 'user_banned', 'User is banned');
}

/**
 * Finds or creates the user of a provider's profile. Two callbacks of one new profile at once both try to create it:
 * the loser's insert breaks a unique key (the identity, or the address), and it looks again, finding the winner's.
 */
export async function signInWithProfile(
  ctx: AuthContext,
  provider: OAuthProvider,
  profile: ProviderProfile,
): Promise<UserRow> {
  try {
    return await findOrCreateUser(ctx, provider, profile);
  } catch (error) {
    if (!isPgError(error, UNIQUE_VIOLATION)) throw error;
    return findOrCreateUser(ctx, provider, profile);
  }
}

async function findOrCreateUser(ctx: AuthContext, provider: OAuthProvider, profile: ProviderProfile): Promise<UserRow> {
  const now = ctx.now();
  const [identity] = await ctx.db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.providerId, profile.sub)));
  if (identity) {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, identity.userId));
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Identity without a user');
    refuseBanned(ctx, user);
    await ctx.db
      .update(identities)
      .set({ identityData: profile.data, email: profile.email ?? null, updatedAt: now })
      .where(eq(identities.id, identity.id));
    // An address the provider did not vouch for at sign-up is confirmed once it does.
    const confirmsNow =
      !user.emailConfirmedAt && profile.emailVerified && profile.email !== undefined && profile.email === user.email;
    const [updated] = await ctx.db
      .update(users)
      .set({
        // Merged in the statement, so metadata another request changed since `user` was read stays.
        userMetadata: sql`${users.userMetadata} || ${JSON.stringify(profile.data)}::jsonb`,
        ...(confirmsNow ? { emailConfirmedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }
  const [existing] = profile.email ? await ctx.db.select().from(users).where(eq(users.email, profile.email)) : [];
  if (existing) {
    if (!profile.emailVerified)
      throw new AuthError(
        403,
        'provider_email_needs_verification',
        `Verify your e-mail address with ${provider} first.`,
      );
    refuseBanned(ctx, existing);
    // Nobody has proven they own an unconfirmed account's address, so whoever registered it may not be its
    // owner: as Supabase Auth does, the provider's verified owner gets it without the password, the other
    // identities or the metadata set so far; its sign-ins and pending links end too.
    const unconfirmed = !existing.emailConfirmedAt;
    return ctx.db.transaction(async (tx) => {
      // Read again under a lock, so metadata changed since `existing` was read is merged, not lost.
      const [locked] = await tx.select().from(users).where(eq(users.id, existing.id)).for('update');
      const current = locked ?? existing;
      const providers = unconfirmed
        ? [provider]
        : [...new Set([...((current.appMetadata['providers'] as string[] | undefined) ?? []), provider])];
      if (unconfirmed) {
        await tx.delete(identities).where(eq(identities.userId, existing.id));
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, existing.id));
        await tx.delete(flowStates).where(eq(flowStates.userId, existing.id));
      }
      await tx.insert(identities).values({
        id: randomUUID(),
        providerId: profile.sub,
        userId: existing.id,
        provider,
        identityData: profile.data,
        email: profile.email ?? null,
        createdAt: now,
        updatedAt: now,
      });
      const [updated] = await tx
        .update(users)
        .set({
          appMetadata: unconfirmed
            ? { ...current.appMetadata, provider, providers }
            : { ...current.appMetadata, providers },
          userMetadata: unconfirmed ? profile.data : { ...profile.data, ...current.userMetadata },
          ...(unconfirmed ? { encryptedPassword: null, emailChange: null, emailChangeSentAt: null } : {}),
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
      return updated ?? existing;
    });
  }
  if (ctx.config.disableSignup) throw new AuthError(403, 'signup_disabled', 'Signups not allowed for this instance');
  const id = randomUUID();
  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email: profile.email ?? null,
        emailConfirmedAt: profile.emailVerified ? now : null,
        appMetadata: { provider, providers: [provider] },
        userMetadata: profile.data,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(identities).values({
      id: randomUUID(),
      providerId: profile.sub,
      userId: id,
      provider,
      identityData: profile.data,
      email: profile.email ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return user!;
  });
  await audit(ctx, { event: 'signup', userId: id, actor: 'user', detail: { provider } });
  return created;
}

/**
 * GET|POST /callback: exchanges the provider's code, finds or creates the user, and answers where to send
 * the browser: ?code= for PKCE, tokens in the fragment for the implicit flow, or the error redirect.
 */
export async function oauthCallback(
  ctx: AuthContext,
  params: Record<string, string | undefined>,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<string> {
  const state = params['state'] ?? '';
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(state);
  const [flow] = isUuid ? await ctx.db.select().from(flowStates).where(eq(flowStates.id, state)) : [];
  if (!flow || flow.authenticationMethod !== 'oauth' || flow.authCode) {
    return errorRedirect(ctx.config.siteUrl, 'invalid_request', 'bad_oauth_state', 'OAuth callback with invalid state');
  }
  const redirect = flow.redirectTo ?? ctx.config.siteUrl;
  if (params['error']) {
    await ctx.db.delete(flowStates).where(eq(flowStates.id, flow.id));
    return errorRedirect(
      redirect,
      params['error'],
      params['error_code'] ?? params['error'],
      params['error_description'] ?? 'The provider refused the sign-in',
    );
  }
  try {
    if (ctx.now().getTime() - flow.createdAt.getTime() > ctx.config.flowStateTtlSeconds * 1000)
      throw new AuthError(403, 'flow_state_expired', 'The sign-in took too long. Please try again.');
    const { provider, settings } = providerConfig(ctx, flow.providerType);
    const client = await clientFor(settings);
    const current = new URL(`${ctx.config.externalUrl}/callback`);
    for (const key of ['code', 'state', 'iss'] as const) if (params[key]) current.searchParams.set(key, params[key]);
    const tokens = await oidc.authorizationCodeGrant(client, current, {
      expectedState: flow.id,
      ...(flow.codeVerifier ? { pkceCodeVerifier: flow.codeVerifier } : {}),
      ...(flow.nonce ? { expectedNonce: flow.nonce } : {}),
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new AuthError(400, 'bad_oauth_callback', 'The provider sent no identity');
    const user = await signInWithProfile(ctx, provider, profileFrom(claims as Record<string, unknown>, params['user']));
    const providerTokens = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    if (flow.codeChallenge) {
      const code = await issueAuthCode(ctx, flow.id, user.id, providerTokens);
      return withQuery(redirect, { code });
    }
    // Deleting the flow claims it: of the same callback handled twice at once, one signs in.
    const claimed = await ctx.db.delete(flowStates).where(eq(flowStates.id, flow.id)).returning({ id: flowStates.id });
    if (claimed.length === 0)
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const session = await startSession(ctx, user, 'oauth', meta);
    return sessionRedirect(redirect, session, {
      provider_token: tokens.access_token,
      ...(tokens.refresh_token ? { provider_refresh_token: tokens.refresh_token } : {}),
    });
  } catch (error) {
    if (error instanceof AuthError) {
      const name = error.status === 403 ? 'access_denied' : error.status >= 500 ? 'server_error' : 'invalid_request';
      return errorRedirect(redirect, name, error.code, error.message);
    }
    ctx.log.error({ err: error }, 'OAuth callback failed');
    return errorRedirect(redirect, 'server_error', 'unexpected_failure', 'Unable to exchange external code');
  }
}
