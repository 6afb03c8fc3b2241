import { useState } from 'react';
import { afterSignInPath } from '@/lib/session/auth';
import { loadAuthClient } from '@/lib/session/auth-client';

/** What a refused anonymous sign-in says: the server's words, plainly when the operator turned it off. */
export function startFailureText(error: { code?: string | undefined; message?: string | undefined }): string {
  if (error.code === 'anonymous_provider_disabled' || error.code === 'signup_disabled')
    return 'Starting without an account is not available here. Please sign up or sign in.';
  return error.message || 'We could not start your session. Please try again.';
}

/**
 * "Start without an account" of the onboarding page: an anonymous session (Supabase's signInAnonymously) that goes
 * where sign-up goes; the header then offers to save the progress with an e-mail.
 */
export default function StartWithoutAccount({ onError }: { onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { error } = await (await loadAuthClient()).signInAnonymously();
      if (error) return onError(startFailureText(error));
      window.location.assign(afterSignInPath());
    } catch (failure) {
      onError((failure as Error).message || 'We could not start your session. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-6 border-t border-sand pt-5 text-center">
      <button type="button" className="btn-secondary w-full" disabled={busy} onClick={() => void start()}>
        {busy ? 'Starting...' : 'Start without an account'}
      </button>
      <p className="mt-2 text-sm text-muted">
        Try the lessons first; save your progress with an e-mail whenever you like.
      </p>
    </div>
  );
}
