import { useEffect, useEffectEvent, type RefObject } from 'react';

const INTERACTIVE =
  'button, a[href], input, textarea, select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="link"], [role="tab"]';

/**
 * Enter pressed inside the player while focus is on nothing interactive (a heading, the player's text,
 * or the page itself) runs `onEnter`. Keys typed into fields and Enter on a button keep their usual
 * meaning; the listener is removed on unmount.
 */
export function useEnterKey(container: RefObject<HTMLElement | null>, onEnter: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (
      event.key !== 'Enter' ||
      event.repeat ||
      event.defaultPrevented ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      event.shiftKey
    )
      return;
    const root = container.current;
    const target = event.target instanceof Element ? event.target : null;
    if (!root || !target) return;
    const onPage = target === document.body || target === document.documentElement;
    if (!onPage && (!root.contains(target) || target.closest(INTERACTIVE))) return;
    event.preventDefault();
    onEnter();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
