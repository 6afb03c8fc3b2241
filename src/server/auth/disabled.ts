import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { authenticate } from './sessions.ts';

const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
const manualLinkingDisabled = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/** Answers for what this server does not offer (SSO/SAML, manual identity linking), as Supabase Auth with them off. */
export function disabledRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/sso', () => {
    throw samlDisabled();
  });
  app.all('/sso/saml/*', () => {
    throw samlDisabled();
  });
  // Supabase Auth checks the session before the setting, so a caller without one hears 401 first.
  app.get('/user/identities/authorize', async (request) => {
    await authenticate(ctx, request.headers.authorization);
    throw manualLinkingDisabled();
  });
  app.delete('/user/identities/:id', async (request) => {
    await authenticate(ctx, request.headers.authorization);
    throw manualLinkingDisabled();
  });
}

/** The Web3 grant of POST /token, refused as Supabase Auth refuses it with no Web3 provider on. */
export const web3Disabled = () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
