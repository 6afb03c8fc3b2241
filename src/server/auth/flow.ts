import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { flowStates, users } from '../db/schema.ts';
import { optionalString, type Body } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { startSession, type SessionJson } from './sessions.ts';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The PKCE challenge of a request: both fields or neither, the challenge 43–128 URL-safe characters. */
export function pkceChallenge(source: Body): PkceChallenge | undefined {
  const challenge = optionalString(source, 'code_challenge');
  const method = optionalString(source, 'code_challenge_method');
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge))
    throw validationFailed('code challenge has to be between 43 and 128 characters of A-Z, a-z, 0-9, -, ., _ and ~');
  const lower = method.toLowerCase();
  if (lower !== 's256' && lower !== 'plain') throw validationFailed(`code challenge method not supported: ${method}`);
  return { challenge, method: lower };
}

export type FlowInput = Omit<typeof flowStates.$inferInsert, 'id' | 'createdAt'>;

/** Stores a flow in progress and returns its id (the OAuth `state`). */
export async function createFlowState(ctx: AuthContext, input: FlowInput): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(flowStates).values({ ...input, id, createdAt: ctx.now() });
  return id;
}

/**
 * Marks a flow done for a user and returns the one-use code the client exchanges; a flow that already has its code
 * (the same callback handled twice at once) is refused, so only one code is ever issued.
 */
export async function issueAuthCode(
  ctx: AuthContext,
  flowId: string,
  userId: string,
  provider?: { accessToken?: string | undefined; refreshToken?: string | undefined },
): Promise<string> {
  const code = randomUUID();
  const issued = await ctx.db
    .update(flowStates)
    .set({
      userId,
      authCode: code,
      authCodeIssuedAt: ctx.now(),
      providerAccessToken: provider?.accessToken ?? null,
      providerRefreshToken: provider?.refreshToken ?? null,
    })
    .where(and(eq(flowStates.id, flowId), isNull(flowStates.authCode)))
    .returning({ id: flowStates.id });
  if (issued.length === 0)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  return code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/** The pkce grant: exchanges an auth code and its verifier for a session, once, within the flow's lifetime. */
export async function pkceGrant(
  ctx: AuthContext,
  body: Body,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<SessionJson> {
  const authCode = optionalString(body, 'auth_code');
  const verifier = optionalString(body, 'code_verifier');
  if (!authCode || !verifier)
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(authCode);
  const [flow] = isUuid ? await ctx.db.select().from(flowStates).where(eq(flowStates.authCode, authCode)) : [];
  if (!flow || !flow.userId || !flow.codeChallenge || !flow.codeChallengeMethod)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = flow.authCodeIssuedAt ?? flow.createdAt;
  if (ctx.now().getTime() - issuedAt.getTime() > ctx.config.flowStateTtlSeconds * 1000) {
    await ctx.db.delete(flowStates).where(eq(flowStates.id, flow.id));
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const fold = (value: string) => Buffer.from(flow.codeChallengeMethod === 's256' ? value.toLowerCase() : value);
  const expected = fold(flow.codeChallenge);
  const actual = fold(challengeOf(verifier, flow.codeChallengeMethod));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const deleted = await ctx.db.delete(flowStates).where(eq(flowStates.id, flow.id)).returning({ id: flowStates.id });
  if (deleted.length === 0)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, flow.userId));
  if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const session = await startSession(ctx, user, flow.authenticationMethod, meta);
  return {
    ...session,
    ...(flow.providerAccessToken ? { provider_token: flow.providerAccessToken } : {}),
    ...(flow.providerRefreshToken ? { provider_refresh_token: flow.providerRefreshToken } : {}),
  };
}

/** Drops flows begun before the cutoff (abandoned sign-ins and unused codes); run now and then. */
export async function pruneFlowStates(db: Db, cutoff: Date): Promise<number> {
  return (await db.delete(flowStates).where(lt(flowStates.createdAt, cutoff)).returning({ id: flowStates.id })).length;
}
