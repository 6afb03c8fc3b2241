import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, hasStoredSession, isAuthRedirect } from './session-hint';

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
    expect(hasStoredSession({ getItem: () => { throw new Error('blocked'); } })).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });
});

describe('isAuthRedirect', () => {
  it('recognises the end of an OAuth or e-mail sign-in in the address', () => {
    expect(isAuthRedirect({ search: '?code=4f1c2b', hash: '' })).toBe(true);
    expect(isAuthRedirect({ search: '', hash: '#access_token=a&refresh_token=r&type=recovery' })).toBe(true);
    expect(isAuthRedirect({ search: '?error=access_denied&error_description=Unsupported+provider', hash: '' })).toBe(true);
    expect(isAuthRedirect({ search: '', hash: '#error=server_error&error_description=x' })).toBe(true);
  });

  it('ignores ordinary addresses', () => {
    expect(isAuthRedirect({ search: '', hash: '' })).toBe(false);
    expect(isAuthRedirect({ search: '?next=%2Fprofile', hash: '#main' })).toBe(false);
  });
});
