import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, hasStoredSession } from './session-hint';

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
