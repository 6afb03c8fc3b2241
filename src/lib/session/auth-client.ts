/**
 * The one place that loads supabase-js. It is the largest script of the site: visitors never load it, and a
 * signed-in page only when a token must be refreshed, another tab changed the session, or a form needs it.
 */
import type { SupabaseAuth } from './supabase.ts';

/** The supabase-js auth client. */
export type AuthClient = SupabaseAuth['auth'];

let loading: Promise<AuthClient> | undefined;
const listeners: ((auth: AuthClient) => void)[] = [];

/**
 * Calls `listener` with the auth client when it is made, whoever asked for it. auth.ts listens as it loads, which
 * is before anything can ask: this module is part of the same chunk (astro.config.mjs, 'session').
 */
export function onAuthClient(listener: (auth: AuthClient) => void): void {
  listeners.push(listener);
}

/** Loads and makes the auth client (once per page), telling the listeners before anyone uses it. */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./supabase.ts').then(({ supabase }) => {
    const auth = supabase().auth;
    for (const listener of listeners) listener(auth);
    return auth;
  });
  return loading;
}
