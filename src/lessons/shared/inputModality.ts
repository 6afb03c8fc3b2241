/** Whether the learner's last input was a key press (not a pointer), to move focus only for keyboard users. */
let keyboard = false;

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboard = true), true);
  document.addEventListener('pointerdown', () => (keyboard = false), true);
}

export const lastInputWasKeyboard = (): boolean => keyboard;
