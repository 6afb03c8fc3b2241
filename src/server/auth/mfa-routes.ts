import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectBody } from './body.ts';
import type { AuthContext } from './context.ts';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts';
import { sendReauthentication } from './reauthenticate.ts';
import { authenticate } from './sessions.ts';

type Limit = (name: 'otp' | 'token' | 'verify') => { rateLimit: object };
type FactorParams = { Params: { factorId: string } };

/** TOTP factors (`supabase.auth.mfa`) and `reauthenticate`, as Supabase Auth serves them; each needs a session. */
export function mfaRoutes(
  app: FastifyInstance,
  ctx: AuthContext,
  limit: Limit,
  meta: (request: FastifyRequest) => { ip: string },
): void {
  const signedIn = (request: FastifyRequest) => authenticate(ctx, request.headers.authorization);

  app.post('/factors', { config: limit('otp') }, async (request) =>
    enrollFactor(ctx, await signedIn(request), objectBody(request.body), meta(request)),
  );
  app.post<FactorParams>('/factors/:factorId/challenge', { config: limit('verify') }, async (request) => {
    const auth = await signedIn(request);
    objectBody(request.body);
    return challengeFactor(ctx, auth, request.params.factorId, meta(request));
  });
  app.post<FactorParams>('/factors/:factorId/verify', { config: limit('verify') }, async (request) =>
    verifyFactor(ctx, await signedIn(request), request.params.factorId, objectBody(request.body), meta(request)),
  );
  app.delete<FactorParams>('/factors/:factorId', { config: limit('verify') }, async (request) =>
    unenrollFactor(ctx, await signedIn(request), request.params.factorId, meta(request)),
  );
  app.get('/reauthenticate', { config: limit('otp') }, async (request) =>
    sendReauthentication(ctx, await signedIn(request), meta(request)),
  );
}
