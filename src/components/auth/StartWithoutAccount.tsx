import { useState } from 'react';
import { afterSignUpPath } from '@/lib/session/auth';
import { startWithoutAccount } from './startAnonymous';

/**
 * "Start without an account" of the onboarding page: an anonymous session that goes where sign-up goes (the welcome);
 * the header then offers to save the progress with an e-mail.
 */
export default function StartWithoutAccount({ onError }: { onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const failure = await startWithoutAccount(afterSignUpPath());
    if (failure) onError(failure);
    setBusy(false);
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
