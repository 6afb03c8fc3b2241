/** Whether the learner's last input was a key press (not a pointer), to move focus only for keyboard users. */
export const lastInputWasKeyboard: () => boolean = (() => {
  let keyboard = false;
  if (typeof document !== 'undefined') {
    document.addEventListener('keydown', () => (keyboard = true), true);
    document.addEventListener('pointerdown', () => (keyboard = false), true);
  }
  return () => keyboard;
})();
