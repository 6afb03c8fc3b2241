/**
 * Moves the focus to `target` unless it already has it. A button that changes its label in place (Check becoming
 * Continue) keeps the focus; focusing it again would still cost the browser a style pass in the verdict's frame.
 */
export function focusUnlessFocused(target: HTMLElement | null | undefined) {
  if (target && target !== document.activeElement) target.focus();
}

/** A mousedown handler that keeps the focus where it is (in the answer) when a button is pressed. */
export const stopFocusMove = (event: { preventDefault(): void }) => event.preventDefault();
