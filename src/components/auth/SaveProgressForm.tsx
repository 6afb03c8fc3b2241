import { useState, type SubmitEvent } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';
import AuthError from './AuthError';
import Field, { EmailField, PasswordField } from './Field';
import { saveFailureText, savedText } from './saveProgressText';
import { useFormSubmit } from './useFormSubmit';
import { validateEmail, weakPasswordReasons, MIN_PASSWORD_LENGTH } from './validation';

/**
 * The "Save your progress" form of an anonymous learner: an e-mail and password (and a username if they like) added
 * to the same account with updateUser, so every XP, completion and card stays with it.
 */
export default function SaveProgressForm({ onDone }: { onDone: () => void }) {
  const { busy, error, fieldErrors, reasons, errorBox, fail, clear, run } = useFormSubmit();
  const [saved, setSaved] = useState<string | null>(null);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const badEmail = validateEmail(email);
    if (badEmail) return fail(badEmail, { email: badEmail });
    if (password.length < MIN_PASSWORD_LENGTH) {
      const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
      return fail(message, { password: message });
    }
    clear();
    await run('We could not save your progress. Please try again.', async () => {
      const { data, error: failure } = await (
        await loadAuthClient()
      ).updateUser({ email, password, ...(username ? { data: { username } } : {}) });
      if (failure) {
        const weak = failure.code === 'weak_password' && 'reasons' in failure && Array.isArray(failure.reasons);
        return fail(
          saveFailureText(failure),
          failure.code === 'email_exists'
            ? { email: 'This e-mail already has an account.' }
            : weak
              ? { password: 'Choose a stronger password.' }
              : {},
          weak ? weakPasswordReasons(failure.reasons as unknown[]) : [],
        );
      }
      setSaved(savedText(email, data.user?.is_anonymous === false));
    });
  };

  if (saved)
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="rounded-xl border border-forest-100 bg-forest-50 px-4 py-3 [overflow-wrap:anywhere] text-forest-900"
        >
          {saved}
        </p>
        <button type="button" className="btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    );
  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void save(e)} noValidate>
      <p className="text-sm text-muted">
        Add an e-mail and password to keep your XP, lessons and practice, and to sign in on other devices.
      </p>
      {error && <AuthError ref={errorBox} message={error} reasons={reasons} />}
      <Field label="Username" name="username" autoComplete="username" optional />
      <EmailField error={fieldErrors.email} />
      <PasswordField purpose="new" error={fieldErrors.password} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save progress'}
        </button>
      </div>
    </form>
  );
}
