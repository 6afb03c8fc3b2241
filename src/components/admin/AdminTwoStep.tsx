import { useEffect, useState } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';
import TwoStepCode from '@/components/auth/TwoStepCode';

type Next = 'checking' | 'code' | 'set-up';

/**
 * What an admin sees when the server requires two-step sign-in for the dashboard (AUTH_ADMIN_MFA=required) and the
 * session has not verified a code: the code form when an authenticator app is set up, else where to set one up.
 */
export default function AdminTwoStep({ retry }: { retry: () => void }) {
  const [next, setNext] = useState<Next>('checking');
  useEffect(() => {
    let current = true;
    void loadAuthClient()
      .then((auth) => auth.mfa.getAuthenticatorAssuranceLevel())
      .then(({ data }) => current && setNext(data?.nextLevel === 'aal2' ? 'code' : 'set-up'))
      .catch(() => current && setNext('set-up'));
    return () => {
      current = false;
    };
  }, []);

  return (
    <div role="region" aria-labelledby="admin-two-step-title" className="card max-w-xl">
      <h2 id="admin-two-step-title" className="text-2xl font-bold">
        Two-step sign-in required
      </h2>
      <p className="mt-2 text-muted">
        This server asks administrators to confirm each session with a code from an authenticator app before the
        dashboard opens.
      </p>
      {next === 'checking' && (
        <p role="status" className="mt-4 text-muted">
          Checking your account...
        </p>
      )}
      {next === 'code' && (
        <div className="mt-4">
          <TwoStepCode title="Enter your code" submitLabel="Verify and open the dashboard" onVerified={retry}>
            <p className="text-sm text-muted">
              Open your authenticator app and enter the 6-digit code it shows for Lugha.
            </p>
          </TwoStepCode>
        </div>
      )}
      {next === 'set-up' && (
        <>
          <p className="mt-4">
            Your account has no authenticator app yet. Set one up under Two-step sign-in on your profile, then come back
            here and enter its code.
          </p>
          <a className="btn-primary mt-4" href="/profile#two-step">
            Set up two-step sign-in
          </a>
        </>
      )}
    </div>
  );
}
