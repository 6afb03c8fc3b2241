import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface LessonKeys {
  /** A number key 1–9. */
  onNumber?(n: number): void;
  /** Enter while focus is on nothing interactive (the page or the player's own text). */
  onEnter?(): void;
  /** Backspace while focus is on nothing interactive. */
  onBackspace?(): void;
}

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const INTERACTIVE = `button, a[href], summary, [role="button"], [role="link"], [role="tab"], ${TYPING}`;

/**
 * The player's keyboard shortcuts, heard on the document so they work before anything is focused, and
 * removed on unmount. Keys typed into fields, keys with modifiers and keys aimed at controls outside
 * the player are left alone; Enter and Backspace on a focused control keep their usual meaning.
 */
export function useLessonKeys(container: RefObject<HTMLElement | null>, keys: LessonKeys): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const root = container.current;
    const target = event.target instanceof Element ? event.target : null;
    if (!root || !target || target.closest(TYPING)) return;
    const onPage = target === document.body || target === document.documentElement;
    if (!onPage && !root.contains(target)) return;
    const passive = onPage || !target.closest(INTERACTIVE);
    if (/^[1-9]$/.test(event.key) && keys.onNumber) {
      event.preventDefault();
      keys.onNumber(Number(event.key));
    } else if (event.key === 'Enter' && passive && !event.repeat && keys.onEnter) {
      event.preventDefault();
      keys.onEnter();
    } else if (event.key === 'Backspace' && passive && keys.onBackspace) {
      event.preventDefault();
      keys.onBackspace();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
