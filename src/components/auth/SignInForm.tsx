import type { SubmitEvent } from 'react';
import { afterSignInPath } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';
import { EmailField, PasswordField, SubmitButton } from './Field';
import OAuthButtons from './OAuthButtons';
import type { FormSubmit } from './useFormSubmit';
import { signInFieldErrors, signInMessage, validateSignIn } from './validation';

/** The Sign In form with e-mail and password, 'Forgot password?', and the Google and Apple buttons. */
export default function SignInForm({
  submit,
  onForgot,
  onNeedsCode,
}: {
  submit: FormSubmit;
  onForgot: () => void;
  /** The password was right for an account with a verified authenticator app: its code comes next. */
  onNeedsCode: () => void;
}) {
  const { busy, fieldErrors, fail, clear, run } = submit;

  const signIn = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const invalid = validateSignIn(email, password);
    if (invalid) return fail(invalid, signInFieldErrors(email, password));
    await run('Login failed. Please try again.', async () => {
      const auth = await loadAuthClient();
      const { error: failure } = await auth.signInWithPassword({ email, password });
      if (failure) return fail(signInMessage(failure));
      const { data: level } = await auth.mfa.getAuthenticatorAssuranceLevel();
      if (level?.nextLevel === 'aal2' && level.currentLevel !== 'aal2') return onNeedsCode();
      window.location.assign(afterSignInPath());
    });
  };

  return (
    <>
      <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void signIn(e)} noValidate>
        <EmailField error={fieldErrors.email} />
        <PasswordField purpose="current" error={fieldErrors.password} />
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing in..." />
        <button
          type="button"
          className="self-end text-sm font-semibold text-clay-700 underline-offset-4 hover:underline"
          onClick={() => {
            clear();
            onForgot();
          }}
        >
          Forgot password?
        </button>
      </form>
      <OAuthButtons label="Or continue with" busy={busy} onError={fail} />
    </>
  );
}
