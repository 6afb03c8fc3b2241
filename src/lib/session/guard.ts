/**
 * The client guard of signed-in-only pages (docs/decisions.md 'Access'). An inline script in the page head has already
 * sent visitors without a stored session to /onboarding before paint; this catches a stored session that
 * turns out to be expired or revoked. Both replace the history entry and carry the way back in `next`. A session
 * that merely could not be refreshed (offline) stays signed in (auth.ts), so nobody leaves for want of a connection.
 */
import { $authStatus, $signingOut } from '@/stores/auth';

/**
 * Sends the visitor to the onboarding page, returning here after sign-in. Once per page: the guard and the API
 * client can both see a dead session at the same moment, and a second navigation would abort the first.
 */
export const leaveForSignIn = (() => {
  let leaving = false;
  return (location: Pick<Location, 'pathname' | 'search' | 'replace'> = window.location): void => {
    if (leaving) return;
    leaving = true;
    // A page brought back from the back-forward cache is live again and may need to leave again.
    if (typeof window !== 'undefined')
      window.addEventListener('pageshow', (event) => event.persisted && (leaving = false), { once: true });
    const here = `${location.pathname}${location.search}`;
    location.replace(here && here !== '/' ? `/onboarding?next=${encodeURIComponent(here)}` : '/onboarding');
  };
})();

/** Watches the session on a guarded page (with start.ts loaded, watching it starts it). */
export function guardPage(): void {
  $authStatus.subscribe((status) => {
    if (status === 'signed-out' && !$signingOut.get()) leaveForSignIn();
  });
}
