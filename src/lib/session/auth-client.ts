/**
 * The one place that loads supabase-js. It is the largest script of the site: visitors never load it, and a
 * signed-in page only when a token must be refreshed, another tab changed the session, or a form needs it.
 */
import type { SupabaseAuth } from './supabase.ts';

/** The supabase-js auth client. */
export type AuthClient = SupabaseAuth['auth'];

let loading: Promise<AuthClient> | undefined;
let loaded: AuthClient | undefined;
const listeners: ((auth: AuthClient) => void)[] = [];

/** Loads and makes the auth client (once per page); whoever listens with onAuthClient hears of it first. */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./supabase.ts').then(({ supabase }) => {
    const auth = supabase().auth;
    loaded = auth;
    for (const listener of listeners.splice(0)) listener(auth);
    return auth;
  });
  return loading;
}

/** Calls `listener` with the auth client once it is made (at once if it already is), whoever asked for it. */
export function onAuthClient(listener: (auth: AuthClient) => void): void {
  if (loaded) listener(loaded);
  else listeners.push(listener);
}
