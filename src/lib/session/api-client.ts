/**
 * The browser's API client: tokens from the stored session (or, when it is about to expire, from supabase-js),
 * sign-out through supabase-js, and the one navigation to the onboarding page when the server refuses the session.
 * Offline, or while an expired token cannot be refreshed, calls fail as network failures and the learner stays
 * signed in: the outbox keeps what it holds until a refreshed token can carry it.
 */
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { startSigningOut } from '@/stores/auth';
import { loadAuthClient, type AuthClient } from './auth-client.ts';
import { leaveForSignIn } from './guard.ts';
import { browserOffline, freshStoredSession } from './fresh-session.ts';
import { hasStoredSession } from './stored-session.ts';

/** The access token of the stored session, refreshed through supabase-js when it is due; null without a session. */
async function accessToken(): Promise<string | null> {
  const fresh = freshStoredSession()?.access_token;
  if (fresh) return fresh;
  if (!hasStoredSession()) return null;
  // No request can succeed offline, and a refresh tried now would only hold up the one due when the connection returns.
  if (browserOffline()) throw new Error('Offline: the session is refreshed when the connection returns');
  const token = (await (await loadAuthClient()).getSession()).data.session?.access_token ?? null;
  // supabase-js keeps a session it could not refresh for want of a connection, and drops one the server refused.
  if (!token && hasStoredSession()) throw new Error('The session could not be refreshed yet');
  return token;
}

/** Whether supabase-js reports that it could not reach the auth server (as opposed to the server refusing). */
const unreachable = (error: { name?: string } | null): boolean => error?.name === 'AuthRetryableFetchError';

/** Refreshes the session: true with a new token, false when the auth server refused it; throws when it was unreachable. */
async function refreshSession(auth: AuthClient): Promise<boolean> {
  const { data, error } = await auth.refreshSession();
  if (unreachable(error)) throw error;
  return !error && Boolean(data.session);
}

let defaultClient: ApiClient | undefined;

/** The page's API client. */
export function defaultApiClient(): ApiClient {
  defaultClient ??= createApiClient({
    getAccessToken: accessToken,
    refreshSession: async () => {
      if (browserOffline()) throw new Error('Offline: the session is refreshed when the connection returns');
      return refreshSession(await loadAuthClient());
    },
    // Local scope: the server already refused this session, so only the browser's copy needs clearing. The
    // client makes the one navigation to sign in; the page guard must not start a second one.
    signOut: async () => {
      startSigningOut();
      await (await loadAuthClient()).signOut({ scope: 'local' });
    },
    // Already there: reloading /onboarding would only repeat the refused call. Elsewhere the way back is kept.
    redirect: (path) => {
      if (window.location.pathname === path) return;
      if (path === '/onboarding') leaveForSignIn();
      else window.location.assign(path);
    },
  });
  return defaultClient;
}
