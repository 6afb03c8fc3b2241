import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FieldErrors } from './validation';

/** The state one auth form shares with its error box: busy, the latest error, its fields and reasons, a notice. */
export interface FormSubmit {
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
  reasons: readonly string[];
  notice: string | null;
  /** Give to the AuthError box: each failed attempt focuses it and scrolls it into view. */
  errorBox: RefObject<HTMLDivElement | null>;
  /** Shows one error (replacing the last), marks its fields and lists a weak password's reasons. */
  fail: (message: string, fields?: FieldErrors, reasons?: readonly string[]) => void;
  /** Clears the error, the marked fields and the notice, as a new attempt or a switch of form does. */
  clear: () => void;
  /** Shows a notice in place of an error. */
  tell: (notice: string) => void;
  /** Runs one request while busy; a thrown error becomes the form's error (its message, or the fallback). */
  run: (fallback: string, work: () => Promise<void>) => Promise<void>;
}

/** The submit state of an auth form: busy while a request runs, one error at a time, and focus to each new error. */
export function useFormSubmit(): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [reasons, setReasons] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const errorBox = useRef<HTMLDivElement>(null);

  // Each failed attempt brings its error into view and gives it focus, also on a phone where it sits above the fold.
  useEffect(() => {
    if (!error || !errorBox.current) return;
    errorBox.current.focus({ preventScroll: true });
    errorBox.current.scrollIntoView({ block: 'center' });
  }, [error, attempt]);

  const fail = useCallback((message: string, fields: FieldErrors = {}, why: readonly string[] = []) => {
    setError(message);
    setFieldErrors(fields);
    setReasons(why);
    setAttempt((n) => n + 1);
  }, []);

  const clear = useCallback(() => {
    setError(null);
    setFieldErrors({});
    setReasons([]);
    setNotice(null);
  }, []);

  const tell = useCallback((text: string) => setNotice(text), []);

  const run = useCallback(
    async (fallback: string, work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (failure) {
        fail((failure as Error).message || fallback);
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  return { busy, error, fieldErrors, reasons, notice, errorBox, fail, clear, tell, run };
}
