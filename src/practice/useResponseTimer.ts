import { useCallback, useEffect, useRef } from 'react';

/** Milliseconds since the exercise was first shown, for grading how fast an answer came. */
export function useResponseTimer(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  return useCallback(() => performance.now() - (shownAt.current ?? performance.now()), []);
}
