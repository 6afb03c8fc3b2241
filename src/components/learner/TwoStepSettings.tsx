import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { loadAuthClient } from '@/lib/session/auth-client';
import TwoStepCode from '@/components/auth/TwoStepCode';
import { $isAnonymous, $user } from '@/stores/auth';

// The setup (QR code, key, first code) is only needed once, so its code loads when the learner starts it.
const TwoStepSetup = lazy(() => import('./TwoStepSetup'));

type Mode = 'view' | 'setup' | 'turn-off';

/** The account's verified authenticator apps, or the message of the failure to list them. */
async function verifiedFactors(): Promise<Factor[] | string> {
  try {
    const { data, error } = await (await loadAuthClient()).mfa.listFactors();
    return error ? error.message : data.totp;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The profile's "Two-step sign-in" section: set up an authenticator app, see it listed while it is on, and turn it
 * off with a code from it (which raises the session to aal2 first, as the auth server requires).
 */
export default function TwoStepSettings() {
  const user = useStore($user, { ssr: () => null });
  const anonymous = useStore($isAnonymous, { ssr: () => false });
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const show = useCallback((listed: Factor[] | string) => {
    if (typeof listed === 'string') setFailure(listed);
    else setFactors(listed);
  }, []);
  const load = async () => show(await verifiedFactors());

  useEffect(() => {
    if (!user || anonymous) return;
    let current = true;
    void verifiedFactors().then((listed) => current && show(listed));
    return () => {
      current = false;
    };
  }, [user, anonymous, show]);

  const turnedOn = async () => {
    setMode('view');
    setNotice('Two-step sign-in is on. Next time you sign in, Lugha asks for a code from your app.');
    await load();
  };

  const turnOff = async (factorId: string) => {
    const auth = await loadAuthClient();
    const { error } = await auth.mfa.unenroll({ factorId });
    if (error) throw error;
    await auth.refreshSession();
    setMode('view');
    setNotice('Two-step sign-in is off. You sign in with your password only.');
    await load();
  };

  const on = factors !== null && factors.length > 0;
  return (
    <section id="two-step" className="card mt-8 p-6" aria-labelledby="two-step-title">
      <h2 id="two-step-title" className="text-2xl font-bold">
        Two-step sign-in
      </h2>
      <p className="mt-2">
        Protect your account with a code from an authenticator app on your phone (such as Google Authenticator, Aegis or
        1Password), asked after your password.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      )}
      {anonymous ? (
        <p className="mt-4 text-muted">Save your progress with an e-mail and password first.</p>
      ) : factors === null ? (
        !failure && (
          <p role="status" className="mt-4 text-muted">
            Checking...
          </p>
        )
      ) : mode === 'setup' ? (
        <Suspense fallback={<p className="mt-4 text-muted">Loading...</p>}>
          <TwoStepSetup onDone={() => void turnedOn()} onCancel={() => setMode('view')} />
        </Suspense>
      ) : mode === 'turn-off' && on ? (
        <div className="mt-4">
          <TwoStepCode
            title="Turn off two-step sign-in"
            submitLabel="Turn off"
            onVerified={(factorId) => turnOff(factorId)}
            onCancel={() => setMode('view')}
          >
            <p className="text-sm text-muted">To turn it off, enter the code your authenticator app shows now.</p>
          </TwoStepCode>
        </div>
      ) : on ? (
        <>
          <p className="mt-4 font-semibold text-forest-900">On</p>
          <ul className="mt-2" aria-label="Your authenticator apps">
            {factors.map((factor) => (
              <li key={factor.id}>
                {factor.friendly_name || 'Authenticator app'}
                <span className="text-muted"> · added {new Date(factor.created_at).toLocaleDateString()}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => {
              setNotice(null);
              setMode('turn-off');
            }}
          >
            Turn off two-step sign-in
          </button>
        </>
      ) : (
        <>
          <p className="mt-4 text-muted">Off</p>
          <button
            type="button"
            className="btn-primary mt-4"
            onClick={() => {
              setNotice(null);
              setMode('setup');
            }}
          >
            Set up two-step sign-in
          </button>
        </>
      )}
    </section>
  );
}
