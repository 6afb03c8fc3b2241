import { useEffect, useRef } from 'react';

const typing =
  'input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';
const activatable = 'a[href], button, summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"]';

/** Whether a key event was typed into a field, where shortcuts must never act. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(typing) !== null;
}

/** Whether Enter on this target already does something of its own (a button, a link, a tab). */
export function hasOwnEnterAction(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(activatable) !== null;
}

export interface PageKeys {
  /** Number key n (1–9) was pressed: option n − 1. */
  onNumber?(option: number): void;
  /** Enter was pressed outside any field and any control that handles Enter itself. */
  onEnter?(): void;
}

/**
 * The player's page-wide shortcuts while `enabled`: number keys pick options and Enter acts, anywhere on the page
 * except in a field; Enter on a control that handles it itself (a button, a link, a tab), Shift+Enter, keys with
 * Ctrl, Alt or Meta and held keys are left alone. The listener is removed on unmount or when `enabled` turns false.
 */
export function usePageKeys(enabled: boolean, keys: PageKeys): void {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target))
        return;
      const { onNumber, onEnter } = current.current;
      if (/^[1-9]$/.test(event.key) && onNumber) {
        event.preventDefault();
        onNumber(Number(event.key) - 1);
      } else if (
        event.key === 'Enter' &&
        onEnter &&
        !event.shiftKey &&
        !event.repeat &&
        !hasOwnEnterAction(event.target)
      ) {
        event.preventDefault();
        onEnter();
      }
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
