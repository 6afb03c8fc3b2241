import { useId, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { afterSignInPath, RESET_PASSWORD_PAGE } from '@/lib/auth';
import { supabase } from '@/lib/supabase';
import AuthError from './AuthError';
import { signInMessage, validateEmail, validateSignIn, validateSignUp, weakPasswordReasons } from './validation';

type Tab = 'signin' | 'signup';

function Field(props: { label: string; name: string; type?: string; placeholder?: string; autoComplete: string; required?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        required={props.required}
        className="min-h-11 rounded-xl border-2 border-sand bg-white px-3 py-2 text-base focus:border-clay-500 focus:outline-none"
      />
    </div>
  );
}

function OAuthButtons({ label, busy, onError }: { label: string; busy: boolean; onError: (m: string) => void }) {
  const start = async (provider: 'google' | 'apple') => {
    const fallback = provider === 'google' ? 'Google login failed. Please try again.' : 'Apple login failed. Please try again.';
    try {
      const { data, error } = await supabase().auth.signInWithOAuth({
        provider,
        options: { redirectTo: `${window.location.origin}${afterSignInPath()}`, skipBrowserRedirect: true },
      });
      if (error || !data.url) return onError(error?.message || fallback);
      // Ask first without following the redirect: a provider that is not enabled answers with a message to show.
      const probe = await fetch(data.url, { redirect: 'manual', headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
      if (probe.type !== 'opaqueredirect' && !probe.ok) {
        const body = (await probe.json().catch(() => null)) as { message?: string; msg?: string } | null;
        return onError(body?.message || body?.msg || fallback);
      }
      window.location.assign(data.url);
    } catch (error) {
      onError((error as Error).message || fallback);
    }
  };
  return (
    <div className="mt-6">
      <p className="text-center text-sm text-muted">{label}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void start('google')}>
          Google
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void start('apple')}>
          Apple
        </button>
      </div>
    </div>
  );
}

/** The Sign In and Sign Up tabs of /onboarding, with one red box showing only the latest error. */
export default function AuthPanel() {
  const [tab, setTab] = useState<Tab>('signin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const [reasons, setReasons] = useState<readonly string[]>([]);

  const begin = () => {
    setError(null);
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
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      const { error: failure } = await supabase().auth.signInWithPassword({ email, password });
      if (failure) return setError(signInMessage(failure));
      window.location.assign(afterSignInPath());
    } catch (failure) {
      setError((failure as Error).message || 'Login failed. Please try again.');
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
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      const { data, error: failure } = await supabase().auth.signUp({
        email: fields.email,
        password: fields.password,
        options: { data: { first_name: fields.first_name, last_name: fields.last_name, username: fields.username } },
      });
      if (failure) {
        setError(failure.message || 'Registration failed. Please try again.');
        if ('reasons' in failure && Array.isArray(failure.reasons)) setReasons(weakPasswordReasons(failure.reasons as unknown[]));
        return;
      }
      if (data.session) window.location.assign(afterSignInPath());
      else setNotice(`Almost there! We sent a confirmation link to ${fields.email}. Open it to activate your account, then sign in.`);
    } catch (failure) {
      setError((failure as Error).message || 'Registration failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const requestReset = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    begin();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const invalid = validateEmail(email);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      const { error: failure } = await supabase().auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PAGE}` });
      if (failure) return setError(failure.message || 'We could not send the reset link. Please try again.');
      setNotice(`If an account exists for ${email}, a link to choose a new password is on its way. Check your inbox (and the spam folder).`);
    } catch (failure) {
      setError((failure as Error).message || 'We could not send the reset link. Please try again.');
    } finally {
      setBusy(false);
    }
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
      onClick={() => setTab(id)}
      className={`flex-1 rounded-full px-4 py-2 font-semibold transition ${tab === id ? 'bg-white text-ink shadow' : 'text-muted hover:text-ink'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="card p-6 md:p-8">
      <div role="tablist" aria-label="Sign in or sign up" className="flex gap-1 rounded-full bg-sand p-1">
        {tabButton('signin', 'Sign In')}
        {tabButton('signup', 'Sign Up')}
      </div>
      {error && (
        <AuthError message={error} reasons={reasons} className="mt-5" />
      )}
      {notice && (
        <p role="status" className="mt-5 rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 text-forest-900">
          {notice}
        </p>
      )}
      {tab === 'signin' ? (
        <div id="panel-signin" role="tabpanel" aria-labelledby="tab-signin">
          {forgot ? (
            <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void requestReset(e)} noValidate aria-labelledby="forgot-title">
              <h2 id="forgot-title" className="text-lg font-bold">
                Reset your password
              </h2>
              <p className="text-sm text-muted">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
              <Field label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
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
                <Field label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
                <Field label="Password" name="password" type="password" autoComplete="current-password" required />
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
              <OAuthButtons label="Or continue with" busy={busy} onError={setError} />
            </>
          )}
        </div>
      ) : (
        <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
          <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void signUp(e)} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" name="first_name" autoComplete="given-name" />
              <Field label="Last name" name="last_name" autoComplete="family-name" />
            </div>
            <Field label="Username" name="username" autoComplete="username" required />
            <Field label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
            <Field label="Password" name="password" type="password" autoComplete="new-password" placeholder="8+ characters" required />
            <button type="submit" className="btn-primary mt-1" disabled={busy}>
              {busy ? 'Creating account...' : 'Create Account'}
            </button>
          </form>
          <OAuthButtons label="Or sign up with" busy={busy} onError={setError} />
        </div>
      )}
    </div>
  );
}
