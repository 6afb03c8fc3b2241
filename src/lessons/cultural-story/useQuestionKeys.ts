import { useEffect, useRef } from 'react';
import { hasOwnEnterAction, isTypingTarget } from '../shared/keys.ts';

interface Handlers {
  /** Number key n (1–9) was pressed: option n − 1. */
  onNumber(option: number): void;
  /** Enter was pressed outside any control that handles Enter itself. */
  onEnter(): void;
}

/** Number keys pick options and Enter acts, on the whole page while `enabled`; keys typed into fields are left alone. */
export function useQuestionKeys(enabled: boolean, handlers: Handlers): void {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (/^[1-9]$/.test(event.key)) {
        event.preventDefault();
        current.current.onNumber(Number(event.key) - 1);
      } else if (event.key === 'Enter' && !event.shiftKey && !event.repeat && !hasOwnEnterAction(event.target)) {
        event.preventDefault();
        current.current.onEnter();
      }
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
