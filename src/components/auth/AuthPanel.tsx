import { useState } from 'react';
import { afterSignInPath } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';
import { useHydrated } from '@/components/useHydrated';
import { useTablistKeys } from '@/components/useTablistKeys';
import AuthError from './AuthError';
import ResetRequestForm from './ResetRequestForm';
import SignInForm from './SignInForm';
import SignUpForm from './SignUpForm';
import StartWithoutAccount from './StartWithoutAccount';
import TwoStepCode from './TwoStepCode';
import { justSignedOut, signedOutText } from './signedOut';
import { signInReason } from './signInReason';
import { useFormSubmit } from './useFormSubmit';
import { useOwedCodeStep } from './useOwedCodeStep';

const TABS = ['signin', 'signup'] as const;
type Tab = (typeof TABS)[number];

/**
 * The Sign In and Sign Up tabs of /onboarding, with one red box showing only the latest error. It says why the
 * visitor is here (where they were going, or that they signed out); an error marks its fields and takes focus.
 */
export default function AuthPanel() {
  const hydrated = useHydrated();
  const query = new URLSearchParams(hydrated ? window.location.search : '');
  const [chosenTab, setTab] = useState<Tab | null>(null);
  const tab = chosenTab ?? (query.get('mode') === 'signup' ? 'signup' : 'signin');
  const intro = !hydrated
    ? null
    : (() => {
        const out = justSignedOut();
        return out ? signedOutText(out.unsent) : signInReason(query.get('next'), tab === 'signup');
      })();
  const submit = useFormSubmit();
  const { error, reasons, notice, errorBox, fail, clear } = submit;
  const [forgot, setForgot] = useState(false);
  // Set once the password was right for an account with a verified authenticator app: its code comes next.
  const [needsCode, setNeedsCode] = useState(false);
  useOwedCodeStep(hydrated, setNeedsCode);
  const tabKeys = useTablistKeys(TABS, tab, setTab);

  const cancelCode = async () => {
    clear();
    await (await loadAuthClient()).signOut({ scope: 'local' });
    setNeedsCode(false);
  };

  const tabButton = (id: Tab, label: string) => (
    <button
      id={`tab-${id}`}
      type="button"
      role="tab"
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      {...tabKeys(id)}
      onClick={() => {
        clear();
        setTab(id);
      }}
      className={`flex-1 rounded-full px-4 py-2 font-semibold transition ${tab === id ? 'bg-white text-ink shadow' : 'text-muted hover:text-ink'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="card p-6 md:p-8">
      {intro && !needsCode && (
        <p
          role="status"
          className="mb-5 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 font-semibold text-forest-900"
        >
          {intro}
        </p>
      )}
      <div role="tablist" aria-label="Sign in or sign up" className="flex gap-1 rounded-full bg-sand p-1">
        {tabButton('signin', 'Sign In')}
        {tabButton('signup', 'Sign Up')}
      </div>
      {error && <AuthError ref={errorBox} message={error} reasons={reasons} className="mt-5" />}
      {notice && (
        <p role="status" className="mt-5 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900">
          {notice}
        </p>
      )}
      {tab === 'signin' ? (
        <div id="panel-signin" role="tabpanel" aria-labelledby="tab-signin">
          {needsCode ? (
            <div className="mt-5">
              <TwoStepCode
                title="Two-step sign-in"
                submitLabel="Verify and sign in"
                onVerified={() => window.location.assign(afterSignInPath())}
                onCancel={() => void cancelCode()}
                cancelLabel="Use another account"
              >
                <p className="text-sm text-muted">
                  Your password is right. Open your authenticator app and enter the 6-digit code it shows for Lugha.
                </p>
              </TwoStepCode>
            </div>
          ) : forgot ? (
            <ResetRequestForm submit={submit} onBack={() => setForgot(false)} />
          ) : (
            <SignInForm submit={submit} onForgot={() => setForgot(true)} onNeedsCode={() => setNeedsCode(true)} />
          )}
        </div>
      ) : (
        <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
          <SignUpForm submit={submit} />
        </div>
      )}
      <StartWithoutAccount onError={fail} />
    </div>
  );
}
