import { AuthClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './stored-session.ts';

/** The browser's Supabase client: only its auth part, since the site has no other use for Supabase. */
export interface SupabaseAuth {
  auth: InstanceType<typeof AuthClient>;
}

let client: SupabaseAuth | undefined;

/**
 * The one supabase-js auth client of the browser; only auth-client.ts loads this module, and tells the session
 * code when it has made the client. Embedded mode talks to this site's own /auth/v1;
 * hosted mode sets PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY at build time.
 *
 * It is supabase-js's own AuthClient, set up as createClient() sets it up (same URL, key headers and options),
 * without the database, storage, realtime and functions clients that createClient() also builds: those are
 * more than half of supabase-js's size and every signed-in page would download them for nothing.
 */
export function supabase(): SupabaseAuth {
  if (!client) {
    const base = import.meta.env.PUBLIC_SUPABASE_URL || window.location.origin;
    const key = import.meta.env.PUBLIC_SUPABASE_ANON_KEY || 'lugha-embedded-anon-key';
    client = {
      auth: new AuthClient({
        url: new URL('auth/v1', base.endsWith('/') ? base : `${base}/`).href,
        headers: { Authorization: `Bearer ${key}`, apikey: key },
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'pkce',
      }),
    };
  }
  return client;
}
