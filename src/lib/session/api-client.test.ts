// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api/client';
import { defaultApiClient } from './api-client';
import { onAuthClient } from './auth-client';
import { AUTH_STORAGE_KEY } from './stored-session';

const session = (expiresInS: number) =>
  JSON.stringify({
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    user: { id: '7d3c1c8e-2f6b-4f0e-9a43-1b2a3c4d5e6f', email: 'ada@example.com', app_metadata: {}, user_metadata: {} },
  });

const authClientsMade: unknown[] = [];
onAuthClient((auth) => authClientsMade.push(auth));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the page's API client", () => {
  it('uses a fresh stored token without making the auth client', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, session(3600));
    await expect(defaultApiClient().hasSession()).resolves.toBe(true);
    expect(authClientsMade).toEqual([]);
  });

  it('offline with an expired token, fails calls as network failures and leaves the refresh for the connection', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, session(-600));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const failure = await defaultApiClient()
      .request('/progress/overview', { fallback: 'Failed to fetch progress overview' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ kind: 'network', code: 'session_unavailable', permanent: false });
    // Still signed in: a lesson finished now is queued for the server, not kept as a visitor's.
    await expect(defaultApiClient().hasSession()).resolves.toBe(true);
    // Nothing was sent, and supabase-js was not started to try a refresh that could only fail.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(authClientsMade).toEqual([]);
    // The session stays on the device for the refresh when the connection returns.
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).refresh_token).toBe('refresh-1');
  });
});
