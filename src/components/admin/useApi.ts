import { useEffect, useState } from 'react';
import { ApiRequestError, defaultApiClient, type ApiClient } from '@/lib/api';

/** A call's state on screen: loading, its data, or the message of its error (and the status and code, for 403). */
export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; status: number; code: string };

/** Runs an API call when `key` changes and keeps the latest answer; an older answer arriving late is dropped. */
export function useApi<T>(call: (client: ApiClient) => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [result, setResult] = useState<{ key: string; value: Loaded<T> }>({ key: '', value: { state: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    call(defaultApiClient()).then(
      (data) => current && setResult({ key: `${key}#${attempt}`, value: { state: 'ready', data } }),
      (error: unknown) =>
        current &&
        setResult({
          key: `${key}#${attempt}`,
          value: {
            state: 'error',
            message: (error as Error).message,
            status: error instanceof ApiRequestError ? error.status : 0,
            code: error instanceof ApiRequestError ? error.code : '',
          },
        }),
    );
    return () => {
      current = false;
    };
    // The call is identified by its key: a new function with the same key is the same request.
  }, [key, attempt]);
  const value = result.key === `${key}#${attempt}` ? result.value : { state: 'loading' as const };
  return [value, () => setAttempt((n) => n + 1)];
}
