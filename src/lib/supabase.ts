import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from './session-hint.ts';

let client: SupabaseClient | undefined;

/**
 * The one supabase-js client of the browser. Embedded mode talks to this site's own /auth/v1;
 * hosted mode sets PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY at build time.
 */
export function supabase(): SupabaseClient {
  client ??= createClient(
    import.meta.env.PUBLIC_SUPABASE_URL || window.location.origin,
    import.meta.env.PUBLIC_SUPABASE_ANON_KEY || 'lugha-embedded-anon-key',
    { auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'pkce', storageKey: AUTH_STORAGE_KEY } },
  );
  return client;
}
