import { useEffect, useRef } from 'react';

const typing = 'input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';
const activatable = 'a[href], button, summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"]';

/** Whether a key event was typed into a field, where shortcuts must never act. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(typing) !== null;
}

/** Whether Enter on this target already does something of its own (a button, a link, a tab). */
export function hasOwnEnterAction(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(activatable) !== null;
}

/**
 * Calls `onEnter` when Enter is pressed anywhere on the page except on a field or on a control that
 * handles Enter itself; the listener is removed on unmount or when `enabled` turns false.
 */
export function useEnterKey(onEnter: (event: KeyboardEvent) => void, enabled = true): void {
  const handler = useRef(onEnter);
  useEffect(() => {
    handler.current = onEnter;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.repeat) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target) || hasOwnEnterAction(event.target)) return;
      handler.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
