import { useEffect } from 'react';
import { ACTIVITY_KEY, IN_PROGRESS } from '@/pwa/activity';

/** Marks <body> as in progress while `active` (a lesson before its completion, practice before its summary). */
export function useActivityMark(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.dataset[ACTIVITY_KEY] = IN_PROGRESS;
    return () => {
      delete document.body.dataset[ACTIVITY_KEY];
    };
  }, [active]);
}
