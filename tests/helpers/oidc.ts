import { OAuth2Server } from 'oauth2-mock-server';

/** What the provider's sign-in page decides: who signs in (claims put into the id_token), or an error it sends back. */
export type IdpOutcome = { claims: Record<string, unknown> } | { error: string; error_description: string };

/** A request the provider received, as the provider saw it. */
export interface SeenRequest {
  path: string;
  params: Record<string, string>;
}

export interface MockIdp {
  /** The issuer URL, as AUTH_*_ISSUER expects it. */
  issuer: string;
  server: OAuth2Server;
  /** Every /authorize query and /token body, in order. */
  seen: SeenRequest[];
  /** Decides the outcome of the sign-in whose authorize request carries this state (our flow id). */
  decide(state: string, outcome: IdpOutcome): void;
  /** Decides the outcome of every sign-in no state-specific decision covers (for a browser, whose state is not seen). */
  decideEvery(outcome: IdpOutcome): void;
  close(): Promise<void>;
}

const flat = (source: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((source ?? {}) as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );

/**
 * Starts oauth2-mock-server as an OpenID provider on the loopback address. Its /authorize redirects straight
 * back with a code; the outcome decided for the flow's state sets the id_token's claims or turns the
 * redirect into an error. The mock itself checks the PKCE verifier against the challenge and copies the
 * authorize request's nonce into the id_token.
 */
export async function startMockIdp(): Promise<MockIdp> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  // The mock names itself http://localhost:<port>; the loopback address avoids an IPv6 lookup of localhost.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  const seen: SeenRequest[] = [];
  const byState = new Map<string, IdpOutcome>();
  const byCode = new Map<string, IdpOutcome>();
  let fallback: IdpOutcome | undefined;

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { query?: unknown }) => {
    const params = flat(req.query);
    seen.push({ path: '/authorize', params });
    const outcome = byState.get(params['state'] ?? '') ?? fallback;
    const code = redirect.url.searchParams.get('code');
    if (!outcome || !code) return;
    if ('error' in outcome) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', outcome.error);
      redirect.url.searchParams.set('error_description', outcome.error_description);
    } else {
      byCode.set(code, outcome);
    }
  });
  // Both the access token and the id_token pass here; the claims go into both, which the id_token needs.
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: unknown }) => {
    const outcome = byCode.get(flat(req.body)['code'] ?? '');
    if (outcome && 'claims' in outcome) Object.assign(token.payload, outcome.claims);
  });
  // Fires once per token request that got past the mock's PKCE check (a failed check answers 400 before it).
  server.service.on('beforeResponse', (_response: unknown, req: { body?: unknown }) => {
    seen.push({ path: '/token', params: flat(req.body) });
  });

  return {
    issuer,
    server,
    seen,
    decide(state, outcome) {
      byState.set(state, outcome);
    },
    decideEvery(outcome) {
      fallback = outcome;
    },
    close: () => server.stop(),
  };
}
