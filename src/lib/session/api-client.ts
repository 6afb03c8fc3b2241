/**
 * The browser's API client: tokens from the stored session (or, when it is about to expire, from supabase-js),
 * sign-out through supabase-js, and the one navigation to the onboarding page when the server refuses the session.
 */
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { startSigningOut } from '@/stores/auth';
import { loadAuthClient } from './auth-client.ts';
import { leaveForSignIn } from './guard.ts';
import { freshStoredSession } from './fresh-session.ts';
import { hasStoredSession } from './stored-session.ts';

let defaultClient: ApiClient | undefined;

/** The page's API client. */
export function defaultApiClient(): ApiClient {
  defaultClient ??= createApiClient({
    getAccessToken: async () =>
      freshStoredSession()?.access_token ??
      (hasStoredSession() ? ((await (await loadAuthClient()).getSession()).data.session?.access_token ?? null) : null),
    refreshSession: async () => {
      const { data, error } = await (await loadAuthClient()).refreshSession();
      return !error && Boolean(data.session);
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
