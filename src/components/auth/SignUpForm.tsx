import type { SubmitEvent } from 'react';
import { afterSignUpPath } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';
import Field, { EmailField, PasswordField, SubmitButton } from './Field';
import OAuthButtons from './OAuthButtons';
import type { FormSubmit } from './useFormSubmit';
import { signUpFieldErrors, validateSignUp, weakPasswordReasons } from './validation';

/** The Sign Up form: optional names, username, e-mail and password; then the welcome, or a wait for the e-mail link. */
export default function SignUpForm({ submit }: { submit: FormSubmit }) {
  const { busy, fieldErrors, fail, clear, tell, run } = submit;

  const signUp = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
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
    await run('Registration failed. Please try again.', async () => {
      const { data, error: failure } = await (
        await loadAuthClient()
      ).signUp({
        email: fields.email,
        password: fields.password,
        options: { data: { first_name: fields.first_name, last_name: fields.last_name, username: fields.username } },
      });
      if (failure) {
        const weak = 'reasons' in failure && Array.isArray(failure.reasons);
        return fail(
          failure.message || 'Registration failed. Please try again.',
          weak ? { password: 'Choose a stronger password.' } : {},
          weak ? weakPasswordReasons(failure.reasons as unknown[]) : [],
        );
      }
      if (data.session) window.location.assign(afterSignUpPath());
      else
        tell(
          `Almost there! We sent a confirmation link to ${fields.email}. Open it to activate your account, then sign in.`,
        );
    });
  };

  return (
    <>
      <form className="mt-5 flex flex-col gap-4" onSubmit={(e) => void signUp(e)} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" name="first_name" autoComplete="given-name" optional />
          <Field label="Last name" name="last_name" autoComplete="family-name" optional />
        </div>
        <Field label="Username" name="username" autoComplete="username" required error={fieldErrors.username} />
        <EmailField error={fieldErrors.email} />
        <PasswordField purpose="new" error={fieldErrors.password} />
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating account..." />
      </form>
      <OAuthButtons label="Or sign up with" busy={busy} onError={fail} />
    </>
  );
}
