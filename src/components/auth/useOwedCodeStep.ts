import { useEffect } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';

/**
 * On /onboarding?step=code (where pages send a session that has not given its authenticator code), shows the code
 * step at once when the stored session still owes it; otherwise the sign-in form stays.
 */
export function useOwedCodeStep(hydrated: boolean, showCodeStep: (shown: true) => void): void {
  useEffect(() => {
    if (!hydrated || new URLSearchParams(window.location.search).get('step') !== 'code') return;
    let live = true;
    void loadAuthClient()
      .then((auth) => auth.mfa.getAuthenticatorAssuranceLevel())
      .then(({ data }) => {
        if (live && data?.currentLevel === 'aal1' && data.nextLevel === 'aal2') showCodeStep(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [hydrated, showCodeStep]);
}
