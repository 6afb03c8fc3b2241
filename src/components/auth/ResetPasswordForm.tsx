import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import { AFTER_SIGN_IN } from '@/lib/session/auth';
// Reading the auth state starts the session.
import '@/components/session/start';
import { loadAuthClient } from '@/lib/session/auth-client';
import AuthError from './AuthError';
import { PasswordField } from './Field';
import { $authStatus } from '@/stores/auth';
import { useFormSubmit } from './useFormSubmit';
import { MIN_PASSWORD_LENGTH, weakPasswordReasons } from './validation';

/** An error the auth server put in the address when the link could not be used (expired, already used). */
function linkError(): string | null {
  const params = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const text = params.get('error_description') ?? fragment.get('error_description');
  return text ? text.replace(/\+/g, ' ') : null;
}

// Read before supabase-js takes the address apart.
const initialLinkError = typeof window === 'undefined' ? null : linkError();

/** The page a recovery e-mail opens: choose a new password for the account the link signed in. */
export default function ResetPasswordForm() {
  const status = useStore($authStatus, { ssr: 'initial' });
  const { busy, error, reasons, errorBox, fail, clear, run } = useFormSubmit();
  const [done, setDone] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < MIN_PASSWORD_LENGTH)
      return fail(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== String(form.get('confirm') ?? '')) return fail('The two passwords do not match.');
    const fallback = 'We could not change the password. Please try again.';
    await run(fallback, async () => {
      const { error: failure } = await (await loadAuthClient()).updateUser({ password });
      if (failure) {
        const weak = 'reasons' in failure && Array.isArray(failure.reasons);
        return fail(failure.message || fallback, {}, weak ? weakPasswordReasons(failure.reasons as unknown[]) : []);
      }
      setDone(true);
    });
  };

  if (done) {
    return (
      <div role="status" className="card p-6">
        <p className="font-semibold">Your password has been changed.</p>
        <a href={AFTER_SIGN_IN} className="btn-primary mt-4">
          Continue learning
        </a>
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <p role="status" className="card p-6 text-muted">
        Checking your reset link...
      </p>
    );
  }
  if (status === 'signed-out') {
    return (
      <div role="alert" className="card p-6">
        <p className="font-semibold">{initialLinkError ?? 'This reset link has expired or has already been used.'}</p>
        <p className="mt-2 text-muted">
          Ask for a new link from the sign-in page: choose 'Forgot password?' and enter your e-mail address.
        </p>
        <a href="/onboarding" className="btn-primary mt-4">
          Go to Sign In
        </a>
      </div>
    );
  }
  return (
    <form className="card flex flex-col gap-4 p-6" onSubmit={(e) => void submit(e)} noValidate>
      <p className="text-muted">
        The link has signed you in. Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.
      </p>
      {error && <AuthError ref={errorBox} message={error} reasons={reasons} />}
      <PasswordField purpose="new" label="New password" />
      <PasswordField purpose="repeat" label="Repeat the new password" name="confirm" />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}
