import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { loadAuthClient } from '@/lib/session/auth-client';
import AuthError from '@/components/auth/AuthError';
import CodeField from '@/components/auth/CodeField';
import { CODE_FORMAT_MESSAGE, normaliseCode, twoStepMessage } from '@/components/auth/twoStepText';

const FRIENDLY_NAME = 'Authenticator app';

interface Enrolled {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * Setting up two-step sign-in: a new TOTP factor's QR code and key (supabase-js `mfa.enroll`), then its first code,
 * which verifies it (`challengeAndVerify`). A setup left half-way is removed when the next one starts, or on Cancel.
 */
export default function TwoStepSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      const auth = await loadAuthClient();
      const { data: factors } = await auth.mfa.listFactors();
      for (const stale of factors?.all.filter((f) => f.status === 'unverified') ?? [])
        await auth.mfa.unenroll({ factorId: stale.id });
      const { data, error: failure } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: FRIENDLY_NAME });
      if (!current) return;
      if (failure || !data) return setError(failure?.message || 'We could not start the setup. Please try again.');
      setEnrolled({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    })().catch((failure: unknown) => current && setError((failure as Error).message));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (error) errorBox.current?.focus();
    else if (enrolled) heading.current?.focus();
  }, [error, attempt, enrolled]);

  const fail = (message: string, field?: string) => {
    setError(message);
    setFieldError(field);
    setAttempt((n) => n + 1);
  };

  const verify = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolled) return;
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = normaliseCode(input.value);
    if (!code) return fail(CODE_FORMAT_MESSAGE, CODE_FORMAT_MESSAGE);
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const { error: failure } = await (await loadAuthClient()).mfa.challengeAndVerify({ factorId: enrolled.id, code });
      if (failure) {
        input.value = '';
        return fail(twoStepMessage(failure), 'Try the code shown now.');
      }
      onDone();
    } catch (failure) {
      fail((failure as Error).message || 'We could not check the code. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (enrolled) await (await loadAuthClient()).mfa.unenroll({ factorId: enrolled.id }).catch(() => undefined);
    onCancel();
  };

  const copy = async () => {
    if (!enrolled) return;
    await navigator.clipboard.writeText(enrolled.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const grouped = enrolled?.secret.match(/.{1,4}/g)?.join(' ') ?? '';
  return (
    <form
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => void verify(e)}
      noValidate
      aria-label="Set up two-step sign-in"
    >
      {error && <AuthError ref={errorBox} message={error} />}
      {!enrolled ? (
        !error && (
          <p role="status" className="text-muted">
            Preparing your QR code...
          </p>
        )
      ) : (
        <>
          <h3 ref={heading} tabIndex={-1} className="font-bold">
            1. Scan this QR code with your authenticator app
          </h3>
          <img
            src={enrolled.qrCode}
            alt="QR code for Lugha two-step sign-in, to scan with an authenticator app"
            width={180}
            height={180}
            className="rounded-lg border border-sand bg-white"
          />
          <div>
            <p className="text-sm text-muted">Can’t scan it? Type this key into the app instead:</p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <code aria-label="Setup key" className="rounded bg-sand px-2 py-1 font-mono text-base break-all">
                {grouped}
              </code>
              <button type="button" className="btn-secondary text-sm" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy key'}
              </button>
            </div>
          </div>
          <h3 className="font-bold">2. Enter the 6-digit code the app shows</h3>
          <CodeField error={fieldError} />
        </>
      )}
      <div className="flex flex-wrap gap-3">
        {enrolled && (
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Checking...' : 'Verify and turn on'}
          </button>
        )}
        <button type="button" className="btn-ghost" onClick={() => void cancel()} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
