import { useState } from 'react';
import { startWithoutAccount } from './startAnonymous';

interface Props {
  /** Where the new anonymous session goes: the welcome, or the first lesson of the course being previewed. */
  then: string;
  label?: string;
  className?: string;
}

/**
 * A visitor's "Start without an account" beside a sign-up button (home, course preview): an anonymous session, the
 * one the onboarding page starts, with the refusal said under the button.
 */
export default function TryWithoutAccount({ then, label = 'Start without an account', className = '' }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    const failure = await startWithoutAccount(then);
    if (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <div className={`flex flex-col ${className}`}>
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => void start()}>
        {busy ? 'Starting...' : label}
      </button>
      {error && (
        <p role="alert" className="mt-2 rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
