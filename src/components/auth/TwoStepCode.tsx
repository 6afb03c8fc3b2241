import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';
import AuthError from './AuthError';
import CodeField from './CodeField';
import { CODE_FORMAT_MESSAGE, normaliseCode, twoStepMessage } from './twoStepText';

interface Props {
  title: string;
  children?: ReactNode;
  submitLabel: string;
  /** Called once the session is at aal2, with the factor that was verified. */
  onVerified: (factorId: string) => void | Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * Asks for the code of the account's verified authenticator app and verifies it (supabase-js `challengeAndVerify`),
 * which raises the session to aal2. A wrong or expired code is said in the red box, which takes focus.
 */
export default function TwoStepCode({ title, children, submitLabel, onVerified, onCancel, cancelLabel }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (error) errorBox.current?.focus();
    else form.current?.querySelector('input')?.focus();
  }, [error, attempt]);

  const fail = (message: string, field?: string) => {
    setError(message);
    setFieldError(field);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = normaliseCode(input.value);
    if (!code) return fail(CODE_FORMAT_MESSAGE, CODE_FORMAT_MESSAGE);
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const auth = await loadAuthClient();
      const { data: factors, error: listFailure } = await auth.mfa.listFactors();
      const factor = factors?.totp[0];
      if (listFailure || !factor) return fail(twoStepMessage(listFailure ?? { code: 'mfa_factor_not_found' }));
      const { error: failure } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (failure) {
        input.value = '';
        return fail(twoStepMessage(failure), 'Try the code shown now.');
      }
      await onVerified(factor.id);
    } catch (failure) {
      fail((failure as Error).message || 'We could not check the code. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
      {error && <AuthError ref={errorBox} message={error} />}
      <CodeField error={fieldError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Checking...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? 'Cancel'}
          </button>
        )}
      </div>
    </form>
  );
}
