/**
 * What a page can tell about the session without loading supabase-js: whether one is stored. Visitors never
 * download the auth client; pages start it only when a session may exist.
 */
import type { Session } from '@supabase/supabase-js';

/** Where supabase-js keeps the session in localStorage; the guard of protected pages reads it before paint. */
export const AUTH_STORAGE_KEY = 'lugha-auth-token';

/** Whether a session (with its refresh token) is stored in this browser; it may still turn out expired or revoked. */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const stored = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as { refresh_token?: unknown } | null;
    return typeof stored?.refresh_token === 'string' && stored.refresh_token.length > 0;
  } catch {
    return false;
  }
}

/**
 * How long a stored access token must still be good for a page to use it without the auth client. supabase-js
 * refreshes a token 90 s before it expires; this is a little more, so the two never race for the same token.
 */
export const FRESH_TOKEN_MARGIN_MS = 120_000;

function storedSession(storage: Pick<Storage, 'getItem'> | undefined): Session | null {
  try {
    const stored = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as Partial<Session> | null;
    if (!stored || typeof stored !== 'object') return null;
    const { access_token: access, refresh_token: refresh, expires_at: expiresAt, user } = stored;
    if (typeof access !== 'string' || !access || typeof refresh !== 'string' || !refresh) return null;
    if (typeof expiresAt !== 'number' || !user || typeof user !== 'object' || typeof user.id !== 'string') return null;
    return stored as Session;
  } catch {
    return null;
  }
}

/**
 * The session supabase-js stored, when its access token stays good for a while yet: a page can call the API and
 * show the learner with it, and leave the auth client (the largest script of the site) until a refresh is due.
 */
export function freshStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage, now = Date.now()): Session | null {
  const session = storedSession(storage);
  return session && session.expires_at! * 1000 - now > FRESH_TOKEN_MARGIN_MS ? session : null;
}

/**
 * Whether the address carries the end of a sign-in (an OAuth or e-mail link's PKCE code or implicit tokens, or
 * its error): supabase-js must start to complete it even though no session is stored yet.
 */
export function isAuthRedirect(location: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return query.has('code') || query.has('error_description') || fragment.has('access_token') || fragment.has('error_description');
}
