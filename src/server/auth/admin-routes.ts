import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateLink, inviteUser } from './admin-links.ts';
import {
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsers,
  updateAdminUser,
  type UserPage,
} from './admin-users.ts';
import { objectBody } from './body.ts';
import { deleteUserFactor, listUserFactors } from './mfa-admin.ts';
import { audit } from './audit.ts';
import type { AuthContext } from './context.ts';
import { requireServiceRole } from './service-role.ts';
import { rotateSigningKey } from './signing-keys.ts';

type Query = Record<string, string | undefined>;
type Params = { id?: string };

/** Supabase Auth's pagination headers: X-Total-Count and a Link to the next and last pages (page first, as auth-js reads it). */
function paginationHeaders(request: FastifyRequest, reply: FastifyReply, page: UserPage): void {
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const path = request.url.split('?')[0];
  const link = (n: number) => `<${path}?page=${n}&per_page=${page.perPage}>`;
  const links = page.page < lastPage ? [`${link(page.page + 1)}; rel="next"`] : [];
  links.push(`${link(lastPage)}; rel="last"`);
  reply.header('link', links.join(', '));
  reply.header('x-total-count', String(page.total));
}

/** The admin API of Supabase Auth (`auth.admin.*` of supabase-js), open only to the service-role key. */
export function adminRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const guarded = { preHandler: (request: FastifyRequest) => requireServiceRole(ctx, request.headers.authorization) };
  const redirectTo = (request: FastifyRequest) => (request.query as Query)['redirect_to'];

  app.get('/admin/users', guarded, async (request, reply) => {
    const page = await listAdminUsers(ctx, request.query as Query);
    paginationHeaders(request, reply, page);
    return { users: page.users, aud: page.aud };
  });
  app.post('/admin/users', guarded, (request) => createAdminUser(ctx, objectBody(request.body)));
  app.get('/admin/users/:id', guarded, (request) => getAdminUser(ctx, (request.params as Params).id ?? ''));
  app.put('/admin/users/:id', guarded, (request) =>
    updateAdminUser(ctx, (request.params as Params).id ?? '', objectBody(request.body)),
  );
  app.delete('/admin/users/:id', guarded, (request) =>
    deleteAdminUser(ctx, (request.params as Params).id ?? '', objectBody(request.body)),
  );
  app.get('/admin/users/:id/factors', guarded, (request) => listUserFactors(ctx, (request.params as Params).id ?? ''));
  app.delete('/admin/users/:id/factors/:factorId', guarded, (request) => {
    const params = request.params as Params & { factorId?: string };
    return deleteUserFactor(ctx, params.id ?? '', params.factorId ?? '', request.ip);
  });
  app.post('/admin/generate_link', guarded, (request) =>
    generateLink(ctx, objectBody(request.body), redirectTo(request)),
  );
  // Not in Supabase Auth's admin API: `npm run admin -- rotate-signing-key` uses it while the server runs.
  app.post('/admin/signing_keys/rotate', guarded, async (request) => {
    const rotated = await rotateSigningKey(ctx.db, { now: ctx.now(), jwtExpirySeconds: ctx.config.jwtExpirySeconds });
    await ctx.signingKeys.reload();
    await audit(ctx, {
      event: 'signing_key_rotated',
      actor: 'service_role',
      ip: request.ip,
      detail: { kid: rotated.kid, previous_kid: rotated.previousKid ?? null },
    });
    return {
      kid: rotated.kid,
      previous_kid: rotated.previousKid ?? null,
      previous_retires_at: rotated.previousRetiresAt?.toISOString() ?? null,
    };
  });
  app.post('/invite', guarded, (request) => inviteUser(ctx, objectBody(request.body), redirectTo(request)));
}
