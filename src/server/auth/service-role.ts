import { timingSafeEqual } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { AuthError, noAuthorization } from './errors.ts';
import { verifyAccessToken } from './tokens.ts';

const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');

function sameSecret(given: string, key: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(key, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Lets a request into the admin API only with `Authorization: Bearer <AUTH_SERVICE_ROLE_KEY>`, the header
 * `createClient(url, serviceRoleKey)` sends. As Supabase Auth does, no token is 401 `no_authorization`, a
 * learner's valid token is 403 `not_admin`, and anything else is 403 `bad_jwt`.
 */
export async function requireServiceRole(ctx: AuthContext, header: string | undefined): Promise<void> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) throw noAuthorization();
  const key = ctx.config.serviceRoleKey;
  if (key && sameSecret(match[1], key)) return;
  await verifyAccessToken(ctx, match[1]);
  throw notAdmin();
}
