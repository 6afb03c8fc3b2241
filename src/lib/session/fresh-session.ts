/**
 * The stored session a signed-in page uses without loading supabase-js while its access token stays good, or while
 * the browser is offline. Only the session code needs it; every page's start needs only stored-session.ts.
 */
import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './stored-session.ts';

/**
 * How long a stored access token must still be good for a page to use it without the auth client. supabase-js
 * refreshes a token 90 s before it expires; this is a little more, so the two never race for the same token.
 */
export const FRESH_TOKEN_MARGIN_MS = 120_000;

/**
 * The session supabase-js stored, whatever the age of its access token: offline, a page shows the learner from it
 * (the figures are the device's own) and leaves the refresh until the connection returns.
 */
export function storedSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Session | null {
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
export function freshStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  now = Date.now(),
): Session | null {
  const session = storedSession(storage);
  return session && session.expires_at! * 1000 - now > FRESH_TOKEN_MARGIN_MS ? session : null;
}

/**
 * Whether the browser knows it has no connection. Then no request can succeed, and a token refresh tried now would
 * only fail (supabase-js then waits a minute before it tries that token again).
 */
export function browserOffline(nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean {
  return nav?.onLine === false;
}
