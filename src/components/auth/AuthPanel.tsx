import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { afterSignInPath, afterSignUpPath, RESET_PASSWORD_PAGE, SIGNED_OUT_FLAG } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';
import { useHydrated } from '@/components/useHydrated';
import AuthError from './AuthError';
import Field from './Field';
import OAuthButtons from './OAuthButtons';
import StartWithoutAccount from './StartWithoutAccount';
import TwoStepCode from './TwoStepCode';
import { useOwedCodeStep } from './useOwedCodeStep';
import { signInReason } from './signInReason';
import {
  signInFieldErrors,
  signInMessage,
  signUpFieldErrors,
  validateEmail,
  validateSignIn,
  validateSignUp,
  weakPasswordReasons,
  type FieldErrors,
} from './validation';

type Tab = 'signin' | 'signup';

let signedOut: { unsent: number } | null | undefined;
/** Whether the learner just signed out on this device, and how much stayed unsent: read once per page load, and the flag is spent. */
function justSignedOut(): { unsent: number } | null {
  if (signedOut === undefined) {
    try {
      const flag = sessionStorage.getItem(SIGNED_OUT_FLAG);
      signedOut = flag === null ? null : { unsent: Number.parseInt(flag, 10) || 0 };
      sessionStorage.removeItem(SIGNED_OUT_FLAG);
    } catch {
      signedOut = null;
    }
  }
  return signedOut;
}

/** What the onboarding page says after a sign-out: progress is safe, or what waits on this device for the account. */
export function signedOutText(unsent: number): string {
  if (unsent === 0) return "You're signed out. Your progress is kept with your account.";
  const what = unsent === 1 ? '1 lesson or practice result' : `${unsent} lesson or practice results`;
  return `You're signed out. ${what} made offline could not be sent yet: ${unsent === 1 ? 'it stays' : 'they stay'} on this device and ${unsent === 1 ? 'is' : 'are'} saved to your account when you sign in here again.`;
}

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const [reasons, setReasons] = useState<readonly string[]>([]);
  // Set once the password was right for an account with a verified authenticator app: its code comes next.
  const [needsCode, setNeedsCode] = useState(false);
  useOwedCodeStep(hydrated, setNeedsCode);
  const errorBox = useRef<HTMLDivElement>(null);

  // Each failed attempt brings its error into view and gives it focus, also on a phone where it sits above the fold.
  useEffect(() => {
    if (!error || !errorBox.current) return;
    errorBox.current.focus({ preventScroll: true });
    errorBox.current.scrollIntoView({ block: 'center' });
  }, [error, attempt]);

  const fail = (message: string, fields: FieldErrors = {}) => {
    setError(message);
    setFieldErrors(fields);
    setAttempt((n) => n + 1);
  };

  const begin = () => {
    setError(null);
    setFieldErrors({});
    setReasons([]);
    setNotice(null);
  };

  const signIn = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    begin();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const invalid = validateSignIn(email, password);
    if (invalid) return fail(invalid, signInFieldErrors(email, password));
    setBusy(true);
    try {
      const auth = await loadAuthClient();
      const { error: failure } = await auth.signInWithPassword({ email, password });
      if (failure) return fail(signInMessage(failure));
      const { data: level } = await auth.mfa.getAuthenticatorAssuranceLevel();
      if (level?.nextLevel === 'aal2' && level.currentLevel !== 'aal2') return setNeedsCode(true);
      window.location.assign(afterSignInPath());
    } catch (failure) {
      fail((failure as Error).message || 'Login failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const signUp = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    begin();
    const form = new FormData(event.currentTarget);
    const fields = {
      first_name: String(form.get('first_name') ?? '').trim(),
      last_name: String(form.get('last_name') ?? '').trim(),
      username: String(form.get('username') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const invalid = validateSignUp(fields);
    if (invalid) return fail(invalid, signUpFieldErrors(fields));
    setBusy(true);
    try {
      const { data, error: failure } = await (
        await loadAuthClient()
      ).signUp({
        email: fields.email,
        password: fields.password,
        options: { data: { first_name: fields.first_name, last_name: fields.last_name, username: fields.username } },
      });
      if (failure) {
        const weak = 'reasons' in failure && Array.isArray(failure.reasons);
        if (weak) setReasons(weakPasswordReasons(failure.reasons as unknown[]));
        return fail(
          failure.message || 'Registration failed. Please try again.',
          weak ? { password: 'Choose a stronger password.' } : {},
        );
      }
      if (data.session) window.location.assign(afterSignUpPath());
      else
        setNotice(
          `Almost there! We sent a confirmation link to ${fields.email}. Open it to activate your account, then sign in.`,
        );
    } catch (failure) {
      fail((failure as Error).message || 'Registration failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const requestReset = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    begin();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const invalid = validateEmail(email);
    if (invalid) return fail(invalid, { email: invalid });
    setBusy(true);
    try {
      const { error: failure } = await (
        await loadAuthClient()
      ).resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PAGE}` });
      if (failure) return fail(failure.message || 'We could not send the reset link. Please try again.');
      setNotice(
        `If an account exists for ${email}, a link to choose a new password is on its way. Check your inbox (and the spam folder).`,
      );
    } catch (failure) {
      fail((failure as Error).message || 'We could not send the reset link. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const cancelCode = async () => {
    begin();
    await (await loadAuthClient()).signOut({ scope: 'local' });
    setNeedsCode(false);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const next = tab === 'signin' ? 'signup' : 'signin';
      setTab(next);
      document.getElementById(`tab-${next}`)?.focus();
    }
  };

  const tabButton = (id: Tab, label: string) => (
    <button
      id={`tab-${id}`}
      type="button"
      role="tab"
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      onKeyDown={onTabKey}
      onClick={() => {
        begin();
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
            <form
              className="mt-5 flex flex-col gap-4"
              onSubmit={(e) => void requestReset(e)}
              noValidate
              aria-labelledby="forgot-title"
            >
              <h2 id="forgot-title" className="text-lg font-bold">
                Reset your password
              </h2>
              <p className="text-sm text-muted">
                Enter the e-mail address of your account and we will send you a link to choose a new password.
              </p>
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                error={fieldErrors.email}
              />
              <button type="submit" className="btn-primary mt-1" disabled={busy}>
                {busy ? 'Sending...' : 'Send reset link'}
              </button>
              <button
                type="button"
                className="btn-ghost text-sm"
                onClick={() => {
                  begin();
                  setForgot(false);
                }}
              >
                Back to Sign In
              </button>
            </form>
          ) : (
            <>
              <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void signIn(e)} noValidate>
                <Field
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  required
                  error={fieldErrors.email}
                />
                <Field
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  error={fieldErrors.password}
                />
                <button type="submit" className="btn-primary mt-1" disabled={busy}>
                  {busy ? 'Signing in...' : 'Sign In'}
                </button>
                <button
                  type="button"
                  className="self-end text-sm font-semibold text-clay-700 underline-offset-4 hover:underline"
                  onClick={() => {
                    begin();
                    setForgot(true);
                  }}
                >
                  Forgot password?
                </button>
              </form>
              <OAuthButtons label="Or continue with" busy={busy} onError={fail} />
            </>
          )}
        </div>
      ) : (
        <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
          <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void signUp(e)} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" name="first_name" autoComplete="given-name" optional />
              <Field label="Last name" name="last_name" autoComplete="family-name" optional />
            </div>
            <Field label="Username" name="username" autoComplete="username" required error={fieldErrors.username} />
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              error={fieldErrors.email}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              placeholder="8+ characters"
              required
              error={fieldErrors.password}
            />
            <button type="submit" className="btn-primary mt-1" disabled={busy}>
              {busy ? 'Creating account...' : 'Create Account'}
            </button>
          </form>
          <OAuthButtons label="Or sign up with" busy={busy} onError={fail} />
        </div>
      )}
      <StartWithoutAccount onError={fail} />
    </div>
  );
}
