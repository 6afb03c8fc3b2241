import { afterPaint } from '@/lib/afterPaint';

/**
 * Moves the focus to `target` unless it already has it. A button that changes its label in place (Check becoming
 * Continue) keeps the focus; focusing it again would still cost the browser a style pass in the verdict's frame.
 */
export function focusUnlessFocused(target: HTMLElement | null | undefined) {
  if (target && target !== document.activeElement) target.focus();
}

/** A mousedown handler that keeps the focus where it is (in the answer) when a button is pressed. */
export const stopFocusMove = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * Gives `target` the focus in the frame after the one that paints what an interaction changed: a checked answer's
 * verdict is drawn first, without the blur, focus and style pass of a focus move in its frame, and Continue or Retry
 * takes the focus next. Found when the frame comes, so an element rendered in between is the one focused.
 */
export function focusAfterPaint(target: () => HTMLElement | null | undefined): void {
  afterPaint(() => focusUnlessFocused(target()));
}
