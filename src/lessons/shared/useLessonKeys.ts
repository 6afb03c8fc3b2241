import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const TYPING =
  'input:not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), textarea, select, [contenteditable=""], [contenteditable="true"]';
const ACTIVATABLE = 'a[href], button, summary, [role="button"], [role="tab"], [role="link"], [role="menuitem"]';
// Controls whose arrow keys move inside them (a tab list, a menu, a radio group, a slider, a media player).
const ARROWED =
  'input, select, textarea, audio, video, [role="tablist"], [role="tab"], [role="menu"], [role="menubar"], [role="menuitem"], [role="radiogroup"], [role="radio"], [role="listbox"], [role="option"], [role="slider"], [role="grid"], [role="tree"]';

/** Whether a key event was typed into a field, where shortcuts must never act. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/** Whether the left and right arrows on this target already move something of their own (a tab list, a slider, a field). */
export function hasOwnArrowAction(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ARROWED) !== null;
}

/** Whether Enter on this target already does something of its own (a button, a link, a tab). */
export function hasOwnEnterAction(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ACTIVATABLE) !== null;
}

export interface LessonKeys {
  /** Number key n (1–9) was pressed: option n − 1. */
  onNumber?(option: number): void;
  /** Enter was pressed outside any field and any control that handles Enter itself. */
  onEnter?(): void;
  /** Backspace was pressed outside any field and any control. */
  onBackspace?(): void;
  /** ← was pressed outside any control whose arrows move inside it: the step before. */
  onPrevious?(): void;
  /** → was pressed outside any control whose arrows move inside it: the step after. */
  onNext?(): void;
  /** The keys are heard only while true (the default); false removes the listener. */
  enabled?: boolean;
}

/**
 * A lesson player's keyboard shortcuts: number keys pick options, Enter checks or goes on, Backspace takes back,
 * ← and → go to the step before and after.
 * They are heard on the document, so they work before anything has focus. With a container, only keys aimed at the
 * page itself or inside the container count (a control elsewhere keeps its keys); with null, keys anywhere on the
 * page count. Keys typed into a field, keys with Ctrl, Alt or Meta, and keys a handler already took are left alone;
 * so are Enter and Backspace on a control that handles them itself (a button, a link, a tab), arrows on a control that
 * moves with them (a tab list, a menu, a slider), Shift+Enter and a held Enter. The listener is removed on unmount or when `enabled` turns false.
 */
export function useLessonKeys(container: RefObject<HTMLElement | null> | null, keys: LessonKeys): void {
  const enabled = keys.enabled ?? true;
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (isTypingTarget(target)) return;
    if (container) {
      const root = container.current;
      const onPage = target === document.body || target === document.documentElement;
      if (!root || !(target instanceof Node) || (!onPage && !root.contains(target))) return;
    }
    const { onNumber, onEnter, onBackspace, onPrevious, onNext } = keys;
    const arrow = event.key === 'ArrowLeft' ? onPrevious : event.key === 'ArrowRight' ? onNext : undefined;
    if (/^[1-9]$/.test(event.key) && onNumber) {
      event.preventDefault();
      onNumber(Number(event.key) - 1);
    } else if (event.key === 'Enter' && onEnter && !event.shiftKey && !event.repeat && !hasOwnEnterAction(target)) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Backspace' && onBackspace && !hasOwnEnterAction(target)) {
      event.preventDefault();
      onBackspace();
    } else if (arrow && !event.shiftKey && !hasOwnArrowAction(target)) {
      event.preventDefault();
      arrow();
    }
  });
  // Heard from the commit that shows the step, before its paint (a passive effect runs after it): a key pressed as
  // soon as the options show is not lost.
  useLayoutEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
