import type { Session } from '@supabase/supabase-js';

/** The claims of an access token that say how far its session signed in, read without checking the signature. */
function assurance(token: string): unknown {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aal?: unknown }).aal;
  } catch {
    return undefined;
  }
}

/**
 * Whether a session belongs to an account with a verified authenticator app and has not given its code yet (aal1):
 * the API refuses such a session (403 insufficient_aal), so the pages send it back to the code step.
 */
export function owesSecondFactor(session: Pick<Session, 'access_token' | 'user'>): boolean {
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return verified && assurance(session.access_token) !== 'aal2';
}

/** The sign-in page at its code step, coming back to `here` (a path of this site) once the code is given. */
export function codeStepPath(signInPage: string, here: string): string {
  const back = here && here !== '/' && !here.startsWith(signInPage) ? `&next=${encodeURIComponent(here)}` : '';
  return `${signInPage}?step=code${back}`;
}
