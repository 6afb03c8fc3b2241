import { describe, expect, it } from 'vitest';
import { browserOffline, FRESH_TOKEN_MARGIN_MS, freshStoredSession, storedSession } from './fresh-session';
import { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect, storedUserId } from './stored-session';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === AUTH_STORAGE_KEY ? value : null) });

describe('hasStoredSession', () => {
  it('is true only for a stored session with a refresh token', () => {
    expect(hasStoredSession(storage(JSON.stringify({ access_token: 'a', refresh_token: 'r' })))).toBe(true);
    expect(hasStoredSession(storage(JSON.stringify({ access_token: 'a' })))).toBe(false);
    expect(hasStoredSession(storage(JSON.stringify({ refresh_token: '' })))).toBe(false);
    expect(hasStoredSession(storage(null))).toBe(false);
  });

  it('treats unreadable storage as no session', () => {
    expect(hasStoredSession(storage('{not json'))).toBe(false);
    expect(hasStoredSession(storage('null'))).toBe(false);
    expect(
      hasStoredSession({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });
});

describe('storedUserId', () => {
  it("is the stored session's account, even when its access token has expired", () => {
    const session = { access_token: 'a', refresh_token: 'r', expires_at: 1, user: { id: 'ada' } };
    expect(storedUserId(storage(JSON.stringify(session)))).toBe('ada');
  });

  it('is null without a session, a refresh token or an account id, and for unreadable storage', () => {
    expect(storedUserId(storage(null))).toBeNull();
    expect(storedUserId(storage(JSON.stringify({ refresh_token: 'r', user: { id: '' } })))).toBeNull();
    expect(storedUserId(storage(JSON.stringify({ refresh_token: 'r', user: { id: 7 } })))).toBeNull();
    expect(storedUserId(storage(JSON.stringify({ user: { id: 'ada' } })))).toBeNull();
    expect(storedUserId(storage(JSON.stringify({ refresh_token: 'r', user: null })))).toBeNull();
    expect(storedUserId(storage('{not json'))).toBeNull();
    expect(storedUserId(undefined)).toBeNull();
  });
});

describe('isAuthRedirect', () => {
  it('recognises the end of an OAuth or e-mail sign-in in the address', () => {
    expect(isAuthRedirect({ search: '?code=4f1c2b', hash: '' })).toBe(true);
    expect(isAuthRedirect({ search: '', hash: '#access_token=a&refresh_token=r&type=recovery' })).toBe(true);
    expect(isAuthRedirect({ search: '?error=access_denied&error_description=Unsupported+provider', hash: '' })).toBe(
      true,
    );
    expect(isAuthRedirect({ search: '', hash: '#error=server_error&error_description=x' })).toBe(true);
  });

  it('ignores ordinary addresses', () => {
    expect(isAuthRedirect({ search: '', hash: '' })).toBe(false);
    expect(isAuthRedirect({ search: '?next=%2Fprofile', hash: '#main' })).toBe(false);
  });
});

describe('freshStoredSession', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const user = {
    id: '7d3c1c8e-2f6b-4f0e-9a43-1b2a3c4d5e6f',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: {},
  };
  const session = (expiresInMs: number, over: Record<string, unknown> = {}) =>
    JSON.stringify({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor((now + expiresInMs) / 1000),
      user,
      ...over,
    });

  it('returns the stored session while its access token stays good for longer than the margin', () => {
    const fresh = freshStoredSession(storage(session(3_600_000)), now);
    expect(fresh?.access_token).toBe('a');
    expect(fresh?.user.id).toBe(user.id);
    expect(freshStoredSession(storage(session(FRESH_TOKEN_MARGIN_MS + 2_000)), now)?.access_token).toBe('a');
  });

  it('leaves a token that expires within the margin, or has expired, to the auth client', () => {
    expect(freshStoredSession(storage(session(FRESH_TOKEN_MARGIN_MS - 2_000)), now)).toBeNull();
    expect(freshStoredSession(storage(session(-60_000)), now)).toBeNull();
  });

  it('refuses a stored value without an access token, refresh token, expiry or user', () => {
    expect(freshStoredSession(storage(session(3_600_000, { access_token: '' })), now)).toBeNull();
    expect(freshStoredSession(storage(session(3_600_000, { refresh_token: undefined })), now)).toBeNull();
    expect(freshStoredSession(storage(session(3_600_000, { expires_at: '1790000000' })), now)).toBeNull();
    expect(freshStoredSession(storage(session(3_600_000, { user: null })), now)).toBeNull();
    expect(freshStoredSession(storage(session(3_600_000, { user: { email: 'x@example.com' } })), now)).toBeNull();
    expect(freshStoredSession(storage('{not json'), now)).toBeNull();
    expect(freshStoredSession(storage(null), now)).toBeNull();
    expect(freshStoredSession(undefined, now)).toBeNull();
  });
});

describe('storedSession', () => {
  const user = { id: '7d3c1c8e-2f6b-4f0e-9a43-1b2a3c4d5e6f', email: 'ada@example.com' };
  const stored = (expiresAt: unknown, over: Record<string, unknown> = {}) =>
    storage(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: expiresAt, user, ...over }));

  it('returns the stored session whatever the age of its token, for a page offline', () => {
    expect(storedSession(stored(1_000))?.user.id).toBe(user.id);
    expect(storedSession(stored(4_000_000_000))?.refresh_token).toBe('r');
  });

  it('refuses what is not a whole session', () => {
    expect(storedSession(stored('1000'))).toBeNull();
    expect(storedSession(stored(1_000, { refresh_token: '' }))).toBeNull();
    expect(storedSession(stored(1_000, { user: null }))).toBeNull();
    expect(storedSession(storage('[]'))).toBeNull();
    expect(storedSession(storage('{not json'))).toBeNull();
    expect(storedSession(undefined)).toBeNull();
  });
});

describe('browserOffline', () => {
  it('is true only when the browser says it has no connection', () => {
    expect(browserOffline({ onLine: false })).toBe(true);
    expect(browserOffline({ onLine: true })).toBe(false);
    expect(browserOffline(undefined)).toBe(false);
  });
});
