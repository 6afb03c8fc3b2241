import type { SubmitEvent } from 'react';
import { RESET_PASSWORD_PAGE } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';
import { EmailField, SubmitButton } from './Field';
import type { FormSubmit } from './useFormSubmit';
import { validateEmail } from './validation';

/** 'Reset your password': asks for the account's e-mail and sends it a link to src/pages/reset-password. */
export default function ResetRequestForm({ submit, onBack }: { submit: FormSubmit; onBack: () => void }) {
  const { busy, fieldErrors, fail, clear, tell, run } = submit;

  const requestReset = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const invalid = validateEmail(email);
    if (invalid) return fail(invalid, { email: invalid });
    await run('We could not send the reset link. Please try again.', async () => {
      const { error: failure } = await (
        await loadAuthClient()
      ).resetPasswordForEmail(email, { redirectTo: `${window.location.origin}${RESET_PASSWORD_PAGE}` });
      if (failure) return fail(failure.message || 'We could not send the reset link. Please try again.');
      tell(
        `If an account exists for ${email}, a link to choose a new password is on its way. Check your inbox (and the spam folder).`,
      );
    });
  };

  return (
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
      <EmailField error={fieldErrors.email} />
      <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      <button
        type="button"
        className="btn-ghost text-sm"
        onClick={() => {
          clear();
          onBack();
        }}
      >
        Back to Sign In
      </button>
    </form>
  );
}
