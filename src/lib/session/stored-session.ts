/**
 * What a page can tell about the session without loading supabase-js: whether one is stored. Visitors never
 * download the auth client; pages start it only when a session may exist.
 */

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

/** The id of the account whose session is stored in this browser (expired or not), or null without one. */
export function storedUserId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const stored = JSON.parse(storage?.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
      refresh_token?: unknown;
      user?: { id?: unknown } | null;
    } | null;
    const id = stored?.user?.id;
    return typeof stored?.refresh_token === 'string' && typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Whether the address carries the end of a sign-in (an OAuth or e-mail link's PKCE code or implicit tokens, or
 * its error): supabase-js must start to complete it even though no session is stored yet.
 */
export function isAuthRedirect(location: Pick<Location, 'search' | 'hash'>): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.slice(1));
  return (
    query.has('code') ||
    query.has('error_description') ||
    fragment.has('access_token') ||
    fragment.has('error_description')
  );
}
