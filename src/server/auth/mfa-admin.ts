import { and, eq } from 'drizzle-orm';
import { mfaFactors, users } from '../db/schema.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { removeFactor } from './mfa.ts';
import { userIdParam } from './admin-users.ts';
import { factorJson } from './user-json.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function existingUser(ctx: AuthContext, id: string): Promise<string> {
  const userId = userIdParam(id);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return userId;
}

/** GET /admin/users/{id}/factors (`auth.admin.mfa.listFactors`): the user's factors, never their secrets. */
export async function listUserFactors(ctx: AuthContext, id: string): Promise<ReturnType<typeof factorJson>[]> {
  const userId = await existingUser(ctx, id);
  const rows = await ctx.db
    .select()
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId))
    .orderBy(mfaFactors.createdAt);
  return rows.map(factorJson);
}

/** DELETE /admin/users/{id}/factors/{factorId} (`auth.admin.mfa.deleteFactor`): removes it, answering the factor. */
export async function deleteUserFactor(
  ctx: AuthContext,
  id: string,
  factorId: string,
  ip: string,
): Promise<ReturnType<typeof factorJson>> {
  const userId = await existingUser(ctx, id);
  if (!UUID.test(factorId)) throw validationFailed('factor_id must be an UUID');
  const [factor] = await ctx.db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)));
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  await removeFactor(ctx, factor.id);
  await audit(ctx, {
    event: 'mfa_factor_unenrolled',
    userId,
    actor: 'service_role',
    ip,
    detail: { factor_id: factor.id, factor_status: factor.status },
  });
  return factorJson(factor);
}
