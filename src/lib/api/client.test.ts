import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, isTransientError, type ApiClientDeps } from './client.ts';
import {
  closedOrigin,
  fail,
  ok,
  startScriptedApiServer,
  type ScriptedApiServer,
} from '../../test-support/scripted-api-server.ts';

let server: ScriptedApiServer;

beforeAll(async () => {
  server = await startScriptedApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A client against the test server with a fixed token and recorded auth hooks. */
function makeClient(overrides: Partial<ApiClientDeps> = {}) {
  const hooks = {
    getAccessToken: vi.fn(async () => 'token-1' as string | null),
    refreshSession: vi.fn(async () => false),
    signOut: vi.fn(async () => {}),
    redirect: vi.fn(),
    log: { warn: vi.fn(), error: vi.fn() },
  };
  const deps = { baseUrl: `${server.origin}/api`, timeoutMs: 5000, ...hooks, ...overrides };
  return { client: createApiClient(deps), ...deps };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('createApiClient', () => {
  it('returns the data of a success and sends the bearer token', async () => {
    server.answer(() => ok([{ code: 'igbo' }]));
    const { client } = makeClient();
    await expect(client.request('/languages', { fallback: 'Failed to fetch languages' })).resolves.toEqual([
      { code: 'igbo' },
    ]);
    expect(server.received).toEqual([
      { method: 'GET', url: '/api/languages', authorization: 'Bearer token-1', contentType: undefined, body: '' },
    ]);
  });

  it('sends a body as JSON and leaves unset query values out', async () => {
    const { client } = makeClient();
    await client.request('/x', {
      method: 'POST',
      body: { a: 1 },
      query: { status: 'active', featured: undefined },
      fallback: 'f',
    });
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      url: '/api/x?status=active',
      contentType: 'application/json',
      body: '{"a":1}',
    });
  });

  it("uses the server's error text when the envelope says success: false", async () => {
    server.answer(() => fail(404, 'language_not_found', 'Language "xx" not found'));
    const error = await failureOf(makeClient().client.request('/languages/xx', { fallback: 'Language not found' }));
    expect(error).toMatchObject({
      status: 404,
      code: 'language_not_found',
      message: 'Language "xx" not found',
      kind: 'http',
      permanent: true,
    });
  });

  it('refuses a 200 whose envelope says success: false', async () => {
    server.answer(() => ({ status: 200, body: { success: false, data: { x: 1 }, error: 'Refused', code: 'nope' } }));
    const error = await failureOf(makeClient().client.request('/x', { fallback: 'f' }));
    expect(error).toMatchObject({ status: 200, code: 'nope', message: 'Refused', permanent: false });
  });

  it('uses the fallback text when a failure carries no text, or not as a string', async () => {
    server.answer(() => ({
      status: 503,
      body: { success: false, data: null, error: { message: 'not the envelope' } },
    }));
    const error = await failureOf(makeClient().client.request('/languages', { fallback: 'Failed to fetch languages' }));
    expect(error).toMatchObject({ status: 503, code: 'http_503', message: 'Failed to fetch languages' });
  });

  it('refuses a success without data, with the fallback text', async () => {
    server.answer(() => ({ status: 200, body: { success: true, data: null, error: null } }));
    const error = await failureOf(
      makeClient().client.request('/progress/overview', { fallback: 'Failed to fetch progress overview' }),
    );
    expect(error).toMatchObject({ code: 'invalid_envelope', message: 'Failed to fetch progress overview' });
  });

  it('accepts a success without data where data is optional (enroll)', async () => {
    server.answer(() => ({ status: 200, body: { success: true, data: null, error: null } }));
    await expect(
      makeClient().client.request('/languages/igbo/enroll', {
        method: 'POST',
        fallback: 'Enrollment failed',
        dataRequired: false,
      }),
    ).resolves.toBeNull();
  });

  it("falls back to the call's message when the answer is not JSON", async () => {
    server.answer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await failureOf(makeClient().client.request('/languages', { fallback: 'Failed to fetch languages' }));
    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Failed to fetch languages',
      permanent: false,
    });
  });

  it.each([
    [400, true],
    [404, true],
    [409, true],
    [413, true],
    [415, true],
    [429, false],
    [500, false],
    [503, false],
  ])('classes a %i as permanent: %s', async (status, permanent) => {
    server.answer(() => fail(status, 'e', 'server text'));
    const error = await failureOf(makeClient().client.request('/x', { fallback: 'f' }));
    expect(error.permanent).toBe(permanent);
    expect(isTransientError(error)).toBe(!permanent);
  });

  it('gives up on a server that never answers: a transient timeout', async () => {
    server.answer(() => 'hang');
    const { client } = makeClient({ timeoutMs: 100 });
    const error = await failureOf(client.request('/languages', { fallback: 'Failed to fetch languages' }));
    expect(error).toMatchObject({ status: 0, kind: 'timeout', permanent: false, message: 'Failed to fetch languages' });
  });

  it('reports an unreachable server as a transient network error', async () => {
    const { client } = makeClient({ baseUrl: `${await closedOrigin()}/api` });
    const error = await failureOf(client.request('/languages', { fallback: 'Failed to fetch languages' }));
    expect(error).toMatchObject({ status: 0, kind: 'network', code: 'network_error', permanent: false });
  });

  it('warns once and sends no Authorization header when there is no token', async () => {
    const { client, log } = makeClient({ getAccessToken: async () => null });
    await client.request('/languages', { fallback: 'f' });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(server.received[0]?.authorization).toBeUndefined();
  });

  it('fails as a network failure, sending nothing, when a session exists but its token cannot be had now', async () => {
    const { client, signOut, redirect } = makeClient({
      getAccessToken: async () => Promise.reject(new Error('offline with an expired token')),
    });
    const error = await failureOf(
      client.request('/progress/overview', { fallback: 'Failed to fetch progress overview' }),
    );
    expect(error).toMatchObject({
      status: 0,
      kind: 'network',
      code: 'session_unavailable',
      message: 'Failed to fetch progress overview',
      permanent: false,
    });
    expect(server.received).toEqual([]);
    expect(signOut).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    // Still a session: the learner's work is queued for it, not dropped as a visitor's.
    await expect(client.hasSession()).resolves.toBe(true);
  });

  it('logs a failed call', async () => {
    server.answer(() => fail(500, 'internal', 'Something went wrong'));
    const { client, log } = makeClient();
    await failureOf(client.request('/languages', { fallback: 'f' }));
    expect(log.error).toHaveBeenCalledWith('API GET /languages failed: 500 Something went wrong');
  });
});

describe('401 handling (docs/product/accounts.md §4)', () => {
  it('refreshes the session once and retries with the new token', async () => {
    server.answer((request) =>
      request.authorization === 'Bearer token-2' ? ok({ id: 'u1' }) : fail(401, 'invalid_token', 'Token expired'),
    );
    let token = 'token-1';
    const { client, refreshSession, signOut, redirect } = makeClient({
      getAccessToken: async () => token,
      refreshSession: vi.fn(async () => {
        token = 'token-2';
        return true;
      }),
    });
    await expect(client.request('/user/profile', { fallback: 'Authentication test failed' })).resolves.toEqual({
      id: 'u1',
    });
    expect(server.received.map((r) => r.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('signs out and sends the learner to /onboarding when the retry is refused too', async () => {
    server.answer(() => fail(401, 'invalid_token', 'Invalid token'));
    const { client, refreshSession, signOut, redirect } = makeClient({ refreshSession: vi.fn(async () => true) });
    const error = await failureOf(client.request('/user/profile', { fallback: 'Authentication test failed' }));
    expect(error).toMatchObject({ status: 401, message: 'Invalid token', permanent: false });
    expect(server.received).toHaveLength(2);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/onboarding');
  });

  it('signs out without a retry when the refresh fails', async () => {
    server.answer(() => fail(401, 'invalid_token', 'Invalid token'));
    const { client, signOut, redirect } = makeClient({ refreshSession: vi.fn(async () => false) });
    await failureOf(client.request('/progress/overview', { fallback: 'Failed to fetch progress overview' }));
    expect(server.received).toHaveLength(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith('/onboarding');
  });

  it('keeps the session when the auth server cannot be asked for a refresh: the call fails for now', async () => {
    server.answer(() => fail(401, 'invalid_token', 'Token expired'));
    const { client, signOut, redirect } = makeClient({
      refreshSession: vi.fn(async () => Promise.reject(new Error('no connection to the auth server'))),
    });
    const error = await failureOf(client.request('/user/profile', { fallback: 'Authentication test failed' }));
    expect(error).toMatchObject({ status: 401, permanent: false });
    expect(server.received).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('still redirects when the sign-out itself fails', async () => {
    server.answer(() => fail(401, 'invalid_token', 'Invalid token'));
    const { client, redirect } = makeClient({ signOut: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await failureOf(client.request('/x', { fallback: 'f' }));
    expect(redirect).toHaveBeenCalledWith('/onboarding');
  });
});
