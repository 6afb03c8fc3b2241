/**
 * The client guard of signed-in-only pages (DESIGN.md 'Access'). An inline script in the page head has already
 * sent visitors without a stored session to /onboarding before paint; this catches a stored session that
 * turns out to be expired or revoked. Both replace the history entry and carry the way back in `next`.
 */
import { $authStatus, $signingOut } from '@/stores/auth';
import { ensureAuth } from './session-hint.ts';

/** Sends the visitor to the onboarding page, returning here after sign-in. */
export function leaveForSignIn(location: Pick<Location, 'pathname' | 'search' | 'replace'> = window.location): void {
  const here = `${location.pathname}${location.search}`;
  location.replace(here && here !== '/' ? `/onboarding?next=${encodeURIComponent(here)}` : '/onboarding');
}

/** Watches the session on a guarded page. */
export function guardPage(): void {
  ensureAuth(true);
  $authStatus.subscribe((status) => {
    if (status === 'signed-out' && !$signingOut.get()) leaveForSignIn();
  });
}
